// Common passwords are refused wherever a password is set: the generic user form, updatePassword,
// changePassword and self-registration answer 400 with the common-password message in the request's
// language, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { as, capturingSender, createUser, tokenOf } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const ZH = '密码过于常见，容易被猜到，请换一个不常见的密码';
const EN = 'The password is too common and easy to guess; please choose a less common one';

describe.each(DIALECTS)('common passwords on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSender();
  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { smsSender: sms } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userCount = async () => (await t.db.selectFrom('sys_user').select('id').execute()).length;

  it('refuses password1 (any case) on the user form, with nothing created', async () => {
    const before = await userCount();
    for (const password of ['password1', 'Password1']) {
      const zh = await t.post('/sys/user/add', { username: 'commonpw1', realname: 'x', password, status: 0 });
      expect(zh.status).toBe(400);
      expect(JSON.stringify(zh.body)).toContain(ZH);
    }
    const en = await t.post(
      '/sys/user/add',
      { username: 'commonpw1', realname: 'x', password: 'qwerty123', status: 0 },
      { 'accept-language': 'en' },
    );
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain(EN);
    expect(await userCount()).toBe(before);
  });

  it('refuses password1 on updatePassword and changePassword, keeping the old password', async () => {
    const u = await createUser(t, 'commonpw2');
    const token = await tokenOf(t, u.username, u.password);
    const mine = await t.put(
      '/sys/user/updatePassword',
      { username: u.username, oldpassword: u.password, password: 'password1', confirmpassword: 'password1' },
      as(token),
    );
    expect(mine.status).toBe(400);
    expect(mine.body.message).toBe(ZH);
    const admin = await t.put(
      '/sys/user/changePassword',
      { username: u.username, password: 'Password1', confirmpassword: 'Password1' },
      { 'accept-language': 'en' },
    );
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe(EN);
    expect((await t.login(u.username, 'password1')).status).not.toBe(200);
    expect((await t.login(u.username, u.password)).status).toBe(200);
  });

  it('refuses password1 on self-registration without using up the SMS code', async () => {
    const phone = '13700001111';
    expect((await t.post('/sys/sms', { mobile: phone, smsmode: '1' })).status).toBe(200);
    const code = sms.last().code;
    const body = { username: 'commonpw3', password: 'password1', phone, smscode: code };
    const r = await t.post('/sys/user/register', body, { 'accept-language': 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(EN);
    const again = await t.post('/sys/user/register', { ...body, password: 'Rare#Pass2026' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
