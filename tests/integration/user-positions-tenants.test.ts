// Positions and tenants sent with the user form (selectedpositions / relTenantIds on
// /sys/user/add|edit) and read back through queryUserPosition / queryUserTenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { USER_PASSWORD } from './helpers/permission-users.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('user positions and tenants on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  const positionsOf = async (userId: string) =>
    (await t.get<string[]>('/sys/user/queryUserPosition', { userId })).body.result.sort();
  const tenantsOf = async (userId: string) => (await t.get<number[]>('/sys/user/queryUserTenant', { userId })).body;
  const userRow = (id: string) =>
    t.db.selectFrom('sys_user').select(['realname', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  it('writes positions like departments: absent = unchanged, empty = cleared, bad id = 400 and nothing written', async () => {
    const p1 = await addOk(t, '/sys/position', { code: 'p_dev', name: 'Developer' });
    const p2 = await addOk(t, '/sys/position', { code: 'p_lead', name: 'Lead' });
    expect((await t.post('/sys/tenant/add', { tenantNo: 7, name: 'Seven', status: '1' })).status).toBe(200);

    const user = await addOk(t, '/sys/user', {
      username: 'pos_user',
      realname: 'P',
      password: USER_PASSWORD,
      status: 0,
      selectedpositions: `${p1.id},${p2.id}`,
      relTenantIds: '0,7',
    });
    expect(await positionsOf(user.id)).toEqual([p1.id, p2.id].sort());
    expect(await tenantsOf(user.id)).toMatchObject({ success: true, result: [0, 7] });

    // Absent keys leave the links alone.
    const e1 = await t.put<{ version: number }>('/sys/user/edit', {
      id: user.id,
      version: user.version,
      realname: 'P2',
    });
    expect(e1.status, JSON.stringify(e1.body)).toBe(200);
    expect(await positionsOf(user.id)).toEqual([p1.id, p2.id].sort());
    expect((await tenantsOf(user.id)).result).toEqual([0, 7]);

    // One position and one tenant replace the sets.
    let version = (await userRow(user.id)).version;
    const e2 = await t.put('/sys/user/edit', { id: user.id, version, selectedpositions: p2.id, relTenantIds: '7' });
    expect(e2.status, JSON.stringify(e2.body)).toBe(200);
    expect(await positionsOf(user.id)).toEqual([p2.id]);
    expect((await tenantsOf(user.id)).result).toEqual([7]);

    // A bad position id refuses the whole write: user row, positions and tenants unchanged.
    version = (await userRow(user.id)).version;
    const bad = await t.put('/sys/user/edit', {
      id: user.id,
      version,
      realname: 'X',
      relTenantIds: '0',
      selectedpositions: `${p1.id},nope`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('selectedpositions');
    expect(await userRow(user.id)).toEqual({ realname: 'P2', version });
    expect(await positionsOf(user.id)).toEqual([p2.id]);
    expect((await tenantsOf(user.id)).result).toEqual([7]);

    // A bad position id on add creates no user at all.
    const badAdd = await t.post('/sys/user/add', {
      username: 'pos_user2',
      realname: 'Q',
      password: USER_PASSWORD,
      status: 0,
      selectedpositions: 'nope',
    });
    expect(badAdd.status).toBe(400);
    const none = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'pos_user2').execute();
    expect(none).toEqual([]);

    // '' clears.
    const e3 = await t.put('/sys/user/edit', { id: user.id, version, selectedpositions: '' });
    expect(e3.status, JSON.stringify(e3.body)).toBe(200);
    expect(await positionsOf(user.id)).toEqual([]);
    const rows = await t.db.selectFrom('sys_user_position').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);

    // Deleting the user removes their position and tenant rows.
    version = (await userRow(user.id)).version;
    expect((await t.put('/sys/user/edit', { id: user.id, version, selectedpositions: p1.id })).status).toBe(200);
    expect((await t.del('/sys/user/delete', { id: user.id })).status).toBe(200);
    for (const table of ['sys_user_position', 'sys_user_tenant']) {
      expect(await t.db.selectFrom(table).select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    }

    // The read endpoints need a userId.
    expect((await t.get('/sys/user/queryUserPosition', {})).status).toBe(400);
    expect((await t.get('/sys/user/queryUserTenant', {})).status).toBe(400);
  });

  it('refuses the read endpoints to a user without system:user:list', async () => {
    await addOk(t, '/sys/user', { username: 'plain_pos', realname: 'N', password: USER_PASSWORD, status: 0 });
    const signed = await t.login('plain_pos', USER_PASSWORD);
    const h = { 'x-access-token': signed.body.result.token };
    const me = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'plain_pos')
      .executeTakeFirstOrThrow();
    expect((await t.get('/sys/user/queryUserPosition', { userId: me.id }, h)).status).toBe(403);
    expect((await t.get('/sys/user/queryUserTenant', { userId: me.id }, h)).status).toBe(403);
  });
});
