// The request log's modes on a real Fastify instance with the server's logger options: `one` writes one
// line per request holding the request (URL secrets masked), `full` Fastify's two, `errors` only
// answers of 400 and above.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CENSOR, loggerOptions } from './log-options.ts';
import { addRequestLog, requestLogController, type RequestLogMode } from './request-log.ts';

async function lines(
  mode: RequestLogMode,
): Promise<{ msg: string; req?: { url: string }; res?: { statusCode: number } }[]> {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(), stream }, logController: requestLogController(mode) });
  addRequestLog(app, mode);
  app.get('/list', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/list?page=2&token=tok-secret-1' });
  await app.inject({ method: 'GET', url: '/missing' });
  await app.close();
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

describe('request log modes', () => {
  it('one: a line per request with the request, its status and time, secrets masked', async () => {
    const got = await lines('one');
    expect(got.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
    expect(got.map((l) => [l.req?.url, l.res?.statusCode])).toEqual([
      [`/list?page=2&token=${CENSOR}`, 200],
      ['/missing', 404],
    ]);
    expect(JSON.stringify(got)).not.toContain('tok-secret-1');
  });

  it('one: the line (written without redaction) holds only the request id, the masked request, status and time', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const app = Fastify({
      logger: { ...loggerOptions(), stream },
      logController: requestLogController('one'),
    });
    addRequestLog(app, 'one');
    app.post('/login', async () => ({ token: 'answer-token' }));
    const r = await app.inject({
      method: 'POST',
      url: '/login?password=pw-in-url',
      headers: { 'x-access-token': 'header-token', cookie: 'sid=cookie-secret', 'x-sign': 'sign-secret' },
      payload: { password: 'body-secret', token: 'body-token' },
    });
    await app.close();
    const line = JSON.parse(out.trim());
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(r.statusCode).toBe(200);
    // remotePort: none under inject
    expect(Object.keys(line.req)).toEqual(['method', 'url', 'host', 'remoteAddress']);
    expect(line.req.url).toBe(`/login?password=${CENSOR}`);
    expect(line.res).toEqual({ statusCode: 200 });
    for (const secret of ['pw-in-url', 'header-token', 'cookie-secret', 'sign-secret', 'body-secret', 'body-token']) {
      expect(out).not.toContain(secret);
    }
  });

  it('full: Fastify two lines per request', async () => {
    const got = await lines('full');
    expect(got.filter((l) => l.msg === 'incoming request')).toHaveLength(2);
    expect(got.filter((l) => l.msg === 'request completed')).toHaveLength(2);
  });

  it('errors: only the answers of 400 and above', async () => {
    const got = await lines('errors');
    expect(got.map((l) => [l.msg, l.req?.url, l.res?.statusCode])).toEqual([['request completed', '/missing', 404]]);
  });
});
