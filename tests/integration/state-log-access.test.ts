// The state history shows what the reader's lists show (platform/sys/state-log-plugin.ts), as the
// data log does: a holder of the state-history code sees the transitions of entities whose list code
// they hold, of the records their data rules let them see, in the list, the record view and the
// export; the admin sees all of them. Each row names its record (recordId_dictText), unless the
// reader's field permissions hide the naming field or the record is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addFieldPermission, bindDataRule, userWith, type PermUser } from './helpers/permission-users.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { column, download, readSheet } from './helpers/workbook.ts';

describe.each(DIALECTS)('state-history access on %s', (dialect) => {
  let t: TestApp;
  let clerk: PermUser; // state history + sites under "rows I created"
  let outsider: PermUser; // state history only
  let adminSite: Rec;
  let clerkSite: string;
  const entries = new Map<string, string>(); // record id -> its entry's id
  let orderEntry: string;

  /** A transition row for a record (fixture: the workflows write them through state-action.ts). */
  const transition = async (entityName: string, recordId: string) => {
    const id = crypto.randomUUID();
    await t.db
      .insertInto('sys_state_log')
      .values({
        id,
        entity_name: entityName,
        record_id: recordId,
        field_name: 'status',
        from_state: '0',
        to_state: '1',
        action: 'freeze',
        create_by: 'admin',
        create_time: '2026-11-28 10:00:00',
        tenant_id: 0,
        version: 1,
      })
      .execute();
    return id;
  };
  const listed = async (headers: Record<string, string>) => {
    const r = await t.get<{ records: Rec[]; total: number }>('/sys/stateLog/list', { pageSize: 100 }, headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    clerk = await userWith(t, ['system:stateLog:list', 'system:stateLog:exportXls', 'wl:site:list', 'wl:site:add']);
    await bindDataRule(t, clerk, 'wl:site:list', {
      ruleName: 'own sites',
      ruleColumn: 'createBy',
      ruleValue: '#{sys_user_code}',
    });
    outsider = await userWith(t, ['system:stateLog:list']);
    adminSite = await addOk(t, '/wl/site', { siteName: 'Admin Outlet', type: 3, siteMode: 0 });
    const own = await t.post<{ id: string }>(
      '/wl/site/add',
      { siteName: 'Clerk Outlet', type: 3, siteMode: 0 },
      clerk.headers,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    clerkSite = own.body.result.id;
    for (const id of [String(adminSite.id), clerkSite]) entries.set(id, await transition('wl_site', id));
    orderEntry = await transition('wl_order', crypto.randomUUID());
  }, 60_000);
  afterAll(async () => t?.close());

  it('the admin sees every transition, each naming its record', async () => {
    const records = (await listed({})).records;
    expect(records.map((r) => r.id)).toEqual(expect.arrayContaining([...entries.values(), orderEntry]));
    const titleOf = (id: string) => records.find((r) => r.id === id)?.recordId_dictText;
    expect(titleOf(entries.get(String(adminSite.id))!)).toBe('Admin Outlet');
    expect(titleOf(entries.get(clerkSite)!)).toBe('Clerk Outlet');
    expect(titleOf(orderEntry)).toBeNull(); // no such order: the id stays
    const one = await t.get<Rec>('/sys/stateLog/queryById', { id: entries.get(clerkSite) });
    expect(one.body.result).toMatchObject({ recordId: clerkSite, recordId_dictText: 'Clerk Outlet' });
  });

  it('a reader under a data rule sees the transitions of the records their list shows, no other', async () => {
    const page = await listed(clerk.headers);
    expect(page.records.map((r) => r.id)).toEqual([entries.get(clerkSite)]);
    expect(page.total).toBe(1);
    // the admin's site and an order (no order list code) are as if they did not exist
    for (const id of [entries.get(String(adminSite.id))!, orderEntry]) {
      const one = await t.get('/sys/stateLog/queryById', { id }, clerk.headers);
      expect(one.status, JSON.stringify(one.body)).toBe(404);
    }
    const own = await t.get<Rec>('/sys/stateLog/queryById', { id: entries.get(clerkSite) }, clerk.headers);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const sheet = await readSheet(await download(t, '/sys/stateLog', {}, clerk.headers));
    expect(sheet.rows.length).toBe(1);
    expect(column(sheet, '记录')).toEqual(['Clerk Outlet']);
  });

  it('a reader without any list code sees no transition', async () => {
    const page = await listed(outsider.headers);
    expect(page).toMatchObject({ records: [], total: 0 });
  });

  it('names no record whose naming field the reader may not see', async () => {
    await addFieldPermission(t, 'wl:site:list', 'wl:site:field:siteName', 1);
    const [entry] = (await listed(clerk.headers)).records;
    expect(entry).toMatchObject({ recordId: clerkSite, recordId_dictText: null });
  });
});
