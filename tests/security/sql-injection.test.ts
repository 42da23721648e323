// SQL injection over HTTP: error-based, boolean, time-based (sleep, pg_sleep, randomblob), UNION and
// stacked shapes for SQLite and PostgreSQL, in every identifier-like parameter (dictionary codes in
// their table,text,code forms, duplicate check, tree loading, sort, report codes) and in the value
// parameters of lists, trees and reports. Each answer is a 4xx or a normal result (empty where the
// value matches nothing), never a 5xx, never engine text; control rows prove nothing leaked or changed.
// (tests/integration/injection-identifiers.test.ts and query-injection.test.ts check the exact 400s.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { seed, snapshot } from '../integration/helpers/seed.ts';
import { API, LEAK, startSecurityServer, withQuery, type HttpAnswer, type SecurityServer } from './helpers/server.ts';

const PAYLOADS = [
  // error-based
  "'",
  '"',
  "')",
  '\\',
  "1' AND extractvalue(1,concat(0x7e,version()))--",
  "' AND 1=CAST((SELECT password FROM sys_user LIMIT 1) AS int)--",
  // boolean
  "' OR '1'='1",
  "' OR 1=1--",
  '1 OR 1=1',
  "x') OR ('1'='1",
  '" OR ""="',
  // time-based (a sleep that ran would blow the test timeout)
  "'; SELECT pg_sleep(40)--",
  "' AND 1=(SELECT 1 FROM pg_sleep(40))--",
  '1 AND 1=(SELECT count(*) FROM generate_series(1,100000000))',
  '1 AND randomblob(2000000000)',
  "' || (SELECT hex(randomblob(2000000000))) || '",
  "' AND (SELECT 1 FROM (SELECT SLEEP(40))a)--",
  // UNION
  "' UNION SELECT password,salt FROM sys_user--",
  '1 UNION ALL SELECT NULL,username,password FROM sys_user--',
  "') UNION SELECT name,sql FROM sqlite_master--",
  "x' UNION SELECT table_name,NULL FROM information_schema.tables--",
  // stacked
  "'; DROP TABLE wl_site;--",
  "'; UPDATE sys_user SET status=2;--",
  '1; DELETE FROM wl_site',
];

/** Longest first, so a short payload is not cut out of a longer one. */
const ECHOES = [...PAYLOADS].sort((a, b) => b.length - a.length);

type Seeded = Awaited<ReturnType<typeof seed>>;

describe.each(DIALECTS)('SQL injection over HTTP on %s', (dialect) => {
  let s: SecurityServer;
  let seeded: Seeded;
  let secrets: string[];
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
    seeded = await seed(s.t);
    const admin = await s.t.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    secrets = [String(admin.password), String(admin.salt)].filter((x) => x.length > 8);
    expect(secrets.length).toBe(2);
  });
  afterAll(async () => s?.close());

  const get = (path: string, pairs: [string, string][] = []) =>
    s.http('GET', withQuery(`${API}${path}`, pairs), { token: s.t.token });

  /** A 4xx or a normal answer; no engine text, no secrets. `empty`: a 200 must hold no rows. */
  function harmless(r: HttpAnswer, what: string, empty = false) {
    expect(r.status, `${what}: ${r.text.slice(0, 300)}`).toBeLessThan(500);
    // A 400 may name the refused parameter's own text; what else the body says is checked.
    const text = ECHOES.reduce((acc, p) => acc.split(JSON.stringify(p).slice(1, -1)).join(''), r.text);
    expect(text, what).not.toMatch(LEAK);
    for (const x of secrets) expect(text, what).not.toContain(x);
    expect(text, what).not.toMatch(/CREATE TABLE|information_schema|sqlite_master/i);
    if (r.status === 200 && empty) {
      const result = r.json?.result as { records?: unknown[]; total?: number } | unknown[] | null;
      const rows = Array.isArray(result) ? result : (result?.records ?? []);
      expect(rows, what).toEqual([]);
    }
  }

  async function unchanged(run: () => Promise<void>) {
    const before = await snapshot(s.t);
    await run();
    expect(await snapshot(s.t)).toEqual(before);
    // The control rows are all still there and readable.
    const r = await get('/wl/site/list', [['pageSize', '100']]);
    expect((r.json?.result as { total: number }).total).toBe(6);
  }

  it('dictionary codes in their code, table,text,code and condition forms', async () => {
    await unchanged(async () => {
      for (const p of PAYLOADS) {
        for (const code of [p, `sys_position,${p},code`, `sys_position,name,${p}`, `${p},name,code`]) {
          harmless(await get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`), code);
          harmless(await get(`/sys/dict/loadDict/${encodeURIComponent(code)}`, [['keyword', 'x']]), code);
        }
        const cond = `wl_site,site_name,id,${p}`;
        harmless(await get(`/sys/dict/getDictItems/${encodeURIComponent(cond)}`), cond, true);
        harmless(await get('/sys/dict/loadDict/wl_site,site_name,id', [['keyword', p]]), `keyword ${p}`, true);
      }
    });
  });

  it('duplicate check and tree loading, in names and values', async () => {
    await unchanged(async () => {
      for (const p of PAYLOADS) {
        const dup = { tableName: 'wl_site', fieldName: 'site_name', fieldVal: 'HQ', dataId: '' };
        for (const key of Object.keys(dup)) {
          const r = await get('/sys/duplicate/check', Object.entries({ ...dup, [key]: p }));
          harmless(r, `duplicate ${key}=${p}`);
          // A value that matches nothing is available: the check never says "taken" for SQL text.
          if (key === 'fieldVal' && r.status === 200) expect(r.json?.success, p).toBe(true);
        }
        const tree = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', pid: '0' };
        for (const key of [...Object.keys(tree), 'condition']) {
          harmless(await get('/sys/dict/loadTreeData', Object.entries({ ...tree, [key]: p })), `tree ${key}=${p}`);
        }
        harmless(await get('/sys/category/loadTreeData', [['pcode', p]]), `category pcode ${p}`, true);
        harmless(await get('/sys/category/loadTreeRoot', [['pcode', p]]), `category root ${p}`);
        harmless(await get('/sys/category/loadDictItem/', [['ids', p]]), `category ids ${p}`);
        harmless(await get('/wl/site/childList', [['pid', p]]), `childList ${p}`, true);
        harmless(await get('/wl/site/rootList', [['siteName', p]]), `rootList ${p}`, true);
      }
    });
  });

  it('list sort, paging and value parameters, with and without prefix operators', async () => {
    await unchanged(async () => {
      for (const p of PAYLOADS) {
        for (const key of ['column', 'order', 'pageNo', 'pageSize', 'superQueryMatchType']) {
          harmless(await get('/wl/site/list', [[key, p]]), `list ${key}=${p}`);
        }
        for (const v of [p, `*${p}*`, `!${p}`, `${p},HQ-none`]) {
          harmless(await get('/wl/site/list', [['siteName', v]]), `siteName=${v}`, !v.startsWith('!'));
          harmless(await get('/sys/user/list', [['username', v]]), `username=${v}`, !v.startsWith('!'));
        }
        harmless(await get('/wl/site/list', [['personPhone', `${p}`]]), `personPhone=${p}`, true);
        harmless(await get('/wl/site/list', [['type', p]]), `type=${p}`, true);
        harmless(await get('/wl/vehicle/list', [['siteId', p]]), `siteId=${p}`, true);
        harmless(await get('/wl/site/queryById', [['id', p]]), `queryById ${p}`);
        const rule = (field: string, val: string) => JSON.stringify([{ field, rule: 'eq', val, type: 'string' }]);
        harmless(await get('/wl/site/list', [['superQueryParams', rule('siteName', p)]]), `super val ${p}`, true);
        harmless(await get('/wl/site/list', [['superQueryParams', rule(p, 'x')]]), `super field ${p}`);
      }
      // The boolean shape as a value still finds only the row named exactly like it: none.
      const r = await get('/wl/site/list', [['siteName', `HQ' OR '1'='1`]]);
      expect((r.json?.result as { total: number }).total).toBe(0);
      const hq = await get('/wl/site/list', [['siteName', 'HQ']]);
      expect((hq.json?.result as { records: { id: string }[] }).records.map((x) => x.id)).toEqual([seeded.hq.id]);
    });
  });

  it('report codes, sort and query parameters', async () => {
    await unchanged(async () => {
      for (const p of PAYLOADS) {
        for (const call of ['getColumns', 'getQueryInfo', 'getData', 'getRpColumns']) {
          harmless(await get(`/online/cgreport/api/${call}/${encodeURIComponent(p)}`), `${call} ${p}`);
        }
        for (const key of ['column', 'order', 'siteName', 'type', 'pageNo']) {
          harmless(await get('/online/cgreport/api/getData/site_picker', [[key, p]]), `report ${key}=${p}`);
        }
        harmless(await get('/sys/dataLog/list', [['dataTable', p]]), `dataLog ${p}`, true);
      }
    });
  });
});
