// Writes on real databases: add/queryById/edit/delete/deleteBatch, money round trip, secret fields,
// the data log with old rows, and refusing to delete referenced records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, seed, type Rec, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('CRUD writes on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
  });
  afterAll(async () => t?.close());

  const byId = async (api: string, id: string) => t.get<Rec>(`${api}/queryById`, { id });
  const logOf = (id: string) =>
    t.db
      .selectFrom('sys_data_log')
      .selectAll()
      .where('data_id', '=', id)
      .orderBy('create_time')
      .orderBy('id')
      .execute();

  it('adds with id, audit columns, version 1 and defaults, and reads it back', async () => {
    const added = await addOk(t, '/wl/vehicleType', { name: 'Reefer', carLong: 7.6, carLoadVolume: 40 });
    expect(added.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(added).toMatchObject({ name: 'Reefer', carLong: 7.6, createBy: 'admin', version: 1, tenantId: 0 });
    expect(added.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const read = await byId('/wl/vehicleType', added.id);
    expect(read.status).toBe(200);
    expect(read.body.result).toEqual(added);
    const site = await addOk(t, '/wl/site', { siteName: 'Defaults', type: 3, siteMode: 0 });
    expect(site.siteReceiveFeeType).toBe(0);
    expect(site.siteReceiveFeeType_dictText).toBe('固定金额');
  });

  it('round-trips money as decimals stored in minor units', async () => {
    const v = await addOk(t, '/wl/vehicle', {
      serial: 'M1',
      licenceNumber: 'M-001',
      siteId: s.hq.id,
      typeId: s.truck.id,
      allowWeight: 3.5,
      state: 0,
      wholeOrderFee: 1234.56,
      partOrderFee: 0.1,
    });
    expect(v).toMatchObject({ wholeOrderFee: 1234.56, partOrderFee: 0.1, allowWeight: 3.5 });
    const stored = await t.db
      .selectFrom('wl_vehicle')
      .select(['whole_order_fee', 'part_order_fee'])
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ whole_order_fee: 123456, part_order_fee: 10 });
    const page = await t.get<PageResult<Rec>>('/wl/vehicle/list', { wholeOrderFee: '1234.56' });
    expect(page.body.result.records.map((r) => r.serial)).toEqual(['M1']);
  });

  it('edits the given fields only, bumps version and logs the old row', async () => {
    const site = await addOk(t, '/wl/site', { siteName: 'Editable', type: 3, siteMode: 0, person: 'Ann' });
    const r = await t.put<Rec>('/wl/site/edit', { id: site.id, version: 1, person: 'Bob', siteStockFee: 8.8 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('编辑成功！');
    expect(r.body.result).toMatchObject({
      siteName: 'Editable',
      person: 'Bob',
      siteStockFee: 8.8,
      version: 2,
      updateBy: 'admin',
    });
    expect(r.body.result.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const cleared = await t.put<Rec>('/wl/site/edit', { id: site.id, version: 2, person: null });
    expect(cleared.body.result).toMatchObject({ person: null, version: 3 });
    const log = await logOf(site.id);
    expect(log.map((l) => l.op)).toEqual(['add', 'edit', 'edit']);
    expect(log[0]).toMatchObject({ table_name: 'wl_site', create_by: 'admin', old_data: null });
    const edit = log[1];
    expect(JSON.parse(edit.old_data as string)).toMatchObject({ person: 'Ann', version: 1 });
    expect(JSON.parse(edit.new_data as string)).toMatchObject({ person: 'Bob', version: 2, siteStockFee: 8.8 });
  });

  it('deletes one record and logs the old row', async () => {
    const site = await addOk(t, '/wl/site', { siteName: 'Doomed', type: 3, siteMode: 1 });
    const r = await t.del('/wl/site/delete', { id: site.id });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: '删除成功！' });
    expect((await byId('/wl/site', site.id)).status).toBe(404);
    const log = await logOf(site.id);
    expect(log.map((l) => l.op)).toEqual(['add', 'delete']);
    expect(JSON.parse(log[1].old_data as string)).toMatchObject({ siteName: 'Doomed', siteMode: 1 });
    expect(log[1].new_data).toBeNull();
    expect((await t.del('/wl/site/delete', { id: site.id })).status).toBe(404);
  });

  it('deletes a batch in one go', async () => {
    const a = await addOk(t, '/wl/vehicleType', { name: 'Batch A' });
    const b = await addOk(t, '/wl/vehicleType', { name: 'Batch B' });
    const r = await t.del('/wl/vehicleType/deleteBatch', { ids: `${a.id},${b.id}` });
    expect(r.status).toBe(200);
    for (const id of [a.id, b.id]) expect((await byId('/wl/vehicleType', id)).status).toBe(404);
    expect(
      (await t.db.selectFrom('sys_data_log').select('op').where('data_id', 'in', [a.id, b.id]).execute()).length,
    ).toBe(4);
  });

  it('refuses to delete a record that is still referenced (422) and changes nothing', async () => {
    const r = await t.del('/wl/vehicleType/delete', { id: s.truck.id });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('该数据已被「车辆」引用，不能删除');
    const parent = await t.del('/wl/site/delete', { id: s.north.id });
    expect(parent.status).toBe(422);
    expect((await byId('/wl/vehicleType', s.truck.id)).status).toBe(200);
    // Deleting a parent together with its last child is fine.
    const p = await addOk(t, '/wl/site', { siteName: 'P', type: 1, siteMode: 0 });
    const c = await addOk(t, '/wl/site', { siteName: 'C', type: 3, siteMode: 0, parentId: p.id });
    expect((await t.del('/wl/site/deleteBatch', { ids: `${p.id},${c.id}` })).status).toBe(200);
  });

  it('never returns, filters or logs secret fields, and stores passwords hashed', async () => {
    const u = await addOk(t, '/sys/user', { username: 'secret1', realname: 'S', password: 'Secret#2026', status: 0 });
    expect(u).not.toHaveProperty('password');
    expect((await byId('/sys/user', u.id)).body.result).not.toHaveProperty('password');
    const page = await t.get<PageResult<Rec>>('/sys/user/list');
    expect(page.body.result.records.every((r) => !('password' in r))).toBe(true);
    expect((await t.get('/sys/user/list', { password: 'Secret#2026' })).status).toBe(400);
    expect((await t.get('/sys/user/list', { column: 'password' })).status).toBe(400);
    const row = await t.db.selectFrom('sys_user').select('password').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    const log = await logOf(u.id);
    expect(log[0].new_data).not.toContain('password');
    const edited = await t.put<Rec>('/sys/user/edit', { id: u.id, version: 1, password: 'Changed#2026' });
    expect(edited.status).toBe(200);
    expect((await t.login('secret1', 'Changed#2026')).status).toBe(200);
  });

  it('keeps trees acyclic', async () => {
    const r = await t.put('/wl/site/edit', { id: s.hq.id, version: s.hq.version, parentId: s.outlet.id });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('上级网点');
    expect((await byId('/wl/site', s.hq.id)).body.result).toMatchObject({ parentId: null, version: s.hq.version });
  });
});
