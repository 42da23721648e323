// Registration and SMS codes do not tell whether an account exists: POST /sys/sms and
// POST /sys/user/register answer the same (status, message, result) for a free and a taken username or
// phone, and the real outcome goes to the phone by SMS. A self-registered account is an ordinary user
// (user type 4, not 管理员) holding the seeded `registered` role, so its first sign-in has a Home menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { as, capturingSender, createUser, tokenOf } from './helpers/session-users.ts';
import { startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

const same = (a: Answer, b: Answer) => {
  expect(a.status).toBe(b.status);
  expect({ ...a.body, timestamp: 0, requestId: '' }).toEqual({ ...b.body, timestamp: 0, requestId: '' });
};

describe.each(DIALECTS)('no account enumeration on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSender();
  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { smsSender: sms } });
    await createUser(t, 'taken_user', { phone: '13800000011' });
  });
  afterAll(async () => t?.close());

  const users = async () => (await t.db.selectFrom('sys_user').select('id').execute()).length;
  /** The code stored for a phone (sent or, for a notice, kept unsent). */
  const storedCode = async (mode: string, phone: string) =>
    String(
      (
        await t.db
          .selectFrom('sys_sms_code')
          .select('code')
          .where('code_key', '=', `${mode}:${phone}`)
          .executeTakeFirstOrThrow()
      ).code,
    );
  const register = (body: Record<string, string>, lang = 'zh-CN') =>
    t.post<{ username: string }>('/sys/user/register', body, { 'x-access-token': '', 'accept-language': lang });

  it('answers a registration code request alike for a free and a registered phone', async () => {
    for (const lang of ['zh-CN', 'en']) {
      await t.db.deleteFrom('sys_sms_code').execute();
      const free = await t.post('/sys/sms', { mobile: '15800000021', smsmode: '1' }, { 'accept-language': lang });
      const taken = await t.post('/sys/sms', { mobile: '13800000011', smsmode: '1' }, { 'accept-language': lang });
      same(free, taken);
      expect(free.body.message).toBe(lang === 'en' ? 'SMS code sent' : '短信验证码已发送');
      expect(sms.sent.at(-2)).toMatchObject({ mobile: '15800000021', code: expect.stringMatching(/^\d{6}$/) });
      expect(sms.last()).toMatchObject({
        mobile: '13800000011',
        code: '',
        notice:
          lang === 'en' ? 'This mobile number is already registered; please sign in' : '该手机号已注册，请直接登录',
      });
    }
  });

  it('answers a registration alike for a free username, a taken username and a taken phone; the SMS tells which', async () => {
    await t.db.deleteFrom('sys_sms_code').execute();
    const before = await users();
    const password = 'Fresh#Pass2026';

    await t.post('/sys/sms', { mobile: '15800000031', smsmode: '1' });
    const takenName = await register({
      username: 'taken_user',
      password,
      phone: '15800000031',
      smscode: sms.last().code,
    });
    expect(sms.last()).toMatchObject({
      mobile: '15800000031',
      notice: '注册未完成：用户名 taken_user 已被使用，请换一个用户名重新注册',
    });
    expect(await users()).toBe(before);

    await t.post('/sys/sms', { mobile: '13800000011', smsmode: '1' });
    const takenPhone = await register({
      username: 'fresh_two',
      password,
      phone: '13800000011',
      smscode: await storedCode('1', '13800000011'),
    });
    expect(sms.last()).toMatchObject({ mobile: '13800000011', notice: '该手机号已注册，请直接登录' });
    expect(await users()).toBe(before);

    await t.post('/sys/sms', { mobile: '15800000032', smsmode: '1' });
    const fresh = await register({ username: 'taken_usex', password, phone: '15800000032', smscode: sms.last().code });
    expect(sms.last()).toMatchObject({
      mobile: '15800000032',
      notice: '注册成功，您的用户名是 taken_usex，请直接登录',
    });
    expect(await users()).toBe(before + 1);

    expect(fresh.status).toBe(200);
    expect(fresh.body.message).toBe('注册申请已提交，结果已通过短信发送到您的手机');
    same(
      { ...takenName, body: { ...takenName.body, result: { username: 'x' } } },
      { ...fresh, body: { ...fresh.body, result: { username: 'x' } } },
    );
    same(
      { ...takenPhone, body: { ...takenPhone.body, result: { username: 'x' } } },
      { ...fresh, body: { ...fresh.body, result: { username: 'x' } } },
    );
    expect(takenName.body.result).toEqual({ username: 'taken_user' });
    expect(fresh.body.result).toEqual({ username: 'taken_usex' });
  });

  it('answers in English too, with the notice in the requester language', async () => {
    await t.db.deleteFrom('sys_sms_code').execute();
    await t.post('/sys/sms', { mobile: '15800000041', smsmode: '1' }, { 'accept-language': 'en' });
    const r = await register(
      { username: 'taken_user', password: 'Fresh#Pass2026', phone: '15800000041', smscode: sms.last().code },
      'en',
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Registration submitted; the result has been sent to your mobile by SMS');
    expect(sms.last().notice).toBe(
      'Registration not completed: the username taken_user is taken; please register again with another one',
    );
  });

  it('makes a self-registered account an ordinary user with the registered role and a Home menu', async () => {
    await t.db.deleteFrom('sys_sms_code').execute();
    await t.post('/sys/sms', { mobile: '15800000051', smsmode: '1' });
    const r = await register({
      username: 'self_made',
      password: 'Self#Made2026',
      phone: '15800000051',
      smscode: sms.last().code,
    });
    expect(r.status).toBe(200);
    const row = await t.db
      .selectFrom('sys_user')
      .select(['id', 'role_type'])
      .where('username', '=', 'self_made')
      .executeTakeFirstOrThrow();
    expect(Number(row.role_type)).toBe(4);
    const roles = await t.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select('r.role_code')
      .where('ur.user_id', '=', row.id)
      .execute();
    expect(roles.map((x) => x.role_code)).toEqual(['registered']);

    const token = await tokenOf(t, 'self_made', 'Self#Made2026');
    const perms = await t.get<{ menu: { path: string }[] }>('/sys/permission/getUserPermissionByToken', {}, as(token));
    expect(perms.status).toBe(200);
    const paths = JSON.stringify(perms.body.result.menu);
    expect(paths).toContain('/dashboard/analysis');
    expect(paths).toContain('/dashboard/workplace');
    expect(paths).not.toContain('/wl/site');
    expect((await t.get('/dashboard/workplace', {}, as(token))).status).toBe(200);
    expect((await t.get('/sys/user/list', {}, as(token))).status).toBe(403);
  });
});
