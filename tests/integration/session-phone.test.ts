// SMS codes through a capturing sender: sign-in by phone and self-registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { capturingSender, createUser } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('phone sign-in and registration on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSender();
  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { smsSender: sms } });
  });
  afterAll(async () => t?.close());

  const phoneLogin = (mobile: string, captcha: string) =>
    t.post<{ token: string }>('/sys/phoneLogin', { mobile, captcha });

  it('sends a sign-in code only to a known phone, once a minute; an unknown phone gets the same answer and a notice', async () => {
    await createUser(t, 'phoney', { phone: '13800000001' });
    expect((await t.post('/sys/sms', { mobile: '12345', smsmode: '0' })).body.message).toBe('请输入正确手机号');
    expect((await t.post('/sys/sms', { mobile: '13800000001', smsmode: '7' })).status).toBe(400);
    const sent = await t.post('/sys/sms', { mobile: '13800000001', smsmode: '0' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sms.last()).toMatchObject({ mobile: '13800000001', mode: '0' });
    expect(sms.last().code).toMatch(/^\d{6}$/);
    const unknown = await t.post('/sys/sms', { mobile: '13900000009', smsmode: '0' });
    expect(unknown.status).toBe(sent.status);
    expect({ ...unknown.body, timestamp: 0, requestId: '' }).toEqual({ ...sent.body, timestamp: 0, requestId: '' });
    expect(sms.last()).toEqual({
      mobile: '13900000009',
      mode: '0',
      code: '',
      notice: '该手机号未注册账号，无法用短信验证码登录；如需使用请先注册',
    });
    const again = await t.post('/sys/sms', { mobile: '13800000001', smsmode: '0' });
    expect(again.status).toBe(429);
    // The once-a-minute rule holds for the unknown phone too (no difference to observe).
    expect((await t.post('/sys/sms', { mobile: '13900000009', smsmode: '0' })).status).toBe(429);
    expect(sms.sent).toHaveLength(2);
    await t.db.deleteFrom('sys_sms_code').where('code_key', '=', '0:13900000009').execute();
  });

  it('signs in with the code once; wrong, reused and expired codes are refused', async () => {
    const code = sms.sent[0].code;
    const wrong = await phoneLogin('13800000001', code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('短信验证码错误');
    const r = await phoneLogin('13800000001', code);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.token).toMatch(/^[0-9a-f]{64}$/);
    expect((r.body.result as unknown as { userInfo: { username: string } }).userInfo.username).toBe('phoney');
    const reused = await phoneLogin('13800000001', code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('短信验证码已失效，请重新获取');
    const log = await t.db.selectFrom('sys_log').select('log_content').where('userid', '=', 'phoney').execute();
    expect(log.map((l) => l.log_content)).toContain('用户名: phoney,手机号登录成功！');

    await t.db.updateTable('sys_sms_code').set({ sent_at: 0 }).execute();
    await t.post('/sys/sms', { mobile: '13800000001', smsmode: '0' });
    await t.db
      .updateTable('sys_sms_code')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await phoneLogin('13800000001', sms.last().code);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('短信验证码已失效，请重新获取');
  });

  it('drops a code after 5 wrong tries', async () => {
    await t.db.deleteFrom('sys_sms_code').execute();
    await t.post('/sys/sms', { mobile: '13800000001', smsmode: '0' });
    const code = sms.last().code;
    const bad = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await phoneLogin('13800000001', bad)).body.message).toBe('短信验证码错误');
    expect((await phoneLogin('13800000001', code)).body.message).toBe('短信验证码已失效，请重新获取');
  });

  it('registers with a registration code: checks, then an enabled user who can sign in', async () => {
    const taken = await t.post('/sys/sms', { mobile: '13800000001', smsmode: '1' });
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBe('短信验证码已发送');
    expect(sms.last()).toMatchObject({ mobile: '13800000001', code: '', notice: '该手机号已注册，请直接登录' });
    const sent = await t.post('/sys/sms', { mobile: '15800000002', smsmode: '1' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe('短信验证码已发送');
    const code = sms.last().code;
    const body = { username: 'newbie_1', password: 'Newbie2026', phone: '15800000002', smscode: code };
    const users = (await t.db.selectFrom('sys_user').select('id').execute()).length;

    // A registration code does not sign in.
    expect((await phoneLogin('15800000002', code)).status).toBe(400);
    const badName = await t.post('/sys/user/register', { ...body, username: 'ab' });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe('用户名只允许字母、数字、下划线，长度4-18个字符');
    expect((await t.post('/sys/user/register', { ...body, username: 'bad-name' })).status).toBe(400);
    const weak = await t.post('/sys/user/register', { ...body, password: 'password' });
    expect(weak.body.message).toBe('密码须为8到64位，且同时包含字母和数字');
    const wrongCode = await t.post('/sys/user/register', { ...body, smscode: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.body.message).toBe('短信验证码错误');
    expect((await t.db.selectFrom('sys_user').select('id').execute()).length).toBe(users);

    const r = await t.post<{ username: string }>('/sys/user/register', body, { 'x-access-token': '' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('注册申请已提交，结果已通过短信发送到您的手机');
    expect(r.body.result).toEqual({ username: 'newbie_1' });
    expect(sms.last()).toMatchObject({ mobile: '15800000002', notice: '注册成功，您的用户名是 newbie_1，请直接登录' });
    const row = await t.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'newbie_1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 0, phone: '15800000002', realname: 'newbie_1' });
    expect(row.password).toMatch(/^scrypt\$/);
    expect((await t.login('newbie_1', 'Newbie2026')).status).toBe(200);
    // The code is used up.
    expect((await t.post('/sys/user/register', body)).status).toBe(400);
  });
});
