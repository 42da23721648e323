// The platform's own writes run the engine's write pipeline (docs/architecture.md, "Write pipeline and
// extension API"): the password routes, registration, the department switch, the role and department
// grant saves, a grant's data rules and the link cascades leave the sys_data_log rows (with the old
// row) that the same change through the generic routes leaves, and fire the same after-commit work
// (sessions ended, permission caches dropped). A refused write changes nothing and logs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { permissionIds } from './helpers/permission-users.ts';
import { addOk } from './helpers/seed.ts';
import { as, capturingSender, createUser, tokenOf, type CreatedUser } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Row = Record<string, unknown>;
const NEW_PASSWORD = 'Other#Pass2026x';
/** Per-record values of a logged row: ids, names, times. */
const VOLATILE = ['id', 'username', 'realname', 'createTime', 'updateTime', 'roleId', 'userId'];
const norm = (json: unknown) => {
  const o = JSON.parse(String(json)) as Row;
  for (const k of VOLATILE) delete o[k];
  return o;
};

describe.each(DIALECTS)('platform writes through the write pipeline on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSender();
  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { smsSender: sms } });
  }, 60_000);
  afterAll(async () => t?.close());

  const logs = async (table: string, dataId?: string) => {
    let q = t.db.selectFrom('sys_data_log').selectAll().where('table_name', '=', table);
    if (dataId) q = q.where('data_id', '=', dataId);
    return (await q.orderBy('create_time').orderBy('id').execute()) as Row[];
  };
  const lastLog = async (table: string, dataId: string) => (await logs(table, dataId)).at(-1)!;
  const sessions = async (userId: string) =>
    (await t.db.selectFrom('sys_session').select('id').where('user_id', '=', userId).execute()).length;
  const version = async (id: string) =>
    Number(
      (await t.db.selectFrom('sys_user').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version,
    );
  const signedIn = async (u: CreatedUser) => {
    const token = await tokenOf(t, u.username, u.password);
    expect(await sessions(u.id)).toBe(1);
    return token;
  };

  it('password routes leave the generic edit log row and end the user sessions as it does', async () => {
    const [viaForm, viaChange, viaOwn, viaReset] = await Promise.all(
      ['pw_form', 'pw_change', 'pw_own', 'pw_reset'].map((n) => createUser(t, n)),
    );
    for (const u of [viaForm, viaChange, viaReset]) await signedIn(u);
    const form = await t.put('/sys/user/edit', { id: viaForm.id, version: 1, password: NEW_PASSWORD });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const change = await t.put('/sys/user/changePassword', { username: viaChange.username, password: NEW_PASSWORD });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const ownToken = await signedIn(viaOwn);
    const own = await t.put(
      '/sys/user/updatePassword',
      {
        username: viaOwn.username,
        oldpassword: viaOwn.password,
        password: NEW_PASSWORD,
        confirmpassword: NEW_PASSWORD,
      },
      as(ownToken),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const reset = await t.post<{ password: string }>('/sys/user/resetPassword', { id: viaReset.id });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    const ref = await lastLog('sys_user', viaForm.id);
    expect(ref).toMatchObject({ op: 'edit', create_by: 'admin' });
    for (const u of [viaChange, viaOwn, viaReset]) {
      const l = await lastLog('sys_user', u.id);
      expect(l).toMatchObject({ op: 'edit', data_id: u.id });
      expect(JSON.parse(String(l.old_data))).toMatchObject({ id: u.id, version: 1 });
      expect(String(l.new_data)).not.toContain('password"'); // the hash never reaches the log
      expect(norm(l.old_data)).toEqual(norm(ref.old_data));
      // The reset also sets the must-change flag, the own change is made by the user; otherwise the row is the form's.
      const by = u === viaOwn ? u.username : 'admin';
      expect(norm(l.new_data)).toEqual({ ...norm(ref.new_data), mustChangePassword: u === viaReset, updateBy: by });
      expect(await sessions(u.id)).toBe(0);
    }
    expect((await lastLog('sys_user', viaOwn.id)).create_by).toBe(viaOwn.username);
    expect(await sessions(viaForm.id)).toBe(0);
    expect((await t.get('/sys/user/getCurrentUserDeparts', {}, as(ownToken))).status).toBe(401);
  });

  it('freezing through frozenBatch leaves the generic edit log row and ends the sessions as it does', async () => {
    const [viaForm, viaBatch] = await Promise.all(['fz_form', 'fz_batch'].map((n) => createUser(t, n)));
    for (const u of [viaForm, viaBatch]) await signedIn(u);
    expect((await t.put('/sys/user/edit', { id: viaForm.id, version: 1, status: 1 })).status).toBe(200);
    expect((await t.put('/sys/user/frozenBatch', { ids: viaBatch.id, status: 1 })).status).toBe(200);
    const [ref, l] = [await lastLog('sys_user', viaForm.id), await lastLog('sys_user', viaBatch.id)];
    expect(l).toMatchObject({ op: 'edit', create_by: 'admin' });
    expect(norm(l.old_data)).toEqual(norm(ref.old_data));
    expect(norm(l.new_data)).toEqual(norm(ref.new_data));
    for (const u of [viaForm, viaBatch]) expect(await sessions(u.id)).toBe(0);
  });

  it('a refused password write changes nothing and logs nothing', async () => {
    const u = await createUser(t, 'pw_refused');
    const token = await signedIn(u);
    const before = (await logs('sys_user', u.id)).length;
    const weak = await t.put('/sys/user/changePassword', { username: u.username, password: 'password1' });
    expect(weak.status).toBe(400);
    const wrongOld = await t.put(
      '/sys/user/updatePassword',
      { username: u.username, oldpassword: 'Wrong#Pass2026', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      as(token),
    );
    expect(wrongOld.status).toBe(400);
    expect((await logs('sys_user', u.id)).length).toBe(before);
    expect(await version(u.id)).toBe(1);
    expect(await sessions(u.id)).toBe(1);
  });

  it('grant saves log each added and removed link row (the old row on delete), and a refused save changes nothing', async () => {
    const [p1, p2] = await permissionIds(t, ['system:user:list', 'system:role:list']);
    const role = await addOk(t, '/sys/role', { roleName: 'Save role', roleCode: 'save_role' });
    const save = (ids: string[]) =>
      t.post('/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: ids.join(',') });
    const grants = () => t.db.selectFrom('sys_role_permission').selectAll().where('role_id', '=', role.id).execute();

    expect((await save([p1, p2])).status).toBe(200);
    const g1 = (await grants()).find((g) => g.permission_id === p1)!;
    const added = await lastLog('sys_role_permission', String(g1.id));
    expect(added).toMatchObject({ op: 'add', old_data: null, create_by: 'admin' });
    expect(JSON.parse(String(added.new_data))).toMatchObject({ roleId: role.id, permissionId: p1, version: 1 });

    // Saving p2 only removes p1's row (logged with the old row) and leaves p2's alone.
    expect((await save([p2])).status).toBe(200);
    const removed = await lastLog('sys_role_permission', String(g1.id));
    expect(removed).toMatchObject({ op: 'delete', new_data: null });
    expect(JSON.parse(String(removed.old_data))).toEqual(JSON.parse(String(added.new_data)));
    expect((await grants()).map((g) => g.permission_id)).toEqual([p2]);

    // A refused save (an unknown permission) changes and logs nothing.
    const count = (await logs('sys_role_permission')).length;
    expect((await save([p1, 'no-such-permission'])).status).toBe(400);
    expect((await grants()).map((g) => g.permission_id)).toEqual([p2]);
    expect((await logs('sys_role_permission')).length).toBe(count);
  });

  it('a grant data rule, the user form links and a role delete cascade are logged per row', async () => {
    const [p1] = await permissionIds(t, ['system:user:list']);
    const role = await addOk(t, '/sys/role', { roleName: 'Cascade role', roleCode: 'cascade_role' });
    expect((await t.post('/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: p1 })).status).toBe(
      200,
    );
    const rule = await addOk(t, '/sys/permissionDataRule', {
      permissionId: p1,
      ruleName: 'mine',
      ruleColumn: 'createBy',
      ruleConditions: 'EQ',
      ruleValue: '#{sys_user_code}',
      status: '1',
    });
    // The menu's "has data rules" flag is an edit of the menu, logged.
    expect(JSON.parse(String((await lastLog('sys_permission', p1)).new_data)).ruleFlag).toBe(true);
    const ruled = await t.post('/sys/role/datarule', { permissionId: p1, roleId: role.id, dataRuleIds: rule.id });
    expect(ruled.status, JSON.stringify(ruled.body)).toBe(200);
    const grant = await t.db
      .selectFrom('sys_role_permission')
      .select('id')
      .where('role_id', '=', role.id)
      .executeTakeFirstOrThrow();
    const edit = await lastLog('sys_role_permission', String(grant.id));
    expect(edit).toMatchObject({ op: 'edit' });
    expect(JSON.parse(String(edit.old_data)).dataRuleIds ?? null).toBeNull();
    expect(JSON.parse(String(edit.new_data)).dataRuleIds).toBe(rule.id);

    const u = await createUser(t, 'link_user', { selectedroles: role.id });
    const link = await t.db
      .selectFrom('sys_user_role')
      .select('id')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(await lastLog('sys_user_role', String(link.id))).toMatchObject({ op: 'add', old_data: null });

    expect((await t.del('/sys/role/delete', { id: role.id })).status).toBe(200);
    expect(await lastLog('sys_user_role', String(link.id))).toMatchObject({ op: 'delete', new_data: null });
    const gone = await lastLog('sys_role_permission', String(grant.id));
    expect(gone).toMatchObject({ op: 'delete' });
    expect(JSON.parse(String(gone.old_data))).toMatchObject({ roleId: role.id, dataRuleIds: rule.id });
  });

  it('registration and the department switch are logged sys_user writes; the switch drops the cached access', async () => {
    await t.post('/sys/sms', { mobile: '15800000031', smsmode: '1' });
    const code = sms.last().code;
    const r = await t.post(
      '/sys/user/register',
      { username: 'self_made', password: NEW_PASSWORD, phone: '15800000031', smscode: code },
      { 'x-access-token': '' },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const user = await t.db
      .selectFrom('sys_user')
      .select(['id', 'version'])
      .where('username', '=', 'self_made')
      .executeTakeFirstOrThrow();
    expect(await lastLog('sys_user', String(user.id))).toMatchObject({ op: 'add', create_by: 'self_made' });
    const roleLink = await t.db
      .selectFrom('sys_user_role')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(await lastLog('sys_user_role', String(roleLink.id))).toMatchObject({ op: 'add', create_by: 'self_made' });

    // Two departments, a grant on the second only: switching to it grants the code at once.
    const d1 = await addOk(t, '/sys/sysDepart', { departName: 'PW1', orgCategory: 1 });
    const d2 = await addOk(t, '/sys/sysDepart', { departName: 'PW2', orgCategory: 1 });
    const [p] = await permissionIds(t, ['system:depart:list']);
    expect((await t.post('/sys/permission/saveDepartPermission', { departId: d2.id, permissionIds: p })).status).toBe(
      200,
    );
    const departGrant = await t.db
      .selectFrom('sys_depart_permission')
      .select('id')
      .where('depart_id', '=', d2.id)
      .executeTakeFirstOrThrow();
    expect(await lastLog('sys_depart_permission', String(departGrant.id))).toMatchObject({ op: 'add' });
    const u = await createUser(t, 'dep_switch', { selecteddeparts: `${d1.id},${d2.id}` });
    const h = as(await tokenOf(t, u.username, u.password));
    const departList = async () => (await t.get('/sys/sysDepart/queryIdTree', {}, h)).status;
    expect((await t.put('/sys/selectDepart', { orgCode: d1.orgCode }, h)).status).toBe(200);
    expect(await departList()).toBe(403);
    const before = (await logs('sys_user', u.id)).length;
    expect((await t.put('/sys/selectDepart', { orgCode: d2.orgCode }, h)).status).toBe(200);
    expect(await departList()).toBe(200); // no wait: the cached access was dropped after the commit
    const l = await lastLog('sys_user', u.id);
    expect((await logs('sys_user', u.id)).length).toBe(before + 1);
    expect(JSON.parse(String(l.old_data)).orgCode).toBe(d1.orgCode);
    expect(JSON.parse(String(l.new_data)).orgCode).toBe(d2.orgCode);
  });
});
