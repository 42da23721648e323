import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BYTES_FROM, jsonReply, registerJsonReply } from './json-reply.ts';

// Long enough to be sent as bytes; Chinese, an emoji (a surrogate pair), a lone surrogate (escaped by
// JSON.stringify), control characters and quotes.
const long = {
  records: Array.from({ length: 120 }, (_, i) => ({
    id: `row-${i}`,
    name: i % 2 ? '二级转运中心' : 'Site "A" \\ B',
    note: i % 3 ? null : 'tab\there 😀 \ud800 end\n',
    fee: i * 1.5,
  })),
};

describe('JSON replies', () => {
  it('gives exactly the UTF-8 bytes of the JSON text, short answers as the text itself', () => {
    const bytes = jsonReply(long);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(JSON.stringify(long).length).toBeGreaterThanOrEqual(BYTES_FROM);
    expect((bytes as Buffer).equals(Buffer.from(JSON.stringify(long), 'utf8'))).toBe(true);
    expect(JSON.parse((bytes as Buffer).toString('utf8'))).toEqual(JSON.parse(JSON.stringify(long)));
    expect(jsonReply({ a: '中文' })).toBe('{"a":"中文"}');
    // Past the kept UTF-16 buffer's size, and a short one after it: each its own bytes.
    const huge = { text: '长'.repeat(200_000), more: 'x'.repeat(5_000) };
    expect((jsonReply(huge) as Buffer).equals(Buffer.from(JSON.stringify(huge), 'utf8'))).toBe(true);
    expect((jsonReply(long) as Buffer).equals(bytes as Buffer)).toBe(true);
    expect(jsonReply(undefined)).toBeUndefined();
  });

  it('answers a route with the same body, type and length as Fastify did', async () => {
    const app = Fastify();
    registerJsonReply(app);
    app.get('/long', async () => long);
    app.get('/short', async () => ({ ok: '是' }));
    const r = await app.inject({ method: 'GET', url: '/long' });
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.rawPayload.equals(Buffer.from(JSON.stringify(long), 'utf8'))).toBe(true);
    expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
    const s = await app.inject({ method: 'GET', url: '/short' });
    expect(s.json()).toEqual({ ok: '是' });
    expect(Number(s.headers['content-length'])).toBe(Buffer.byteLength('{"ok":"是"}'));
    await app.close();
  });
});
