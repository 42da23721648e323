// Audit: each write API call leaves an operation row in sys_log (never the request body), the
// dashboard counts (loginfo, visitInfo), and the data log of a record with field-by-field changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './helpers/test-app.ts';

type Change = { field: string; title: string; before: unknown; after: unknown };
type Entry = { id: string; op: string; dataTable: string; dataId: string; createBy: string; diff: Change[] };

describe.each(DIALECTS)('audit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  /** Operation rows are written after the answer is sent: wait for them. */
  async function opRows(url: string, n = 1) {
    for (let i = 0; i < 50; i++) {
      const rows = (await t.db
        .selectFrom('sys_log')
        .selectAll()
        .where('log_type', '=', 2)
        .where('request_url', '=', `/jeecg-boot${url}`)
        .orderBy('create_time')
        .execute()) as Rec[];
      if (rows.length >= n) return rows;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no operation log row for ${url}`);
  }

  it('logs each write call with operation type, user, IP, URL and duration, without bodies', async () => {
    const site = await addOk(t, '/wl/site', { siteName: 'Logged', type: 0, siteMode: 0 });
    const [add] = await opRows('/wl/site/add');
    expect(add).toMatchObject({
      log_type: 2,
      operate_type: 2,
      userid: 'admin',
      method: 'POST',
      log_content: '添加网点',
    });
    expect(add.ip).toBeTruthy();
    expect(Number(add.cost_time)).toBeGreaterThanOrEqual(0);
    await t.put('/wl/site/edit', { id: site.id, version: site.version, person: 'X' });
    expect((await opRows('/wl/site/edit'))[0]).toMatchObject({ operate_type: 3, method: 'PUT' });
    await t.del('/wl/site/delete', { id: site.id as string });
    const [del] = await opRows('/wl/site/delete');
    expect(del).toMatchObject({ operate_type: 4, method: 'DELETE' });
    expect(JSON.parse(del.request_param as string)).toEqual({ id: site.id });
    // A user created with a password: the password is nowhere in the log.
    const secret = 'Pw#Secret2026x';
    const user = await t.post('/sys/user/add', { username: 'logged_user', realname: 'L', password: secret, status: 1 });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    await opRows('/sys/user/add');
    const all = JSON.stringify(await t.db.selectFrom('sys_log').selectAll().execute());
    expect(all).not.toContain(secret);
    // Reads are not logged as operations.
    await t.get('/wl/site/list');
    expect(
      await t.db.selectFrom('sys_log').select('id').where('request_url', '=', '/jeecg-boot/wl/site/list').execute(),
    ).toEqual([]);
  });

  it('counts visits, sign-ins and operations for the dashboard', async () => {
    type Info = Record<string, number>;
    const before = (await t.get<Info>('/sys/loginfo')).body.result;
    expect(await t.login('admin', ADMIN_PASSWORD)).toMatchObject({ status: 200 });
    const after = (await t.get<Info>('/sys/loginfo')).body.result;
    expect(after.totalVisitCount).toBe(before.totalVisitCount + 1);
    expect(after.todayVisitCount).toBe(before.todayVisitCount + 1);
    expect(after.todaySignInCount).toBe(before.todaySignInCount + 1);
    expect(after.todayIp).toBeGreaterThanOrEqual(1);
    expect(after.totalOperationCount).toBeGreaterThanOrEqual(1);
    const week = await t.get<{ date: string; tian: string; visit: number; ip: number }[]>('/sys/visitInfo');
    expect(week.body.result).toHaveLength(7);
    const today = week.body.result.at(-1)!;
    expect(today.tian).toBe(today.date.slice(5));
    expect(today.visit).toBe(after.todayVisitCount);
    expect(week.body.result[0].visit).toBe(0);
  });

  it('lists the data log of one record with field-by-field changes', async () => {
    // a plain text field has no label beside its value (labelled values: data-log-labels.test.ts)
    const NO_TEXT = { beforeText: null, afterText: null };
    const site = await addOk(t, '/wl/site', { siteName: 'History', type: 0, siteMode: 0 });
    const edited = await t.put<Rec>('/wl/site/edit', {
      id: site.id,
      version: site.version,
      siteName: 'History 2',
      person: 'Li',
    });
    expect(edited.status).toBe(200);
    const r = await t.get<PageResult<Entry>>('/sys/dataLog/list', { dataTable: 'wl_site', dataId: site.id as string });
    expect(r.status).toBe(200);
    const [edit, add] = r.body.result.records;
    expect(r.body.result.total).toBe(2);
    expect(edit).toMatchObject({ op: 'edit', dataTable: 'wl_site', dataId: site.id, createBy: 'admin' });
    expect(edit.diff).toEqual([
      { field: 'siteName', title: '网点名称', before: 'History', after: 'History 2', ...NO_TEXT },
      expect.objectContaining({ field: 'person', before: null, after: 'Li' }),
    ]);
    expect(add.op).toBe('add');
    expect(add.diff).toEqual(
      expect.arrayContaining([{ field: 'siteName', title: '网点名称', before: null, after: 'History', ...NO_TEXT }]),
    );
    const en = await t.get<PageResult<Entry>>(
      '/sys/dataLog/list',
      { dataTable: 'wl_site', dataId: site.id as string },
      { 'accept-language': 'en' },
    );
    expect(en.body.result.records[0].diff[0].title).toBe('Site name');
    const compare = await t.get<{ records: Entry[]; diff: Change[] }>('/sys/dataLog/queryCompareList', {
      dataId1: add.id,
      dataId2: edit.id,
    });
    expect(compare.body.result.diff).toEqual([
      { field: 'siteName', title: '网点名称', before: 'History', after: 'History 2', ...NO_TEXT },
      expect.objectContaining({ field: 'person', after: 'Li' }),
    ]);
    // browsed without a record id, filtered by who wrote
    const byAdmin = await t.get<PageResult<Entry>>('/sys/dataLog/list', { dataTable: 'wl_site', createBy: 'admin' });
    expect(byAdmin.body.result.records.map((e) => e.id)).toEqual(expect.arrayContaining([edit.id, add.id]));
    const byNobody = await t.get<PageResult<Entry>>('/sys/dataLog/list', { createBy: 'nobody' });
    expect(byNobody.body.result).toMatchObject({ total: 0, records: [] });
    expect((await t.get('/sys/dataLog/list', { dataTable: 'no_table' })).status).toBe(400);
    expect((await t.get('/sys/dataLog/list', { dataTable: "wl_site' or 1=1--" })).status).toBe(400);
    expect((await t.get('/sys/dataLog/queryCompareList', { dataId1: add.id })).status).toBe(400);
  });
});
