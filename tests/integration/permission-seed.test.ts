// The permission seed: idempotent across restarts, never overwriting an administrator's edits,
// adding rows (granted to admin) for new codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionSeed } from '../../src/generated/permissions.ts';
import { registry } from '../../src/generated/registry.ts';
import { seedPermissions } from '../../src/server/platform/permissions/seed.ts';
import { readSeedState, seedInputsHash } from '../../src/server/platform/permissions/seed-state.ts';
import { uuidv7 } from '../../src/server/engine/db/uuid.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('permission seed on %s', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await startTestApp({ dialect, database });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const count = async (table: string) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates menus and buttons from the registry, all held by the admin role', async () => {
    const site = await t.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('perms', '=', 'wl:site:list')
      .executeTakeFirstOrThrow();
    expect(site).toMatchObject({ menu_type: 1, url: '/wl/site', component: 'entity:wl_site', name: '网点管理' });
    const add = await t.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('perms', '=', 'wl:site:add')
      .executeTakeFirstOrThrow();
    expect(add).toMatchObject({ menu_type: 2, parent_id: site.id, status: '1' });
    const grantsOf = async (roleCode: string) =>
      (
        await t.db
          .selectFrom('sys_role_permission as rp')
          .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
          .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
          .select('p.url')
          .where('r.role_code', '=', roleCode)
          .execute()
      ).map((r) => r.url);
    expect((await grantsOf('admin')).length).toBe(await count('sys_permission'));
    // The role of self-registered users: Home and Workplace only.
    expect((await grantsOf('registered')).sort()).toEqual(['/dashboard/analysis', '/dashboard/workplace']);
    const tenant0 = await t.db.selectFrom('sys_tenant').select('name').where('tenant_no', '=', 0).executeTakeFirst();
    expect(tenant0).toBeDefined();
  });

  it('keeps edits and adds nothing twice on restart; adds new codes and grants them to admin', async () => {
    const site = await t.db
      .selectFrom('sys_permission')
      .select(['id', 'version'])
      .where('perms', '=', 'wl:site:list')
      .executeTakeFirstOrThrow();
    const edited = await t.put('/sys/permission/edit', {
      id: site.id,
      version: site.version,
      name: 'Stations',
      icon: 'CarOutlined',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const rows = await count('sys_permission');
    const grants = await count('sys_role_permission');
    await t.close();
    t = await startTestApp({ dialect, database });
    expect(await count('sys_permission')).toBe(rows);
    expect(await count('sys_role_permission')).toBe(grants);
    const again = await t.db
      .selectFrom('sys_permission')
      .select(['name', 'icon'])
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ name: 'Stations', icon: 'CarOutlined' });

    const extra = [{ code: 'test:seed:newCode', title: { zh: '新代码', en: 'New code' }, parentMenuKey: 'user' }];
    await seedPermissions(t.db, dialect, registry, permissionSeed, extra);
    await seedPermissions(t.db, dialect, registry, permissionSeed, extra);
    const row = await t.db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id'])
      .where('perms', '=', 'test:seed:newCode')
      .execute();
    expect(row).toHaveLength(1);
    const userMenu = await t.db
      .selectFrom('sys_permission')
      .select('id')
      .where('url', '=', '/system/user')
      .executeTakeFirstOrThrow();
    expect(row[0].parent_id).toBe(userMenu.id);
    expect(await count('sys_role_permission')).toBe(grants + 1);
  });

  it('skips when nothing would be added; a deleted row or role, or a changed code, seeds again', async () => {
    const extra = [{ code: 'test:seed:newCode', title: { zh: '新代码', en: 'New code' }, parentMenuKey: 'user' }];
    const inputs = seedInputsHash(registry, permissionSeed, extra);
    const state = await readSeedState(t.db, inputs);
    expect(state.stored).toBe(state.current);

    // A seeded button deleted by hand returns (the row count changed).
    const add = await t.db
      .selectFrom('sys_permission')
      .select(['id'])
      .where('perms', '=', 'wl:site:add')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('sys_role_permission').where('permission_id', '=', add.id).execute();
    await t.db.deleteFrom('sys_permission').where('id', '=', add.id).execute();
    expect((await readSeedState(t.db, inputs)).stored).not.toBe((await readSeedState(t.db, inputs)).current);
    await seedPermissions(t.db, dialect, registry, permissionSeed, extra);
    const back = await t.db.selectFrom('sys_permission').select('id').where('perms', '=', 'wl:site:add').execute();
    expect(back).toHaveLength(1);

    // A seeded button deleted while an administrator added a row dated earlier (count, version sum and
    // latest time all as before) still returns: the new row's id is the greatest.
    const seeded = await t.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('perms', '=', 'wl:site:edit')
      .executeTakeFirstOrThrow();
    const before = await readSeedState(t.db, inputs);
    expect(before.stored).toBe(before.current);
    await t.db.deleteFrom('sys_role_permission').where('permission_id', '=', seeded.id).execute();
    await t.db.deleteFrom('sys_permission').where('id', '=', seeded.id).execute();
    await t.db
      .insertInto('sys_permission')
      .values({ ...seeded, id: uuidv7(), perms: 'custom:older', create_time: '2001-01-01 00:00:00' })
      .execute();
    expect((await readSeedState(t.db, inputs)).current).not.toBe(before.current);
    await seedPermissions(t.db, dialect, registry, permissionSeed, extra);
    expect(
      await t.db.selectFrom('sys_permission').select('id').where('perms', '=', 'wl:site:edit').execute(),
    ).toHaveLength(1);

    // The registered role deleted by hand is created again.
    await t.db
      .deleteFrom('sys_role_permission')
      .where('role_id', 'in', t.db.selectFrom('sys_role').select('id').where('role_code', '=', 'registered'))
      .execute();
    await t.db.deleteFrom('sys_role').where('role_code', '=', 'registered').execute();
    await seedPermissions(t.db, dialect, registry, permissionSeed, extra);
    expect(
      await t.db.selectFrom('sys_role').select('id').where('role_code', '=', 'registered').executeTakeFirst(),
    ).toBeDefined();

    // A changed title of an existing code writes nothing (rows are only added) but a new code lands.
    const rows = await count('sys_permission');
    const renamed = [{ ...extra[0], title: { zh: '新代码2', en: 'New code 2' } }];
    await seedPermissions(t.db, dialect, registry, permissionSeed, renamed);
    expect(await count('sys_permission')).toBe(rows);
    const another = [
      ...renamed,
      { code: 'test:seed:another', title: { zh: '另一个', en: 'Another' }, parentMenuKey: 'user' },
    ];
    await seedPermissions(t.db, dialect, registry, permissionSeed, another);
    expect(await count('sys_permission')).toBe(rows + 1);
    const granted = await t.db
      .selectFrom('sys_role_permission as rp')
      .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
      .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
      .select('p.id')
      .where('r.role_code', '=', 'admin')
      .where('p.perms', '=', 'test:seed:another')
      .execute();
    expect(granted).toHaveLength(1);
    const after = await readSeedState(t.db, seedInputsHash(registry, permissionSeed, another));
    expect(after.stored).toBe(after.current);
  });
});
