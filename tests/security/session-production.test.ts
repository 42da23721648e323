// Tokens over HTTP: a token dies at once on logout, on a password change and when its user is frozen,
// on every protected kind of route (list, export, upload, live socket list). And in production mode
// (NODE_ENV=production, captcha on) API docs and monitor endpoints are closed to anonymous users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { createUser } from '../integration/helpers/session-users.ts';
import { API, LEAK, startSecurityServer, type SecurityServer } from './helpers/server.ts';

describe.each(DIALECTS)('token lifecycle over HTTP on %s', (dialect) => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
  });
  afterAll(async () => s?.close());

  async function signIn(username: string, password: string): Promise<string> {
    const r = await s.http('POST', `${API}/sys/login`, { body: { username, password } });
    expect(r.status, r.text).toBe(200);
    return (r.json?.result as { token: string }).token;
  }

  const ROUTES = [
    ['GET', `${API}/sys/user/getCurrentUserDeparts`],
    ['GET', `${API}/sys/permission/getUserPermissionByToken`],
    ['GET', `${API}/sys/annountCement/listByUser`],
    ['GET', `${API}/wl/site/exportXls`],
  ] as const;

  async function dead(token: string, what: string) {
    for (const [method, path] of ROUTES) {
      const r = await s.http(method, path, { token });
      expect(r.status, `${what}: ${path} ${r.text.slice(0, 200)}`).toBe(401);
      expect(r.text).not.toMatch(LEAK);
    }
  }

  async function alive(token: string, what: string) {
    const r = await s.http('GET', `${API}/sys/permission/getUserPermissionByToken`, { token });
    expect(r.status, `${what}: ${r.text.slice(0, 200)}`).toBe(200);
  }

  it('dead after logout', async () => {
    const u = await createUser(s.t, 'sec_logout');
    const token = await signIn(u.username, u.password);
    await alive(token, 'before logout');
    expect((await s.http('POST', `${API}/sys/logout`, { token, body: {} })).status).toBe(200);
    await dead(token, 'after logout');
  });

  it('dead after a password change, for every session of that user', async () => {
    const u = await createUser(s.t, 'sec_pwd');
    const first = await signIn(u.username, u.password);
    const second = await signIn(u.username, u.password);
    const r = await s.http('PUT', `${API}/sys/user/updatePassword`, {
      token: first,
      body: { username: u.username, oldpassword: u.password, password: 'Sec#New2026', confirmpassword: 'Sec#New2026' },
    });
    expect(r.status, r.text).toBe(200);
    await dead(first, 'after password change (the changing session)');
    await dead(second, 'after password change (another session)');
    const old = await s.http('POST', `${API}/sys/login`, { body: { username: u.username, password: u.password } });
    expect(old.json?.success).toBe(false);
    await alive(await signIn(u.username, 'Sec#New2026'), 'new password');
  });

  it('dead after the user is frozen, and not revived by unfreezing', async () => {
    const u = await createUser(s.t, 'sec_freeze');
    const token = await signIn(u.username, u.password);
    const freeze = await s.http('PUT', `${API}/sys/user/frozenBatch`, {
      token: s.t.token,
      body: { ids: u.id, status: 1 },
    });
    expect(freeze.status, freeze.text).toBe(200);
    await dead(token, 'after freeze');
    const frozen = await s.http('POST', `${API}/sys/login`, { body: { username: u.username, password: u.password } });
    expect(frozen.json?.success).toBe(false);
    const thaw = await s.http('PUT', `${API}/sys/user/frozenBatch`, {
      token: s.t.token,
      body: { ids: u.id, status: 0 },
    });
    expect(thaw.status, thaw.text).toBe(200);
    await dead(token, 'after unfreeze');
  });
});

describe.each(DIALECTS)('production mode on %s', (dialect) => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer(dialect, {
      env: {
        NODE_ENV: 'production',
        CAPTCHA: 'on',
        SIGN_SECRET: 'sec-suite-sign-secret',
        APP_SECRET: 'sec-suite-app-secret-0123456789',
      },
      build: { jobs: { scheduler: false } },
    });
  });
  afterAll(async () => s?.close());

  const PROBES = [
    '/dashboard/monitor',
    '/dashboard/analysis',
    '/dashboard/workplace',
    '/sys/online/list',
    '/sys/loginfo',
    '/sys/visitInfo',
    '/sys/demo/status',
    '/sys/dataLog/list',
    '/sys/log/list',
    '/sys/quartzJob/list',
    '/actuator',
    '/actuator/health',
    '/actuator/env',
    '/actuator/httptrace',
    '/actuator/metrics',
    '/swagger-ui.html',
    '/swagger-ui/index.html',
    '/swagger-resources',
    '/v2/api-docs',
    '/v3/api-docs',
    '/doc.html',
    '/druid/index.html',
    '/sys/monitor',
    '/metrics',
    '/docs',
    '/documentation/json',
  ];

  it('monitor, log and API doc endpoints are closed to anonymous users', async () => {
    for (const probe of PROBES) {
      for (const path of [`${API}${probe}`, probe]) {
        const r = await s.http('GET', path);
        expect(r.text, path).not.toMatch(LEAK);
        expect(r.json?.success, path).not.toBe(true);
        expect(r.text, path).not.toMatch(/"swagger"|"openapi"|"heapUsed"|"rss"|"uptime"/);
        // Outside the API a client route gets the SPA page (no data); inside, 401 or 404.
        if (path.startsWith(API)) expect([401, 404], `${path}: ${r.text.slice(0, 200)}`).toContain(r.status);
        else expect(String(r.headers['content-type']), path).toMatch(/text\/html/);
      }
    }
  });

  it('the monitor answers the admin only, and a signed-in user without its code gets 403', async () => {
    expect((await s.http('GET', `${API}/dashboard/monitor`, { token: s.t.token })).status).toBe(200);
    const u = await createUser(s.t, 'sec_prod');
    const { solveCaptcha } = await import('../integration/helpers/test-app.ts');
    const signed = await s.t.login(u.username, u.password, {}, await solveCaptcha(s.t));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const r = await s.http('GET', `${API}/dashboard/monitor`, { token: signed.body.result.token });
    expect(r.status).toBe(403);
  });

  it('sign-in needs the captcha in production', async () => {
    const r = await s.http('POST', `${API}/sys/login`, { body: { username: 'admin', password: 'whatever' } });
    expect(r.json?.success).toBe(false);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });
});
