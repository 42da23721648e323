// A list's reference labels (`parentId_dictText` of a site) are kept on SQLite while nothing writes
// (engine/crud/label-cache.ts): the label follows an edit through the API, a write by another
// connection, a delete and a dangling reference at once, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Site = { id: string; parentId: string | null; parentId_dictText: string | null; version: number };

describe.each(DIALECTS)('reference labels on %s', (dialect) => {
  let t: TestApp;
  let parent: string;
  let child: string;
  const add = async (body: Record<string, unknown>) => {
    const r = await t.post<{ id: string }>('/wl/site/add', { type: 3, siteMode: 0, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.id;
  };
  const childRow = async () => {
    const r = await t.get<{ records: Site[] }>('/wl/site/list', { siteName: 'Label child', pageSize: 10 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records.find((s) => s.id === child)!;
  };
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    parent = await add({ siteName: 'Label parent' });
    child = await add({ siteName: 'Label child', parentId: parent });
  }, 60_000);
  afterAll(async () => t?.close());

  it('shows the parent label, read again after each change', async () => {
    expect((await childRow()).parentId_dictText).toBe('Label parent');
    expect((await childRow()).parentId_dictText).toBe('Label parent'); // kept (SQLite)

    // Through the API.
    const edited = await t.get<Site & { version: number }>('/wl/site/queryById', { id: parent });
    const r = await t.put('/wl/site/edit', { ...edited.body.result, siteName: 'Label parent 2' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await childRow()).parentId_dictText).toBe('Label parent 2');

    // By another connection (another process, a job, SQL by hand).
    await t.db.updateTable('wl_site').set({ site_name: 'Label parent 3' }).where('id', '=', parent).execute();
    expect((await childRow()).parentId_dictText).toBe('Label parent 3');

    // Gone: the reference dangles, its label is null; back again, it shows.
    const saved = await t.db.selectFrom('wl_site').selectAll().where('id', '=', parent).executeTakeFirstOrThrow();
    await t.db.deleteFrom('wl_site').where('id', '=', parent).execute();
    expect((await childRow()).parentId_dictText).toBeNull();
    expect((await childRow()).parentId_dictText).toBeNull();
    await t.db.insertInto('wl_site').values(saved).execute();
    expect((await childRow()).parentId_dictText).toBe('Label parent 3');
  });
});
