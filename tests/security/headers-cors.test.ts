// Security headers on HTML, API, error and static answers, a CSP the built SPA can live with (its one
// inline script allowed by hash, no script 'unsafe-inline'; 'unsafe-eval' for ajv's compiled form
// validators), and a closed CORS policy: a foreign
// Origin is never echoed and a preflight is refused.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { API, startSecurityServer, type HttpAnswer, type SecurityServer } from './helpers/server.ts';

function expectHardened(r: HttpAnswer, what: string) {
  const csp = String(r.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(r.headers['x-content-type-options'], what).toBe('nosniff');
  expect(r.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(r.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(r.headers['access-control-allow-origin'], what).toBeUndefined();
  expect(r.headers['access-control-allow-credentials'], what).toBeUndefined();
}

describe.each(DIALECTS)('security headers and CORS on %s', (dialect) => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
  });
  afterAll(async () => s?.close());

  it('the SPA page carries the headers and its inline config script matches the CSP hash', async () => {
    for (const path of ['/', '/index.html', '/some/client/route']) {
      const r = await s.http('GET', path, { unsigned: true });
      expect(r.status, path).toBe(200);
      expect(String(r.headers['content-type'])).toMatch(/text\/html/);
      expectHardened(r, path);
      const inline = [...r.text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline.length, 'the app config script').toBe(1);
      const hash = `'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`;
      expect(String(r.headers['content-security-policy'])).toContain(hash);
      // Module scripts of the build are same-origin, so script-src 'self' covers them.
      for (const m of r.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) expect(m[1]).toMatch(/^\/assets\//);
    }
  });

  it('the CSP allows what the SPA needs: inline styles, data/blob images, map tiles, same-origin websockets', async () => {
    const csp = String((await s.http('GET', '/', { unsigned: true })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('img-src')).toMatch(/data:.*blob:.*https:/);
    expect(directive('connect-src')).toContain("'self'");
    expect(directive('connect-src')).toContain('ws:');
  });

  it('API answers, errors and static assets carry the same headers', async () => {
    const asset = (await s.http('GET', '/', { unsigned: true })).text.match(/src="(\/assets\/[^"]+)"/)?.[1];
    const cases: [string, HttpAnswer][] = [
      ['api ok', await s.http('GET', `${API}/wl/site/list`, { token: s.t.token })],
      ['api 401', await s.http('GET', `${API}/wl/site/list`)],
      ['api 404', await s.http('GET', `${API}/no/such/route`, { token: s.t.token })],
      ['api 400', await s.http('GET', `${API}/wl/site/list?column=nope`, { token: s.t.token })],
      ['asset', await s.http('GET', asset ?? '/assets/missing.js', { unsigned: true })],
    ];
    expect(cases.map(([, r]) => r.status)).toEqual([200, 401, 404, 400, 200]);
    for (const [what, r] of cases) expectHardened(r, what);
  });

  it('a foreign Origin is not echoed and a preflight is refused', async () => {
    const origin = { origin: 'https://evil.example' };
    const get = await s.http('GET', `${API}/wl/site/list`, { token: s.t.token, headers: origin });
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const login = await s.http('POST', `${API}/sys/login`, { body: { username: 'x', password: 'y' }, headers: origin });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    for (const path of [`${API}/wl/site/list`, `${API}/sys/login`, `${API}/wl/site/add`]) {
      const pre = await s.http('OPTIONS', path, {
        headers: {
          ...origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-access-token,content-type',
        },
      });
      expect(pre.status, path).toBeGreaterThanOrEqual(400);
      expect(pre.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(pre.headers['access-control-allow-methods'], path).toBeUndefined();
      expect(pre.headers['access-control-allow-headers'], path).toBeUndefined();
    }
  });
});
