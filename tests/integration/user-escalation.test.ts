// No privilege escalation through user administration (docs/decisions.md, "User administration"):
// a user holding only the user list and edit codes cannot set a password, grant a role, join a
// tenant or touch a user of another tenant; field guards (x-write-permission) and the sys module's
// rules answer 403 and change nothing; the admin can do all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { USER_PASSWORD, userWith, type PermUser } from './helpers/permission-users.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Fresh#Pass2026x';

describe.each(DIALECTS)('user administration without escalation on %s', (dialect) => {
  let t: TestApp;
  let editor: PermUser;
  let admin: Rec;
  let adminRoleId: string;
  let victim: Rec;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    editor = await userWith(t, ['system:user:list', 'system:user:edit']);
    admin = (await t.get<{ records: Rec[] }>('/sys/user/list', { username: 'admin' })).body.result.records[0];
    adminRoleId = String(
      (await t.db.selectFrom('sys_role').select('id').where('role_code', '=', 'admin').executeTakeFirstOrThrow()).id,
    );
    victim = await addOk(t, '/sys/user', { username: 'victim01', realname: 'V', password: USER_PASSWORD, status: 0 });
  }, 60_000);
  afterAll(async () => t?.close());

  const stored = async (id: string) =>
    (await t.db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Rec;
  const links = async (table: string, column: string, userId: string) =>
    (await t.db.selectFrom(table).select(column).where('user_id', '=', userId).execute())
      .map((r) => String(r[column]))
      .sort();
  const fresh = async (id: string) => (await t.get<Rec>('/sys/user/queryById', { id })).body.result;
  const asEditor = (body: Record<string, unknown>) => t.put<unknown>('/sys/user/edit', body, editor.headers);

  it('refuses a password set through the generic edit without the change-password code', async () => {
    for (const target of [admin, victim]) {
      const before = await stored(target.id);
      const r = await asEditor({ id: target.id, version: Number(before.version), password: NEW_PASSWORD });
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      expect(await stored(target.id)).toEqual(before);
    }
    expect((await t.login('admin', NEW_PASSWORD)).status).not.toBe(200);
    // The dedicated route refuses too (it needs its own code).
    expect(
      (await t.put('/sys/user/changePassword', { username: 'admin', password: NEW_PASSWORD }, editor.headers)).status,
    ).toBe(403);
  });

  it('refuses granting a role, a department or a tenant without their codes', async () => {
    const me = await fresh(editor.id);
    for (const body of [
      { selectedroles: `${editor.roleId},${adminRoleId}` },
      { selecteddeparts: String((await addOk(t, '/sys/sysDepart', { departName: 'D1', orgCategory: 1 })).id) },
      { relTenantIds: '0,2' },
    ]) {
      const r = await asEditor({ id: editor.id, version: Number(me.version), ...body });
      expect(r.status, JSON.stringify(body)).toBe(403);
    }
    expect(await links('sys_user_role', 'role_id', editor.id)).toEqual([editor.roleId]);
    expect(await links('sys_user_depart', 'dep_id', editor.id)).toEqual([]);
    expect(await links('sys_user_tenant', 'tenant_no', editor.id)).toEqual([]);
    // Sending the current links back unchanged (what the form does on every save) is fine.
    const same = await asEditor({
      id: editor.id,
      version: Number(me.version),
      realname: 'Ed',
      selectedroles: editor.roleId,
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it('with the assignment codes, grants only what the granting user holds himself', async () => {
    const lead = await userWith(t, [
      'system:user:list',
      'system:user:edit',
      'system:user:assignRoles',
      'system:user:assignTenants',
    ]);
    const small = await addOk(t, '/sys/role', { roleName: 'Small', roleCode: 'small_role' });
    const big = await addOk(t, '/sys/role', { roleName: 'Big', roleCode: 'big_role' });
    const ids = async (codes: string[]) =>
      (await t.db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).execute()).map((r) =>
        String(r.id),
      );
    const grant = async (roleId: string, codes: string[]) =>
      expect(
        (await t.post('/sys/permission/saveRolePermission', { roleId, permissionIds: (await ids(codes)).join(',') }))
          .status,
      ).toBe(200);
    await grant(small.id, ['system:user:list']);
    await grant(big.id, ['system:user:list', 'system:role:edit']);
    const v = async () => Number((await stored(victim.id)).version);
    const put = (body: Record<string, unknown>) => t.put<unknown>('/sys/user/edit', body, lead.headers);

    expect((await put({ id: victim.id, version: await v(), selectedroles: small.id })).status).toBe(200);
    expect((await put({ id: victim.id, version: await v(), selectedroles: `${small.id},${big.id}` })).status).toBe(403);
    expect((await put({ id: victim.id, version: await v(), selectedroles: adminRoleId })).status).toBe(403);
    expect(await links('sys_user_role', 'role_id', victim.id)).toEqual([small.id]);
    // Joining a tenant the granting user is not in.
    await addTenantMember(t, 'admin', 2);
    expect(
      (await put({ id: lead.id, version: Number((await stored(lead.id)).version), relTenantIds: '0,2' })).status,
    ).toBe(403);
    expect(await links('sys_user_tenant', 'tenant_no', lead.id)).toEqual([]);
    // Nobody below the admin may manage the admin: not even a rename.
    expect(
      (await put({ id: admin.id, version: Number((await stored(admin.id)).version), realname: 'Mallory' })).status,
    ).toBe(403);
    expect((await stored(admin.id)).realname).not.toBe('Mallory');
  });

  it("scopes user administration to the tenant: another tenant's user is neither listed nor editable", async () => {
    const other = await addOk(t, '/sys/user', {
      username: 'tenant2only',
      realname: 'T2',
      password: USER_PASSWORD,
      status: 0,
      relTenantIds: '2',
    });
    const listed = await t.get<{ records: Rec[] }>('/sys/user/list', { pageSize: 100 }, editor.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.result.records.map((r) => r.username)).not.toContain('tenant2only');
    expect(listed.body.result.records.map((r) => r.username)).toContain('victim01');
    const before = await stored(other.id);
    const r = await asEditor({ id: other.id, version: Number(before.version), realname: 'Taken' });
    expect([403, 404]).toContain(r.status);
    expect(await stored(other.id)).toEqual(before);
    expect((await t.del('/sys/user/delete', { id: other.id }, editor.headers)).status).not.toBe(200);
    // Working in tenant 2 is refused: he does not belong to it.
    expect((await t.get('/sys/user/list', {}, { ...editor.headers, 'tenant-id': '2' })).status).toBe(403);
  });

  it('grant saves: a role or department editor gives and takes away only permissions he holds', async () => {
    const granter = await userWith(t, ['system:role:edit', 'system:depart:edit', 'system:user:list']);
    const ids = async (codes: string[]) =>
      (await t.db.selectFrom('sys_permission').select(['id', 'perms']).where('perms', 'in', codes).execute()).map((r) =>
        String(r.id),
      );
    const [held] = await ids(['system:user:list']);
    const [lacked] = await ids(['system:user:delete']);
    const rolePerms = async (roleId: string) =>
      (await t.db.selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', roleId).execute())
        .map((r) => String(r.permission_id))
        .sort();
    const before = await rolePerms(granter.roleId);
    // His own role: adding a code he lacks would lift him above his grants.
    const own = await t.post(
      '/sys/permission/saveRolePermission',
      { roleId: granter.roleId, permissionIds: [...before, lacked].join(',') },
      granter.headers,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(403);
    expect(await rolePerms(granter.roleId)).toEqual(before);
    // Another role: only what he holds, and taking away what he lacks is refused too.
    const other = await userWith(t, ['system:user:delete']);
    const give = await t.post(
      '/sys/permission/saveRolePermission',
      { roleId: other.roleId, permissionIds: held },
      granter.headers,
    );
    expect(give.status, JSON.stringify(give.body)).toBe(403); // it would drop system:user:delete
    expect(await rolePerms(other.roleId)).toEqual([lacked]);
    const fine = await t.post(
      '/sys/permission/saveRolePermission',
      { roleId: other.roleId, permissionIds: [lacked, held].join(',') },
      granter.headers,
    );
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    expect(await rolePerms(other.roleId)).toEqual([lacked, held].sort());
    // A department's grants follow the same rule.
    const depart = await addOk(t, '/sys/sysDepart', { departName: 'Grants', orgCategory: 1 });
    const dep = await t.post(
      '/sys/permission/saveDepartPermission',
      { departId: depart.id, permissionIds: lacked },
      granter.headers,
    );
    expect(dep.status, JSON.stringify(dep.body)).toBe(403);
    expect(
      await t.db.selectFrom('sys_depart_permission').select('id').where('depart_id', '=', depart.id).execute(),
    ).toEqual([]);
    // The admin grants anything.
    const byAdmin = await t.post('/sys/permission/saveRolePermission', {
      roleId: granter.roleId,
      permissionIds: [...before, lacked].join(','),
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
  });

  it('department roles: deptRoleUserAdd grants a user only roles holding nothing the granting user lacks', async () => {
    const granter = await userWith(t, ['system:departRole:edit', 'system:user:list']);
    const ids = async (codes: string[]) =>
      (await t.db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).execute()).map((r) =>
        String(r.id),
      );
    const depart = await addOk(t, '/sys/sysDepart', { departName: 'Dept roles', orgCategory: 1 });
    const ok200 = async (p: Promise<{ status: number; body: unknown }>) => {
      const r = await p;
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await ok200(
      t.post('/sys/permission/saveDepartPermission', {
        departId: depart.id,
        permissionIds: (await ids(['system:user:list', 'system:user:delete'])).join(','),
      }),
    );
    const role = async (code: string, codes: string[]) => {
      const r = await addOk(t, '/sys/sysDepartRole', { departId: depart.id, roleName: code, roleCode: code });
      await ok200(
        t.post('/sys/sysDepartPermission/saveDeptRolePermission', {
          roleId: r.id,
          permissionIds: (await ids(codes)).join(','),
        }),
      );
      return String(r.id);
    };
    const small = await role('dr_small', ['system:user:list']);
    const big = await role('dr_big', ['system:user:list', 'system:user:delete']);
    // Not a member of the department: its grants would put him above the granting user (not manageable).
    const member = await addOk(t, '/sys/user', {
      username: 'drole_member',
      realname: 'M',
      password: USER_PASSWORD,
      status: 0,
    });
    const held = async () =>
      (await t.db.selectFrom('sys_depart_role_user').select('drole_id').where('user_id', '=', member.id).execute())
        .map((r) => String(r.drole_id))
        .sort();
    const logged = async () =>
      (await t.db.selectFrom('sys_data_log').select('id').where('table_name', '=', 'sys_depart_role_user').execute())
        .length;
    const add = (newRoleId: string, headers = granter.headers) =>
      t.post<unknown>(
        '/sys/sysDepartRole/deptRoleUserAdd',
        { userId: member.id, departId: depart.id, newRoleId },
        headers,
      );

    // A role holding system:user:delete, which the granting user lacks: 403, nothing written or logged.
    const lackedName = String(
      (
        await t.db
          .selectFrom('sys_permission')
          .select('name')
          .where('perms', '=', 'system:user:delete')
          .executeTakeFirstOrThrow()
      ).name,
    );
    const logs = await logged();
    for (const roles of [big, `${small},${big}`]) {
      const r = await add(roles);
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      expect(r.body.message).toContain(lackedName); // the grant rule, not "cannot manage this user"
      expect(await held()).toEqual([]);
    }
    expect(await logged()).toBe(logs);
    // A role holding only what he holds himself is granted.
    await ok200(add(small));
    expect(await held()).toEqual([small]);
    // The admin grants either.
    await ok200(add(`${small},${big}`, {}));
    expect(await held()).toEqual([small, big].sort());
  });

  it('lets the admin do all of it', async () => {
    const other = (await t.get<{ records: Rec[] }>('/sys/user/list', { username: 'tenant2only' })).body.result
      .records[0];
    expect(other, "the admin sees every tenant's users").toBeDefined();
    const v = async (id: string) => Number((await stored(id)).version);
    expect(
      (await t.put('/sys/user/edit', { id: victim.id, version: await v(victim.id), password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await t.login('victim01', NEW_PASSWORD)).status).toBe(200);
    const r = await t.put('/sys/user/edit', {
      id: victim.id,
      version: await v(victim.id),
      selectedroles: adminRoleId,
      relTenantIds: '0,2',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await links('sys_user_role', 'role_id', victim.id)).toEqual([adminRoleId]);
    expect(await links('sys_user_tenant', 'tenant_no', victim.id)).toEqual(['0', '2']);
    expect(
      (await t.put('/sys/user/edit', { id: other.id, version: await v(other.id), realname: 'Renamed' })).status,
    ).toBe(200);
  });
});
