// Data rules, field permissions, tenant membership and getUserPermissionByToken, on real databases.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith, permRow } from './helpers/permission-users.ts';
import { seed, type Rec, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const VEHICLE = ['wl:vehicle:list', 'wl:vehicle:edit', 'wl:vehicle:delete', 'wl:vehicle:deleteBatch'];

async function row(t: TestApp, table: string, id: string) {
  return t.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

describe.each(DIALECTS)('permission rules on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('applies a site data rule to list, queryById, edit, delete and deleteBatch', async () => {
    const menu = await permRow(t, 'wl:vehicle:list');
    const rule = await t.post<Rec>('/sys/permissionDataRule/add', {
      permissionId: menu.id,
      ruleName: 'own site',
      ruleColumn: 'siteId',
      ruleConditions: 'EQ',
      ruleValue: '#{sys_site_id}',
      status: '1',
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const u = await userWith(t, VEHICLE, { siteId: s.north.id });
    const dr = await t.post('/sys/role/datarule', {
      permissionId: menu.id,
      roleId: u.roleId,
      dataRuleIds: rule.body.result.id,
    });
    expect(dr.status, JSON.stringify(dr.body)).toBe(200);
    const shown = await t.get<{ datarule: Rec[]; drChecked: string }>(`/sys/role/datarule/${menu.id}/${u.roleId}`);
    expect(shown.body.result.drChecked).toBe(rule.body.result.id);
    expect(shown.body.result.datarule.map((r) => r.ruleName)).toEqual(['own site']);
    const found = await t.get<Rec[]>('/sys/permission/queryPermissionRule', { permissionId: menu.id, ruleName: 'own' });
    expect(found.body.result.map((r) => r.ruleValue)).toEqual(['#{sys_site_id}']);
    const flagged = await t.get<Rec>('/sys/permission/queryById', { id: menu.id });
    expect(flagged.body.result.ruleFlag).toBe(true);
    const h = u.headers;

    const page = await t.get<PageResult<Rec>>('/wl/vehicle/list', {}, h);
    expect(page.body.result.records.map((v) => v.serial).sort()).toEqual(['V1', 'V3']);
    // a user filter cannot widen the rule
    const other = await t.get<PageResult<Rec>>('/wl/vehicle/list', { siteId: s.south.id }, h);
    expect(other.body.result.total).toBe(0);
    expect((await t.get('/wl/vehicle/queryById', { id: s.v2.id }, h)).status).toBe(404);
    const before = await row(t, 'wl_vehicle', s.v2.id);
    expect((await t.put('/wl/vehicle/edit', { id: s.v2.id, version: s.v2.version, driverName: 'x' }, h)).status).toBe(
      404,
    );
    expect((await t.del('/wl/vehicle/delete', { id: s.v2.id }, h)).status).toBe(404);
    expect((await t.del('/wl/vehicle/deleteBatch', { ids: `${s.v1.id},${s.v2.id}` }, h)).status).toBe(404);
    expect(await row(t, 'wl_vehicle', s.v2.id)).toEqual(before);
    expect(await row(t, 'wl_vehicle', s.v1.id)).toBeDefined();
    // moving an own row out of the rule is refused and rolled back
    const v1 = await row(t, 'wl_vehicle', s.v1.id);
    expect(
      (await t.put('/wl/vehicle/edit', { id: s.v1.id, version: s.v1.version, siteId: s.south.id }, h)).status,
    ).toBe(403);
    expect(await row(t, 'wl_vehicle', s.v1.id)).toEqual(v1);
    const ok = await t.put<Rec>('/wl/vehicle/edit', { id: s.v1.id, version: s.v1.version, driverName: 'Li' }, h);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await t.del('/wl/vehicle/delete', { id: s.v3.id }, h)).status).toBe(200);
    // the admin role has no rule: it sees every vehicle
    expect((await t.get<PageResult<Rec>>('/wl/vehicle/list')).body.result.total).toBe(2);
  });

  it('hides a field and locks another by field permissions', async () => {
    const menu = await permRow(t, 'wl:vehicle:list');
    for (const [field, permsType] of [
      ['driverName', 1],
      ['colour', 2],
    ] as const) {
      const r = await t.post('/sys/permission/add', {
        parentId: menu.id,
        name: field,
        menuType: 2,
        perms: `wl:vehicle:field:${field}`,
        permsType,
        status: '1',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const u = await userWith(t, ['wl:vehicle:list', 'wl:vehicle:edit']);
    const h = u.headers;
    const page = await t.get<PageResult<Rec>>('/wl/vehicle/list', {}, h);
    expect(page.status).toBe(200);
    expect(page.body.result.records[0]).not.toHaveProperty('driverName');
    expect(page.body.result.records[0]).toHaveProperty('colour');
    const one = await t.get<Rec>('/wl/vehicle/queryById', { id: s.v2.id }, h);
    expect(one.body.result).not.toHaveProperty('driverName');
    expect((await t.get('/wl/vehicle/list', { driverName: 'Li' }, h)).status).toBe(400);
    expect((await t.get('/wl/vehicle/list', { column: 'driverName' }, h)).status).toBe(400);
    const before = await row(t, 'wl_vehicle', s.v2.id);
    const v = one.body.result as Rec;
    expect((await t.put('/wl/vehicle/edit', { id: v.id, version: v.version, colour: 'red' }, h)).status).toBe(403);
    expect((await t.put('/wl/vehicle/edit', { id: v.id, version: v.version, driverName: 'Z' }, h)).status).toBe(403);
    expect(await row(t, 'wl_vehicle', s.v2.id)).toEqual(before);
    const same = await t.put(
      '/wl/vehicle/edit',
      { id: v.id, version: v.version, colour: v.colour ?? null, serial: 'V2b' },
      h,
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    // granted the field code, the user sees the field again
    await u.grant(['wl:vehicle:list', 'wl:vehicle:edit', 'wl:vehicle:field:driverName']);
    expect((await t.get<Rec>('/wl/vehicle/queryById', { id: s.v2.id }, h)).body.result).toHaveProperty('driverName');
  });

  it('accepts only tenants the user belongs to', async () => {
    const u = await userWith(t, ['wl:site:list']);
    expect((await t.get('/wl/site/list', {}, { ...u.headers, 'tenant-id': '0' })).status).toBe(200);
    expect((await t.get('/wl/site/list', {}, { ...u.headers, 'tenant-id': '7' })).status).toBe(403);
    expect(
      (await t.get('/sys/permission/getUserPermissionByToken', {}, { ...u.headers, 'tenant-id': '7' })).status,
    ).toBe(403);
  });

  it('answers getUserPermissionByToken with menus and buttons; status 0 switches a rule off', async () => {
    const u = await userWith(t, ['wl:site:list', 'wl:site:add']);
    type Perm = {
      menu: { name: string; path: string; meta: { title: string }; children?: { name: string; component: string }[] }[];
      auth: { action: string; type: string; status: string }[];
      allAuth: { action: string; status: string }[];
      sysSafeMode: boolean;
    };
    const r = await t.get<Perm>('/sys/permission/getUserPermissionByToken', {}, u.headers);
    expect(r.status).toBe(200);
    const p = r.body.result;
    expect(p.sysSafeMode).toBe(false);
    expect(p.menu.map((m) => m.name)).toEqual(['basic']);
    expect(p.menu[0].children?.map((c) => [c.name, c.component])).toEqual([['site', 'entity:wl_site']]);
    expect(p.auth.map((a) => a.action)).toEqual(['wl:site:add']);
    expect(p.auth[0]).toMatchObject({ type: '1', status: '1' });
    expect(p.allAuth.find((a) => a.action === 'wl:site:edit')?.status).toBe('1');
    expect(
      (await t.put('/wl/site/edit', { id: s.zeta.id, version: s.zeta.version, person: 'x' }, u.headers)).status,
    ).toBe(403);

    const edit = await permRow(t, 'wl:site:edit');
    const off = await t.put('/sys/permission/edit', { id: edit.id, version: edit.version, status: '0' });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const again = await t.get<Perm>('/sys/permission/getUserPermissionByToken', {}, u.headers);
    expect(again.body.result.allAuth.find((a) => a.action === 'wl:site:edit')?.status).toBe('0');
    expect(
      (await t.put('/wl/site/edit', { id: s.zeta.id, version: s.zeta.version, person: 'x' }, u.headers)).status,
    ).toBe(200);

    const admin = await t.get<Perm>('/sys/permission/getUserPermissionByToken');
    const declared = (JSON.parse(readFileSync('schemas/menus.json', 'utf8')) as { key: string }[]).map((m) => m.key);
    expect(declared).toContain('order');
    expect(admin.body.result.menu.map((m) => m.name)).toEqual(declared);
  });
});
