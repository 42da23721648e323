// Lock-out after repeated failures (5 in 15 minutes lock the account 15 minutes) and the per-IP
// rate limit of the public sign-in routes (429 in the envelope).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/platform/sys/rate-limit.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createUser } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('lock-out on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('locks the account after 5 failures, even for the right password, and tells how long', async () => {
    const u = await createUser(t, 'lockme');
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await t.login(u.username, 'wrong-password1');
      expect(r.status).toBe(400);
      messages.push(r.body.message);
    }
    expect(messages[0]).toBe('用户名或密码错误，再失败4次账号将被锁定15分钟');
    expect(messages[3]).toBe('用户名或密码错误，再失败1次账号将被锁定15分钟');
    const fifth = await t.login(u.username, 'wrong-password1');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      success: false,
      code: 429,
      message: '登录失败次数过多，账号已锁定，请15分钟后再试',
    });
    const right = await t.login(u.username, u.password, { 'accept-language': 'en' });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed sign-ins: the account is locked, try again in 15 min');
    expect(await t.db.selectFrom('sys_session').select('id').where('username', '=', u.username).execute()).toEqual([]);

    // When the lock has run out the right password works again and clears the count.
    await t.db
      .updateTable('sys_login_failure')
      .set({ locked_until: Date.now() - 1 })
      .where('username', '=', 'lockme')
      .execute();
    expect((await t.login(u.username, u.password)).status).toBe(200);
    expect(await t.db.selectFrom('sys_login_failure').selectAll().where('username', '=', 'lockme').execute()).toEqual(
      [],
    );
  });

  it('counts failures of unknown usernames the same way (no hint which accounts exist)', async () => {
    for (let i = 0; i < 4; i++) expect((await t.login('ghost_user', 'whatever1')).status).toBe(400);
    const r = await t.login('ghost_user', 'whatever1');
    expect(r.status).toBe(429);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const u = await createUser(t, 'slowtypist');
    for (let i = 0; i < 4; i++) await t.login(u.username, 'nope-nope1');
    await t.db
      .updateTable('sys_login_failure')
      .set({ first_fail_at: Date.now() - 16 * 60_000 })
      .where('username', '=', 'slowtypist')
      .execute();
    const r = await t.login(u.username, 'nope-nope1');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('再失败4次');
  });
});

describe.each(DIALECTS)('per-IP rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      dialect,
      build: { rateLimits: { ...DEFAULT_RATE_LIMITS, randomImage: { max: 3, windowMs: 60_000 } } },
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 in the envelope after the default 30 sign-ins a minute, for good and bad passwords alike', async () => {
    // The helper's own admin sign-in was the first of this minute.
    for (let i = 1; i < DEFAULT_RATE_LIMITS.login.max; i++) {
      const r = await t.login(`nobody${i}`, 'x');
      expect(r.status, `attempt ${i}`).toBe(400);
    }
    const r = await t.login('admin', 'It#Admin2026');
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ success: false, code: 429 });
    expect(r.body.message).toMatch(/^请求过于频繁，请\d+秒后再试$/);

    // A new window starts afresh.
    await t.db
      .updateTable('sys_rate_limit')
      .set({ window_start: Date.now() - 61_000 })
      .where('rate_key', 'like', 'login:%')
      .execute();
    expect((await t.login('admin', 'It#Admin2026')).status).toBe(200);
  });

  it('limits the captcha image and the other public routes under their own names', async () => {
    for (let i = 0; i < 3; i++) expect((await t.get(`/sys/randomImage/k${i}`)).status).toBe(200);
    const r = await t.get('/sys/randomImage/k9', {}, { 'accept-language': 'en' });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/^Too many requests, please try again in \d+ s$/);
  });
});
