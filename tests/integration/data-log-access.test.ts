// The data log shows what the reader's permissions show in the lists (platform/sys/log-routes.ts): a
// holder of the data-log code sees the entries of entities whose list code they hold, never a change of
// a field their field permissions hide (history and comparison), only entries of records their data
// rules let them see, and gets a 403 asking for a table outside them (a 404 comparing such entries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addFieldPermission, bindDataRule, userWith, type PermUser } from './helpers/permission-users.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface Entry {
  id: string;
  dataTable: string;
  dataId: string;
  dataTitle: string | null;
  op: string;
  diff: { field: string }[];
}
interface Page {
  records: Entry[];
  total: number;
}

describe.each(DIALECTS)('data-log access on %s', (dialect) => {
  let t: TestApp;
  let site: Rec;
  let reader: PermUser; // data log + site list, the fee hidden
  let outsider: PermUser; // data log only
  const history = async (headers: Record<string, string>, query: Record<string, string> = {}) =>
    t.get<Page>('/sys/dataLog/list', { pageSize: '200', ...query }, headers);
  const siteEntries = (page: Page) => page.records.filter((e) => e.dataId === site.id);
  const fields = (e: Entry) => e.diff.map((c) => c.field);

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    site = await addOk(t, '/wl/site', { siteName: 'Access Outlet', type: 3, siteMode: 0, siteReceiveFee: 5 });
    const edited = await t.put('/wl/site/edit', {
      id: site.id,
      version: site.version,
      siteName: 'Access Outlet 2',
      siteReceiveFee: 7.5,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await addFieldPermission(t, 'wl:site:list', 'wl:site:field:siteReceiveFee', 1);
    reader = await userWith(t, ['system:dataLog:list', 'wl:site:list']);
    outsider = await userWith(t, ['system:dataLog:list']);
  }, 60_000);
  afterAll(async () => t?.close());

  it("a reader holding the field's code sees its changes too", async () => {
    const full = await userWith(t, ['system:dataLog:list', 'wl:site:list', 'wl:site:field:siteReceiveFee']);
    const r = await history(full.headers, { dataTable: 'wl_site', dataId: site.id as string });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const edit = r.body.result.records.find((e) => e.op === 'edit')!;
    expect(fields(edit)).toEqual(expect.arrayContaining(['siteName', 'siteReceiveFee']));
  });

  it('a reader with the list code sees the entries without the fields hidden from them', async () => {
    const r = await history(reader.headers, { dataTable: 'wl_site', dataId: site.id as string });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const entries = r.body.result.records;
    expect(entries.map((e) => e.op).sort()).toEqual(['add', 'edit']);
    // each entry names the record as it stored it (the site's name: platform/sys/record-title.ts)
    expect(Object.fromEntries(entries.map((e) => [e.op, e.dataTitle]))).toEqual({
      add: 'Access Outlet',
      edit: 'Access Outlet 2',
    });
    for (const e of entries) expect(fields(e)).not.toContain('siteReceiveFee');
    expect(fields(entries.find((e) => e.op === 'edit')!)).toEqual(['siteName']);

    const [a, b] = entries;
    const c = await t.get<{ records: Entry[]; diff: { field: string }[] }>(
      '/sys/dataLog/queryCompareList',
      { dataId1: a!.id, dataId2: b!.id },
      reader.headers,
    );
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.result.diff.map((d) => d.field)).toEqual(['siteName']);
    for (const e of c.body.result.records) expect(fields(e)).not.toContain('siteReceiveFee');
  });

  it('a reader without the list code sees none of its entries and gets a 403 asking for them', async () => {
    const all = await history(outsider.headers);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(siteEntries(all.body.result)).toEqual([]);
    expect(all.body.result.records.every((e) => e.dataTable !== 'wl_site')).toBe(true);
    expect(all.body.result.total).toBe(all.body.result.records.length);
    expect(siteEntries((await history(reader.headers)).body.result).length).toBe(2);

    const one = await history(outsider.headers, { dataTable: 'wl_site' });
    expect(one.status).toBe(403);
    expect(one.body).toMatchObject({ success: false, message: '无权查看该数据表的变更记录' });

    const [a, b] = siteEntries((await history({})).body.result);
    const c = await t.get('/sys/dataLog/queryCompareList', { dataId1: a!.id, dataId2: b!.id }, outsider.headers);
    expect(c.status).toBe(403);
  });

  it("a reader under a data rule sees the entries of the records their list shows, no other's", async () => {
    const own = await userWith(t, ['system:dataLog:list', 'wl:site:list', 'wl:site:add']);
    await bindDataRule(t, own, 'wl:site:list', {
      ruleName: 'own sites',
      ruleColumn: 'createBy',
      ruleValue: '#{sys_user_code}',
    });
    const mine = await t.post<{ id: string }>(
      '/wl/site/add',
      { siteName: 'Own Outlet', type: 3, siteMode: 0 },
      own.headers,
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const seen = await history(own.headers, { dataTable: 'wl_site' });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.result.records.map((e) => e.dataId)).toEqual([mine.body.result.id]);
    expect(seen.body.result.total).toBe(1);
    const all = await history(own.headers);
    expect(all.body.result.records.filter((e) => e.dataTable === 'wl_site').map((e) => e.dataId)).toEqual([
      mine.body.result.id,
    ]);
    // the admin's site is not theirs: comparing its entries is a 404, as if they did not exist
    const [a, b] = siteEntries((await history({})).body.result);
    const c = await t.get('/sys/dataLog/queryCompareList', { dataId1: a!.id, dataId2: b!.id }, own.headers);
    expect(c.status).toBe(404);
  });
});
