// The image captcha with CAPTCHA=on: single use, 60 s expiry, wrong codes, the image itself; the
// CAPTCHA=off answer; and what a sign-in returns and records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createUser } from './helpers/session-users.ts';
import { ADMIN_PASSWORD, solveCaptcha, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('CAPTCHA=off', () => {
  it('is refused when NODE_ENV=production and accepted otherwise', () => {
    const env = { CAPTCHA: 'off', NODE_ENV: 'production', SIGN_SECRET: 's', APP_SECRET: 'a' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).problems).toContain('CAPTCHA: off is refused when NODE_ENV=production');
    }
    expect(loadConfig({ ...env, CAPTCHA: 'on' }).captcha).toBe(true);
    expect(loadConfig({ CAPTCHA: 'off', NODE_ENV: 'test' }).captcha).toBe(false);
    expect(loadConfig({}).captcha).toBe(true);
  });
});

describe.each(DIALECTS)('captcha and sign-in on %s', (dialect) => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await startTestApp({ dialect, env: { CAPTCHA: 'on' } });
    off = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  const image = (t: TestApp, key: string) => t.get<unknown>(`/sys/randomImage/${key}`);

  it('serves a fresh SVG data URL per key, without the code as text', async () => {
    const r = await image(on, 'abc123');
    expect(r.status).toBe(200);
    const result = r.body.result as string;
    expect(result).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(result.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
    const row = await on.db.selectFrom('sys_captcha').selectAll().where('check_key', '=', 'abc123').executeTakeFirst();
    expect(String(row?.code)).toMatch(/^[2-9A-Z]{4}$/);
    expect(svg).not.toContain(String(row?.code));
    expect(Number(row?.expires_at) - Date.now()).toBeGreaterThan(55_000);
    expect(Number(row?.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    // A second image for the same key replaces the code (the old picture no longer counts).
    await image(on, 'abc123');
    expect(await on.db.selectFrom('sys_captcha').selectAll().where('check_key', '=', 'abc123').execute()).toHaveLength(
      1,
    );
  });

  it('refuses a bad key with 400', async () => {
    const r = await image(on, 'x'.repeat(65));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400, message: '验证码参数无效' });
  });

  it('requires the captcha: missing, wrong, reused and expired are 400 with clear messages', async () => {
    const missing = await on.login('admin', ADMIN_PASSWORD);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请输入验证码');

    const good = await solveCaptcha(on);
    const wrongCode = good.captcha === 'AAAA' ? 'BBBB' : 'AAAA';
    const wrong = await on.login('admin', ADMIN_PASSWORD, {}, { ...good, captcha: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('验证码错误');
    // The wrong try used the code up: the right code is now refused too.
    const after = await on.login('admin', ADMIN_PASSWORD, {}, good);
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('验证码已失效，请刷新后重试');

    const fresh = await solveCaptcha(on);
    const okLogin = await on.login('admin', ADMIN_PASSWORD, {}, { ...fresh, captcha: fresh.captcha.toLowerCase() });
    expect(okLogin.status, JSON.stringify(okLogin.body)).toBe(200);
    const reused = await on.login('admin', ADMIN_PASSWORD, {}, fresh);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('验证码已失效，请刷新后重试');

    const old = await solveCaptcha(on);
    await on.db
      .updateTable('sys_captcha')
      .set({ expires_at: Date.now() - 1 })
      .where('check_key', '=', old.checkKey)
      .execute();
    const expired = await on.login('admin', ADMIN_PASSWORD, { 'accept-language': 'en' }, old);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('The captcha has expired; refresh it and try again');
  });

  it('with CAPTCHA=off answers {required: false} and signs in without one', async () => {
    const r = await image(off, 'k1');
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ required: false });
    expect((await off.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('returns token, userInfo, departments, tenants and dictionaries, and logs the sign-in', async () => {
    const t = off;
    const u = await createUser(t, 'deptuser');
    const dep = await t.post<{ id: string }>('/sys/sysDepart/add', { departName: 'Ops', orgCategory: 1 });
    expect(dep.status, JSON.stringify(dep.body)).toBe(200);
    await t.db
      .insertInto('sys_user_depart')
      .values({
        id: `ud-${dialect}`,
        user_id: u.id,
        dep_id: dep.body.result.id,
        create_time: '2026-01-01 00:00:00',
        version: 1,
      })
      .execute();
    const tenant = await t.post<{ id: string }>('/sys/tenant/add', { tenantNo: 7, name: 'Seven', status: '1' });
    expect(tenant.status, JSON.stringify(tenant.body)).toBe(200);
    await t.db
      .insertInto('sys_user_tenant')
      .values({ id: `ut-${dialect}`, user_id: u.id, tenant_no: 7, create_time: '2026-01-01 00:00:00', version: 1 })
      .execute();

    const r = await t.login(u.username, u.password);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const result = r.body.result as unknown as Record<string, unknown>;
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(result.userInfo).toMatchObject({
      id: u.id,
      username: 'deptuser',
      realname: 'deptuser real',
      mustChangePassword: false,
    });
    expect(result.userInfo).not.toHaveProperty('password');
    expect(result.departs).toEqual([expect.objectContaining({ id: dep.body.result.id, departName: 'Ops' })]);
    expect(result.departments).toEqual(result.departs);
    expect(result.multi_depart).toBe(1);
    expect(result.tenantList).toEqual([
      expect.objectContaining({ id: tenant.body.result.id, tenantNo: 7, name: 'Seven' }),
    ]);
    expect(result.tenants).toEqual(result.tenantList);
    expect(result.sysAllDictItems).toHaveProperty('user_status');

    const logs = await t.db.selectFrom('sys_log').selectAll().where('userid', '=', 'deptuser').execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      log_type: 1,
      username: 'deptuser real',
      log_content: '用户名: deptuser,登录成功！',
    });
    expect(logs[0].ip).toBeTruthy();
  });
});
