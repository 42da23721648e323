// Path tricks that skipped authentication in the platform we re-implement (suffixes, `;`, encoded dots
// and slashes, double slashes, case, trailing slash), tokens from anywhere but the X-Access-Token
// header, and well-known admin passwords: none of them gets data. Sent over raw HTTP, unnormalised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { userWith } from '../integration/helpers/permission-users.ts';
import { addOk } from '../integration/helpers/seed.ts';
import { API, LEAK, startSecurityServer, type HttpAnswer, type SecurityServer } from './helpers/server.ts';

const CANARY = 'CanarySite7731';

const TRICKS = [
  `${API}/wl/site/list.js`,
  `${API}/wl/site/list.css`,
  `${API}/wl/site/list;.css`,
  `${API}/wl/site/list;jsessionid=1`,
  `${API}/wl/site/list/`,
  `${API}/wl/site/list//`,
  `${API}//wl/site/list`,
  `/${API}/wl/site/list`,
  `${API}/./wl/site/list`,
  `${API}/wl/site/./list`,
  `${API}/sys/login/../../wl/site/list`,
  `${API}/sys/dict/getDictItems/..%2f..%2fwl%2fsite%2flist`,
  `${API}/sys/login/%2e%2e/%2e%2e/wl/site/list`,
  `${API}/%2e%2e/${API.slice(1)}/wl/site/list`,
  `/%2e%2e${API}/wl/site/list`,
  `${API}/wl%2fsite%2flist`,
  `${API}/wl%2Fsite%2Flist`,
  `${API}/wl/site/list%00.js`,
  `${API}/wl/site/list%20`,
  `${API}/wl/site/list%23.js`,
  `${API}/WL/SITE/LIST`,
  `${API.toUpperCase()}/wl/site/list`,
  `${API}/wl/site/List`,
  `${API}/static/../wl/site/list`,
  `${API}/sys/common/static/../../wl/site/list`,
  `${API}/wl/site/list?.js`,
  `${API}/wl/site/queryById;.js?id=1`,
  `${API}/sys/user/list.json`,
  `${API}/sys/user/list;/`,
];

function noData(r: HttpAnswer, what: string) {
  expect(r.text, what).not.toContain(CANARY);
  expect(r.text, what).not.toContain('"records"');
  expect(r.text, what).not.toMatch(LEAK);
  if (r.json !== undefined) expect(r.json.success, what).not.toBe(true);
  // An API path answers 401/404/400; a path outside the API may get the SPA page (HTML, no data).
  if (r.status === 200) expect(String(r.headers['content-type']), what).toMatch(/text\/html/);
  else expect([400, 401, 403, 404, 405], what).toContain(r.status);
}

describe.each(DIALECTS)('authentication bypass on %s', (dialect) => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
    await addOk(s.t, '/wl/site', { siteName: CANARY, type: 0, siteMode: 0 });
  });
  afterAll(async () => s?.close());

  it('the control: with the token the list holds the canary row, without it the answer is 401', async () => {
    const ok = await s.http('GET', `${API}/wl/site/list`, { token: s.t.token });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain(CANARY);
    const anon = await s.http('GET', `${API}/wl/site/list`);
    expect(anon.status).toBe(401);
    expect(anon.text).not.toContain(CANARY);
  });

  it('no path trick reaches a protected route without a token (signed or not)', async () => {
    for (const path of TRICKS) {
      noData(await s.http('GET', path), path);
      noData(await s.http('GET', path, { unsigned: true }), `${path} unsigned`);
      noData(await s.http('POST', path, { body: {} }), `POST ${path}`);
    }
  });

  it('a made-up token opens no path trick either', async () => {
    for (const path of TRICKS) noData(await s.http('GET', path, { token: 'not-a-token' }), `${path} with a bad token`);
  });

  it('a signed-in user without the list code gets no data through a path trick', async () => {
    const clerk = await userWith(s.t, ['wl:vehicle:list']);
    expect((await s.http('GET', `${API}/wl/site/list`, { token: clerk.token })).status).toBe(403);
    for (const path of TRICKS) {
      const r = await s.http('GET', path, { token: clerk.token });
      expect(r.text, path).not.toContain(CANARY);
      if (r.json !== undefined && path.includes('/wl/site/')) expect(r.json.success, path).not.toBe(true);
      expect(r.status, path).toBeLessThan(500);
    }
  });

  it('reads the token from the X-Access-Token header only', async () => {
    const token = s.t.token;
    const tries: [string, Record<string, string>][] = [
      [`${API}/wl/site/list?token=${token}`, {}],
      [`${API}/wl/site/list?X-Access-Token=${token}`, {}],
      [`${API}/wl/site/list?x-access-token=${token}`, {}],
      [`${API}/wl/site/list`, { cookie: `X-Access-Token=${token}; token=${token}` }],
      [`${API}/wl/site/list`, { authorization: `Bearer ${token}` }],
      [`${API}/wl/site/list`, { 'x-access-token': '' }],
      [`${API}/wl/site/list`, { 'x-access-token': 'null' }],
      [`${API}/wl/site/list`, { 'x-access-token': 'undefined' }],
      [`${API}/wl/site/list`, { 'x-access-token': token.toUpperCase() === token ? `${token}0` : token.toUpperCase() }],
      [`${API}/wl/site/list`, { 'x-access-token': `${token} ` + 'x' }],
      [`${API}/wl/site/list`, { 'x-access-token': `' or '1'='1` }],
    ];
    for (const [path, headers] of tries) {
      const r = await s.http('GET', path, { headers });
      expect(r.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(r.text).not.toContain(CANARY);
    }
  });

  it('has no default credentials: admin with well-known passwords is refused', async () => {
    for (const password of ['123456', 'admin', 'password', 'admin123', '12345678', 'jeecg', 'Admin@123', '']) {
      const r = await s.http('POST', `${API}/sys/login`, { body: { username: 'admin', password } });
      expect(r.status, password).toBeGreaterThanOrEqual(400);
      expect(r.status, password).toBeLessThan(500);
      expect(r.json?.success, password).toBe(false);
      expect(r.text).not.toMatch(/"token"\s*:\s*"/);
    }
    for (const username of ['jeecg', 'root', 'test', 'guest']) {
      const r = await s.http('POST', `${API}/sys/login`, { body: { username, password: '123456' } });
      expect(r.json?.success, username).toBe(false);
    }
  });
});
