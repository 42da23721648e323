// Roles and tenants have English names (x-english: sys_role.roleName -> roleNameEn, sys_tenant.name ->
// nameEn): the seeded ones carry them, the role pickers' tree titles and the user administration's
// refusals name a role, a department or a permission in the request's language (the English name
// where filled, the own name otherwise), and the sign-in answer carries the English names of the
// user's tenants and departments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { USER_PASSWORD, userWith } from './helpers/permission-users.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe.each(DIALECTS)('English role and tenant names on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  it('seeds the admin role, the registered-user role and the default tenant with English names', async () => {
    const roles = await t.db.selectFrom('sys_role').select(['role_code', 'role_name', 'role_name_en']).execute();
    expect(roles).toEqual(
      expect.arrayContaining([
        { role_code: 'admin', role_name: '管理员', role_name_en: 'Administrator' },
        expect.objectContaining({ role_name: '注册用户', role_name_en: 'Registered user' }),
      ]),
    );
    const tenant = await t.db
      .selectFrom('sys_tenant')
      .select(['name', 'name_en'])
      .where('tenant_no', '=', 0)
      .executeTakeFirstOrThrow();
    expect(tenant).toEqual({ name: '默认租户', name_en: 'Default tenant' });
  });

  it('describes the seeded roles in Chinese with an English companion (description -> descriptionEn)', async () => {
    const r = await t.get<{ records: Rec[] }>('/sys/role/list', { roleCode: 'registered' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.records).toMatchObject([
      { description: '自助注册用户：仅首页与工作台', descriptionEn: 'Self-registered user: Home and Workplace only' },
    ]);
    const admin = await t.db
      .selectFrom('sys_role')
      .select(['description', 'description_en'])
      .where('role_code', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({
      description: '系统管理员：全部菜单与按钮',
      description_en: 'Administrator: every menu and button',
    });
  });

  it("titles the role tree in the request's language, the own name where no English one is filled", async () => {
    const plain = await addOk(t, '/sys/role', { roleName: '仅中文', roleCode: 'zh_only_role' });
    const titles = async (headers?: Record<string, string>) => {
      const r = await t.get<{ key: string; title: string }[]>('/sys/role/queryTreeList', {}, headers);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return new Map(r.body.result.map((n) => [n.key, n.title]));
    };
    const adminId = String(
      (await t.db.selectFrom('sys_role').select('id').where('role_code', '=', 'admin').executeTakeFirstOrThrow()).id,
    );
    expect((await titles()).get(adminId)).toBe('管理员');
    expect((await titles(EN)).get(adminId)).toBe('Administrator');
    expect((await titles(EN)).get(String(plain.id))).toBe('仅中文');
    const all = await t.get<Rec[]>('/sys/role/queryall');
    expect(all.body.result.find((r) => r.id === adminId)).toMatchObject({ roleNameEn: 'Administrator' });
  });

  it('names a refused role, department and permission in the request language', async () => {
    const lead = await userWith(t, [
      'system:user:list',
      'system:user:edit',
      'system:user:assignRoles',
      'system:user:assignDeparts',
    ]);
    const victim = await addOk(t, '/sys/user', { username: 'en_victim', realname: 'V', password: USER_PASSWORD });
    const big = await addOk(t, '/sys/role', { roleName: '大角色', roleNameEn: 'Big role', roleCode: 'en_big_role' });
    const perm = await t.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'system:role:edit')
      .executeTakeFirstOrThrow();
    const granted = await t.post('/sys/permission/saveRolePermission', { roleId: big.id, permissionIds: perm.id });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const depart = await addOk(t, '/sys/sysDepart', { departName: '仓储部', departNameEn: 'Storage', orgCategory: 1 });
    const version = async () =>
      Number(
        (await t.db.selectFrom('sys_user').select('version').where('id', '=', victim.id).executeTakeFirstOrThrow())
          .version,
      );
    const refused = async (body: Record<string, unknown>, headers: Record<string, string>) => {
      const r = await t.put<unknown>(
        '/sys/user/edit',
        { id: victim.id, version: await version(), ...body },
        { ...lead.headers, ...headers },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      return String(r.body.message);
    };
    expect(await refused({ selectedroles: big.id }, {})).toContain('「大角色」');
    expect(await refused({ selectedroles: big.id }, EN)).toContain('"Big role"');
    expect(await refused({ selecteddeparts: depart.id }, {})).toContain('「仓储部」');
    expect(await refused({ selecteddeparts: depart.id }, EN)).toContain('"Storage"');

    // A role editor granting a permission he lacks (system:user:delete: 删除用户 / Delete user).
    const editor = await userWith(t, ['system:role:list', 'system:role:edit']);
    const lacked = await t.db
      .selectFrom('sys_permission')
      .select(['id', 'name', 'name_en'])
      .where('perms', '=', 'system:user:delete')
      .executeTakeFirstOrThrow();
    expect(lacked.name_en).toBeTruthy();
    const grant = async (headers: Record<string, string>) => {
      const r = await t.post<unknown>(
        '/sys/permission/saveRolePermission',
        { roleId: big.id, permissionIds: `${perm.id},${lacked.id}` },
        { ...editor.headers, ...headers },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      return String(r.body.message);
    };
    expect(await grant({})).toContain(`「${lacked.name}」`);
    expect(await grant(EN)).toContain(`"${lacked.name_en}"`);
  });

  it("carries the English names of the user's tenants and departments in the sign-in answer", async () => {
    const depart = await addOk(t, '/sys/sysDepart', { departName: '客服部', departNameEn: 'Service', orgCategory: 1 });
    await addOk(t, '/sys/user', {
      username: 'en_member',
      realname: 'M',
      password: USER_PASSWORD,
      status: 0,
      selecteddeparts: depart.id,
      relTenantIds: '0',
    });
    const r = await t.login('en_member', USER_PASSWORD);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const result = r.body.result as unknown as { departs: Rec[]; tenantList: Rec[] };
    expect(result.departs).toEqual([expect.objectContaining({ departName: '客服部', departNameEn: 'Service' })]);
    expect(result.tenantList).toEqual([expect.objectContaining({ name: '默认租户', nameEn: 'Default tenant' })]);
  });
});
