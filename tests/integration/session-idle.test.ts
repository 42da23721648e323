// Sessions end after SESSION_IDLE_HOURS without a request (default 8), on the API and the live
// connection alike, while the 7-day lifetime stays: a session whose last request is older than the idle
// time answers 401 and is gone from the online list; one used within it goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { as, createUser, tokenOf } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;

describe.each(DIALECTS)('session idle timeout on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { SESSION_IDLE_HOURS: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionsOf = (username: string) =>
    t.db.selectFrom('sys_session').select(['id', 'last_seen', 'expires_at']).where('username', '=', username).execute();
  const setLastSeen = (username: string, at: number) =>
    t.db.updateTable('sys_session').set({ last_seen: at }).where('username', '=', username).execute();

  it('answers 401 to a session idle longer than SESSION_IDLE_HOURS and deletes it', async () => {
    const u = await createUser(t, 'idleuser1');
    const token = await tokenOf(t, u.username, u.password);
    expect((await t.get('/sys/permission/getUserPermissionByToken', {}, as(token))).status).not.toBe(401);
    await setLastSeen(u.username, Date.now() - 2 * HOUR - 60_000);
    const r = await t.get('/sys/permission/getUserPermissionByToken', {}, as(token));
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, code: 401 });
    expect(await sessionsOf(u.username)).toEqual([]);
    // Signing in again works.
    const again = await tokenOf(t, u.username, u.password);
    expect((await t.get('/sys/permission/getUserPermissionByToken', {}, as(again))).status).not.toBe(401);
  });

  it('keeps a session used within the idle time, and the 7-day lifetime still applies', async () => {
    const u = await createUser(t, 'idleuser2');
    const token = await tokenOf(t, u.username, u.password);
    await setLastSeen(u.username, Date.now() - 2 * HOUR + 5 * 60_000);
    expect((await t.get('/sys/permission/getUserPermissionByToken', {}, as(token))).status).not.toBe(401);
    const [row] = await sessionsOf(u.username);
    expect(Number(row.last_seen)).toBeGreaterThan(Date.now() - 60_000); // the request marked it seen
    expect(Number(row.expires_at) - Date.now()).toBeGreaterThan(7 * 24 * HOUR - 10 * 60_000);
    await t.db
      .updateTable('sys_session')
      .set({ expires_at: Date.now() - 1 })
      .where('username', '=', u.username)
      .execute();
    expect((await t.get('/sys/permission/getUserPermissionByToken', {}, as(token))).status).toBe(401);
  });
});
