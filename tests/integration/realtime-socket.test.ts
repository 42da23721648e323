// The live connection {API_BASE}/websocket/{userId} over a real socket (docs/architecture.md#realtime): the token
// is the sub-protocol; the upgrade is refused without one, with a dead one and with another user's;
// a HeartBeat text is answered; a socket whose session ended is closed at its next heartbeat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { openSocket, refusal, socketBase } from './helpers/live-socket.ts';
import { createUser, tokenOf } from './helpers/session-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('the live connection on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    base = await socketBase(t);
    const me = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminId = me.id as string;
  });
  afterAll(async () => t?.close());

  it('opens with the own token as sub-protocol and echoes it', async () => {
    const s = await openSocket(base, adminId, t.token);
    expect(s.ws.protocol).toBe(t.token);
    await s.close();
  });

  it('refuses a missing or dead token with 401', async () => {
    expect(await refusal(base, adminId)).toBe(401);
    expect(await refusal(base, adminId, 'a'.repeat(64))).toBe(401);
  });

  it('refuses a token of another user id with 403', async () => {
    const other = await createUser(t, 'wsother');
    const otherToken = await tokenOf(t, other.username, other.password);
    expect(await refusal(base, adminId, otherToken)).toBe(403);
    expect(await refusal(base, other.id, t.token)).toBe(403);
    const own = await openSocket(base, other.id, otherToken);
    await own.close();
  });

  it('answers HeartBeat with HeartBeat', async () => {
    const s = await openSocket(base, adminId, t.token);
    s.ws.send('HeartBeat');
    expect(await s.next()).toBe('HeartBeat');
    s.ws.send('HeartBeat');
    expect(await s.next()).toBe('HeartBeat');
    await s.close();
  });

  it('closes a socket at its next heartbeat once the session ended', async () => {
    const user = await createUser(t, 'wsleaver');
    const token = await tokenOf(t, user.username, user.password);
    const s = await openSocket(base, user.id, token);
    s.ws.send('HeartBeat');
    expect(await s.next()).toBe('HeartBeat');
    const out = await t.post('/sys/logout', {}, { 'x-access-token': token });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    s.ws.send('HeartBeat');
    expect(await s.closed).toBe(1008);
    expect(await refusal(base, user.id, token)).toBe(401);
  });
});
