// A token dies at once on logout, freeze and force-logout; the online-user list shows live sessions
// without their tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/platform/sys/session.ts';
import { DIALECTS } from './helpers/databases.ts';
import { as, createUser, tokenOf } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface OnlineRow {
  id: string;
  userId: string;
  username: string;
  realname: string | null;
  ip: string;
  loginTime: string;
  lastSeen: string;
  current: boolean;
}

describe.each(DIALECTS)('session revocation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  const status = async (token: string) => (await t.get('/sys/online/list', {}, as(token))).status;

  it('logout ends only that session and writes a log row', async () => {
    const u = await createUser(t, 'leaver');
    const a = await tokenOf(t, u.username, u.password);
    const b = await tokenOf(t, u.username, u.password);
    const out = await t.post('/sys/logout', {}, as(a));
    expect(out.status).toBe(200);
    expect(await status(a)).toBe(401);
    expect(await status(b)).not.toBe(401);
    const logs = await t.db.selectFrom('sys_log').select('log_content').where('userid', '=', 'leaver').execute();
    expect(logs.map((l) => l.log_content)).toContain('用户名: leaver,退出成功！');
  });

  it('frozenBatch freezes (sessions end, sign-in refused) and unfreezes without reviving old tokens', async () => {
    const u1 = await createUser(t, 'frosty1');
    const u2 = await createUser(t, 'frosty2');
    const k1 = await tokenOf(t, u1.username, u1.password);
    const k2 = await tokenOf(t, u2.username, u2.password);
    const unknown = await t.put('/sys/user/frozenBatch', { ids: `${u1.id},nope`, status: 1 });
    expect(unknown.status).toBe(404);
    expect(await status(k1)).not.toBe(401);

    const r = await t.put('/sys/user/frozenBatch', { ids: `${u1.id},${u2.id}`, status: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('冻结成功');
    expect(await status(k1)).toBe(401);
    expect(await status(k2)).toBe(401);
    const refused = await t.login(u1.username, u1.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('该用户已冻结');

    expect((await t.put('/sys/user/frozenBatch', { ids: u1.id, status: 0 })).status).toBe(200);
    expect(await status(k1)).toBe(401);
    expect((await t.login(u1.username, u1.password)).status).toBe(200);
    const row = await t.db
      .selectFrom('sys_user')
      .select(['status', 'version'])
      .where('id', '=', u2.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, version: 2 });
    // Through the engine's edit stages: a data-log row per user frozen, with the old row.
    const logs = await t.db
      .selectFrom('sys_data_log')
      .select(['old_data', 'new_data'])
      .where('data_id', '=', u2.id)
      .where('op', '=', 'edit')
      .execute();
    expect(logs.map((l) => [JSON.parse(String(l.old_data)).status, JSON.parse(String(l.new_data)).status])).toEqual([
      [0, 1],
    ]);
  });

  it('frozenBatch refuses to freeze the caller and bad input', async () => {
    const me = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const self = await t.put('/sys/user/frozenBatch', { ids: me.id, status: 1 });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('不能冻结当前登录的用户');
    expect((await t.put('/sys/user/frozenBatch', { ids: me.id, status: 2 })).status).toBe(400);
    expect((await t.put('/sys/user/frozenBatch', { ids: ',,', status: 1 })).status).toBe(400);
    expect(await status(t.token)).not.toBe(401);
  });

  it('lists live sessions without tokens, and force-logout ends one at once', async () => {
    const u = await createUser(t, 'watched');
    const token = await tokenOf(t, u.username, u.password);
    const page = await t.get<{ records: OnlineRow[]; total: number; current: number; size: number }>(
      '/sys/online/list',
      { username: 'watched', pageNo: 1, pageSize: 10 },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.result).toMatchObject({ total: 1, current: 1, size: 10 });
    const row = page.body.result.records[0];
    expect(row).toMatchObject({ userId: u.id, username: 'watched', realname: 'watched real', current: false });
    expect(row.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.lastSeen).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(row).sort()).toEqual([
      'current',
      'id',
      'ip',
      'lastSeen',
      'loginTime',
      'realname',
      'userId',
      'username',
    ]);
    expect(JSON.stringify(page.body)).not.toContain(token);

    const mine = await t.get<{ records: OnlineRow[] }>('/sys/online/list', { username: 'admin' });
    expect(mine.body.result.records.some((r) => r.current)).toBe(true);
    expect((await t.get('/sys/online/list', { pageSize: 0 })).status).toBe(400);

    const missing = await t.post('/sys/online/forceLogout', { id: 'no-such-session' });
    expect(missing.status).toBe(404);
    expect(await status(token)).not.toBe(401);
    const r = await t.post('/sys/online/forceLogout', { id: row.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await status(token)).toBe(401);
    const after = await t.get<{ total: number }>('/sys/online/list', { username: 'watched' });
    expect(after.body.result.total).toBe(0);
  });

  it('a session in use ends at once when another connection deletes it or freezes its user', async () => {
    // t.db is a connection of its own: on SQLite the server keeps resolved sessions until the database
    // changes, and a commit by any other connection (another process, a restore) is such a change.
    const u = await createUser(t, 'elsewhere');
    const a = await tokenOf(t, u.username, u.password);
    const b = await tokenOf(t, u.username, u.password);
    for (let i = 0; i < 3; i++) expect(await status(a)).not.toBe(401);
    expect(await status(b)).not.toBe(401);
    await t.db.deleteFrom('sys_session').where('user_id', '=', u.id).where('token_hash', '=', hashToken(a)).execute();
    expect(await status(a)).toBe(401);
    expect(await status(b)).not.toBe(401);
    await t.db.updateTable('sys_user').set({ status: 1 }).where('id', '=', u.id).execute();
    expect(await status(b)).toBe(401);
  });

  it('reads the token only from the X-Access-Token header', async () => {
    expect((await t.get('/sys/online/list', { token: t.token }, { 'x-access-token': '' })).status).toBe(401);
    expect(
      (await t.get('/sys/online/list', {}, { 'x-access-token': '', authorization: `Bearer ${t.token}` })).status,
    ).toBe(401);
  });
});
