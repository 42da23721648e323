// The password policy everywhere a password is accepted, updatePassword / changePassword, and the
// reset flow with a one-time password the user must change at next sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { as, createUser, tokenOf } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const POLICY = '密码须为8到64位，且同时包含字母和数字';

describe.each(DIALECTS)('passwords on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  const hashOf = async (username: string) =>
    (await t.db.selectFrom('sys_user').select('password').where('username', '=', username).executeTakeFirstOrThrow())
      .password as string;
  const alive = async (token: string) => (await t.get('/sys/online/list', {}, as(token))).status !== 401;

  it('applies the policy to the generic user add and edit, changing nothing', async () => {
    const users = await t.db.selectFrom('sys_user').select('id').execute();
    for (const password of ['onlyletters', '12345678901', 'Ab1']) {
      const r = await t.post('/sys/user/add', { username: 'weakling', realname: 'W', password, status: 0 });
      expect(r.status, password).toBe(400);
      if (password !== 'Ab1') expect(r.body.message).toContain(POLICY);
    }
    expect(await t.db.selectFrom('sys_user').select('id').execute()).toHaveLength(users.length);
    const u = await createUser(t, 'editpw');
    const row = await t.get<{ version: number }>('/sys/user/queryById', { id: u.id });
    const before = await hashOf('editpw');
    const r = await t.put('/sys/user/edit', { id: u.id, version: row.body.result.version, password: 'lettersonly' });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(POLICY);
    expect(await hashOf('editpw')).toBe(before);
  });

  it('updatePassword: mismatch, policy, wrong old password, someone else, then success revoking every session', async () => {
    const u = await createUser(t, 'selfchange');
    const token = await tokenOf(t, u.username, u.password);
    const other = await tokenOf(t, u.username, u.password);
    const before = await hashOf(u.username);
    const body = {
      username: u.username,
      oldpassword: u.password,
      password: 'NewPass2026',
      confirmpassword: 'NewPass2026',
    };

    const mismatch = await t.put('/sys/user/updatePassword', { ...body, confirmpassword: 'NewPass2027' }, as(token));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('确认密码与新密码输入不一致');
    const weak = await t.put(
      '/sys/user/updatePassword',
      { ...body, password: 'short', confirmpassword: 'short' },
      as(token),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(POLICY);
    const wrongOld = await t.put('/sys/user/updatePassword', { ...body, oldpassword: 'Wrong2026' }, as(token));
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.message).toBe('旧密码输入错误');
    const notMine = await t.put('/sys/user/updatePassword', { ...body, username: 'admin' }, as(token));
    expect(notMine.status).toBe(403);
    const missing = await t.put('/sys/user/updatePassword', { username: u.username }, as(token));
    expect(missing.status).toBe(400);
    expect(await hashOf(u.username)).toBe(before);
    expect(await alive(token)).toBe(true);

    const done = await t.put('/sys/user/updatePassword', body, as(token));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('密码修改成功，请重新登录！');
    expect(await alive(token)).toBe(false);
    expect(await alive(other)).toBe(false);
    expect((await t.login(u.username, u.password)).status).toBe(400);
    expect((await t.login(u.username, 'NewPass2026')).status).toBe(200);
  });

  it('changePassword (administrator) sets another user password and ends their sessions', async () => {
    const u = await createUser(t, 'victim');
    const token = await tokenOf(t, u.username, u.password);
    const weak = await t.put('/sys/user/changePassword', { username: u.username, password: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(POLICY);
    const unknown = await t.put('/sys/user/changePassword', { username: 'no_such_user', password: 'Abcdefg12' });
    expect(unknown.status).toBe(404);
    expect(await alive(token)).toBe(true);
    const r = await t.put('/sys/user/changePassword', { username: u.username, password: 'Chosen2026' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await alive(token)).toBe(false);
    expect((await t.login(u.username, 'Chosen2026')).status).toBe(200);
  });

  it('the generic edit of a password or a freeze ends that user sessions too', async () => {
    const u = await createUser(t, 'genericedit');
    const token = await tokenOf(t, u.username, u.password);
    let row = await t.get<{ version: number }>('/sys/user/queryById', { id: u.id });
    const r = await t.put('/sys/user/edit', { id: u.id, version: row.body.result.version, password: 'Edited2026' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await alive(token)).toBe(false);
    const token2 = await tokenOf(t, u.username, 'Edited2026');
    row = await t.get<{ version: number }>('/sys/user/queryById', { id: u.id });
    const freeze = await t.put('/sys/user/edit', { id: u.id, version: row.body.result.version, status: 1 });
    expect(freeze.status, JSON.stringify(freeze.body)).toBe(200);
    expect(await t.db.selectFrom('sys_session').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await alive(token2)).toBe(false);
  });

  it('resetPassword gives a one-time password; until it is changed only updatePassword and logout work', async () => {
    const u = await createUser(t, 'forgetful');
    const token = await tokenOf(t, u.username, u.password);
    const r = await t.post<{ password: string }>('/sys/user/resetPassword', { id: u.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const oneTime = r.body.result.password;
    expect(oneTime).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{16,}$/);
    expect(await alive(token)).toBe(false);
    expect((await t.post('/sys/user/resetPassword', { id: 'nope' })).status).toBe(404);

    const login = await t.login(u.username, oneTime);
    expect(login.status).toBe(200);
    const result = login.body.result as unknown as { token: string; mustChangePassword: boolean; userInfo: object };
    expect(result.mustChangePassword).toBe(true);
    expect(result.userInfo).toMatchObject({ mustChangePassword: true });
    const limited = result.token;
    const refused = await t.get('/wl/site/list', {}, as(limited));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('您的密码已被重置，请先修改密码');

    const changed = await t.put(
      '/sys/user/updatePassword',
      { username: u.username, oldpassword: oneTime, password: 'MyOwn2026', confirmpassword: 'MyOwn2026' },
      as(limited),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const again = await t.login(u.username, 'MyOwn2026');
    expect((again.body.result as unknown as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
    const after = await t.get('/wl/site/list', {}, as(again.body.result.token));
    expect(after.body.message).not.toBe('您的密码已被重置，请先修改密码');
    const flag = await t.db
      .selectFrom('sys_user')
      .select('must_change_password')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(flag.must_change_password)).toBe(false);
  });

  it('a password set through the generic user edit clears the must-change flag, as changePassword does', async () => {
    const u = await createUser(t, 'formreset');
    expect((await t.post('/sys/user/resetPassword', { id: u.id })).status).toBe(200);
    const stored = () =>
      t.db
        .selectFrom('sys_user')
        .select(['must_change_password', 'version'])
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
    // An edit without a password leaves the flag as the reset set it.
    let row = await stored();
    const renamed = await t.put('/sys/user/edit', { id: u.id, version: Number(row.version), realname: 'Renamed' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(Boolean((await stored()).must_change_password)).toBe(true);
    // The admin (holding the password field's guard) sets a password through the form.
    row = await stored();
    const r = await t.put('/sys/user/edit', { id: u.id, version: Number(row.version), password: 'FormSet2026' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Boolean((await stored()).must_change_password)).toBe(false);
    const log = await t.db
      .selectFrom('sys_data_log')
      .select(['op', 'old_data', 'new_data'])
      .where('data_id', '=', u.id)
      .where('op', '=', 'edit')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(log.old_data))).toMatchObject({ mustChangePassword: true });
    expect(JSON.parse(String(log.new_data))).toMatchObject({ mustChangePassword: false });
    const login = await t.login(u.username, 'FormSet2026');
    expect(login.status).toBe(200);
    expect((login.body.result as unknown as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
    expect((await t.get('/wl/site/list', {}, as(login.body.result.token))).body.message).not.toBe(
      '您的密码已被重置，请先修改密码',
    );
  });

  it('a reset user may still sign out', async () => {
    const u = await createUser(t, 'resetlogout');
    const r = await t.post<{ password: string }>('/sys/user/resetPassword', { id: u.id });
    const token = await tokenOf(t, u.username, r.body.result.password);
    const out = await t.post('/sys/logout', {}, as(token));
    expect(out.status).toBe(200);
    expect(await t.db.selectFrom('sys_session').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });
});
