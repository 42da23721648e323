// X-Sign verification (docs/decisions.md#21-request-signing, spec 000 §7): GET and POST must carry a signature computed
// by the client's algorithm with the server's secret and a timestamp within 5 minutes either way; PUT
// and DELETE are not signed. The SPA receives the secret in index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign as clientSign } from '../../runtime/http/sign.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { computeSign as serverSign } from '../../src/server/engine/plugins/signing.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { rawInject, signSecretOf, signedHeaders } from './helpers/signing.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('the server and the client compute the same signature', () => {
  it('for query strings, bodies, nested values, unicode and _t', () => {
    const cases: [string, unknown][] = [
      ['pageNo=1&siteName=*%E7%BD%91*&_t=1700000000', undefined],
      ['a=1&a=2&b=x+y', { b: 'body wins', n: 1.5, z: null, nested: { k: [1, 'ü'] } }],
      ['', { username: 'admin', password: 'p"w\\d' }],
      ['', ['not', 'an', 'object']],
    ];
    for (const [search, body] of cases) {
      const query = Object.fromEntries(new URLSearchParams(search));
      expect(serverSign(search, body, 's3cret')).toBe(clientSign(query, body, 's3cret'));
    }
  });
});

describe.each(DIALECTS)('signing on %s', (dialect) => {
  let t: TestApp;
  let site: Rec;
  let secret: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    site = await addOk(t, '/wl/site', { siteName: 'Signed', type: 0, siteMode: 0 });
    secret = signSecretOf(t.app);
  });
  afterAll(async () => t?.close());

  const send = (opts: InjectOptions) =>
    rawInject(t.app, { ...opts, headers: { 'x-access-token': t.token, ...(opts.headers ?? {}) } });
  const listUrl = `${API}/wl/site/list?siteName=Signed&_t=1`;

  async function refused(opts: InjectOptions) {
    const before = await t.db.selectFrom('wl_site').selectAll().orderBy('id').execute();
    const r = await send(opts);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 400 });
    expect(r.json().message).toMatch(/^签名验证失败/);
    expect(await t.db.selectFrom('wl_site').selectAll().orderBy('id').execute()).toEqual(before);
  }

  it('accepts a correct signature on GET and POST (the helpers sign every call)', async () => {
    expect((await t.get('/wl/site/list', { siteName: 'Signed', _t: 5 })).status).toBe(200);
    expect((await t.post('/wl/site/add', { siteName: 'Signed 2', type: 0, siteMode: 0 })).status).toBe(200);
  });

  it('refuses a missing, malformed or wrong signature', async () => {
    await refused({ method: 'GET', url: listUrl });
    await refused({ method: 'GET', url: listUrl, headers: { 'x-sign': 'nope', 'x-timestamp': String(Date.now()) } });
    const good = signedHeaders('GET', 'siteName=Signed&_t=1', undefined, 'not-the-secret');
    await refused({ method: 'GET', url: listUrl, headers: good });
    await refused({
      method: 'POST',
      url: `${API}/wl/site/add`,
      payload: { siteName: 'Unsigned', type: 0, siteMode: 0 },
    });
  });

  it('refuses a signed request whose parameters were changed on the way', async () => {
    const ok = await t.app.inject({ method: 'GET', url: listUrl, headers: { 'x-access-token': t.token } });
    expect(ok.statusCode).toBe(200);
    const body = { siteName: 'Tampered', type: 0, siteMode: 0 };
    const headers = await headersOf({ method: 'POST', url: `${API}/wl/site/add`, payload: body });
    await refused({ method: 'POST', url: `${API}/wl/site/add`, payload: { ...body, type: 1 }, headers });
    const getHeaders = await headersOf({ method: 'GET', url: listUrl });
    await refused({ method: 'GET', url: `${API}/wl/site/list?siteName=Other&_t=1`, headers: getHeaders });
  });

  it('refuses a stale or future timestamp even with a matching signature', async () => {
    const now = Date.now();
    for (const stamp of [now - 5 * 60_000 - 5_000, now + 5 * 60_000 + 5_000]) {
      const h = await headersOf({ method: 'GET', url: listUrl }, stamp);
      await refused({ method: 'GET', url: listUrl, headers: h });
    }
    // Inside the window either way is fine.
    for (const stamp of [now - 4 * 60_000, now + 4 * 60_000]) {
      const h = await headersOf({ method: 'GET', url: listUrl }, stamp);
      expect((await send({ method: 'GET', url: listUrl, headers: h })).statusCode).toBe(200);
    }
  });

  it('does not require a signature on PUT and DELETE', async () => {
    const put = await send({
      method: 'PUT',
      url: `${API}/wl/site/edit`,
      payload: { id: site.id, version: site.version, person: 'P' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const other = await addOk(t, '/wl/site', { siteName: 'To delete', type: 0, siteMode: 0 });
    const del = await send({ method: 'DELETE', url: `${API}/wl/site/delete?id=${other.id}` });
    expect(del.statusCode, del.body).toBe(200);
  });

  /** The headers the browser client would add to this request (at time `stamp`). */
  async function headersOf(opts: InjectOptions, stamp?: number): Promise<Record<string, string>> {
    const [, search = ''] = String(opts.url).split('?');
    return signedHeaders(String(opts.method), search, opts.payload, secret, stamp);
  }
});

describe('the SPA receives its runtime configuration', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sign-spa-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('injects apiBase, signSecret and staticDomain where the app-config comment sits', async () => {
    const spa = join(dir, 'dist');
    mkdirSync(spa, { recursive: true });
    writeFileSync(
      join(spa, 'index.html'),
      '<html><head><!-- app-config: a server may put a script here --></head><body><div id="root"></div></body></html>',
    );
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SIGN_SECRET: 'from-env</script>', STATIC_DOMAIN: 'https://cdn.example.com' }),
      database: { kind: 'sqlite' as const, file: join(dir, 'a.db') },
    };
    const { app, signSecret } = await buildApp({ config, spaDir: spa });
    try {
      expect(signSecret).toBe('from-env</script>');
      for (const url of ['/', '/index.html', '/wl/site']) {
        const r = await app.inject({ method: 'GET', url });
        expect(r.statusCode).toBe(200);
        expect(r.body).not.toContain('app-config:');
        const m = /<script>window\.__APP_CONFIG__ = (.*);<\/script>/.exec(r.body);
        expect(JSON.parse(m![1])).toEqual({
          apiBase: '/jeecg-boot',
          signSecret: 'from-env</script>',
          staticDomain: 'https://cdn.example.com',
        });
      }
    } finally {
      await app.close();
    }
  });

  it('uses a random per-process secret when SIGN_SECRET is not set (development and test)', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      database: { kind: 'sqlite' as const, file: join(dir, 'b.db') },
    };
    const a = await buildApp({ config });
    await a.app.close();
    const b = await buildApp({ config });
    await b.app.close();
    expect(a.signSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(b.signSecret).not.toBe(a.signSecret);
  });
});
