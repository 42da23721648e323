// Hostile JSON bodies on the real app: malformed JSON and bodies nested deeper than 64 arrays/objects
// are refused with a 400 and a clear message in the request's language (a 5,000-deep array used to
// overflow the stack in the signature check and answer 500); ordinary nesting still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { rawInject } from './helpers/signing.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(DIALECTS)('JSON bodies on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: string, lang = 'zh-CN') =>
    rawInject(t.app, {
      method,
      url: API + url,
      payload,
      headers: {
        'content-type': 'application/json',
        'x-access-token': t.token,
        'accept-language': lang,
        'x-sign': '0'.repeat(32),
        'x-timestamp': String(Date.now()),
      },
    });

  it('refuses a 5,000-deep array body with 400 on signed and unsigned routes, in both languages', async () => {
    for (const [method, url] of [
      ['POST', '/wl/site/add'],
      ['PUT', '/wl/site/edit'],
      ['POST', '/sys/login'],
    ] as const) {
      const zh = await send(method, url, deepArray(5000));
      expect(zh.statusCode, `${method} ${url}`).toBe(400);
      expect(zh.json()).toMatchObject({ success: false, code: 400, message: '请求体 JSON 嵌套过深（最多 64 层）' });
      const en = await send(method, url, deepArray(5000), 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toBe('The JSON request body is nested too deeply (at most 64 levels)');
    }
    const objects = await send('PUT', '/wl/site/edit', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000));
    expect(objects.statusCode).toBe(400);
  });

  it('refuses malformed JSON with 400', async () => {
    for (const body of ['{"a":', '[1,2', '{a:1}', '"\\x"']) {
      const r = await send('PUT', '/wl/site/edit', body, 'en');
      expect(r.statusCode, body).toBe(400);
      expect(r.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    }
  });

  it('lets bodies up to 64 levels through to the route (its own validation answers)', async () => {
    const r = await t.post(
      '/wl/site/add',
      { siteName: 'x', extra: JSON.parse(deepArray(60)) },
      { 'accept-language': 'en' },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).not.toMatch(/nested too deeply/);
    const ok = await t.post('/wl/site/add', { siteName: 'Deep OK', siteCode: 'DEEP1' });
    expect(ok.status).not.toBe(500);
    expect(ok.body.message).not.toMatch(/嵌套过深/);
  });
});
