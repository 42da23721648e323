// Live pushes over real sockets: a freight order entering or leaving states 10, 35 or 55 (add in 10,
// a workflow action, delete) sends {cmd: 'topic'} to the connected users of its tenant holding
// wl:order:list, after the commit; other moves, failed writes, users without the code and other
// tenants get nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { live, openSocket, socketBase, type LiveSocket } from './helpers/live-socket.ts';
import { act, addOrder, moveOrder, orderCounts, orderInState } from './helpers/orders.ts';
import { userWith, type PermUser } from './helpers/permission-users.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const isTopic = (text: string) => live(text)?.cmd === 'topic';
const QUIET_MS = 400;

/** Nothing matching arrives within QUIET_MS. */
async function quiet(s: LiveSocket): Promise<void> {
  await expect(s.next(isTopic, QUIET_MS)).rejects.toThrow(/no matching message/);
}

describe.each(DIALECTS)('order pushes on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let viewer: PermUser;
  let outsider: PermUser;
  let admin: LiveSocket;
  let viewerSocket: LiveSocket;
  let outsiderSocket: LiveSocket;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    base = await socketBase(t);
    const me = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    viewer = await userWith(t, ['wl:order:list']);
    outsider = await userWith(t, ['wl:site:list']);
    admin = await openSocket(base, me.id as string, t.token);
    viewerSocket = await openSocket(base, viewer.id, viewer.token);
    outsiderSocket = await openSocket(base, outsider.id, outsider.token);
  });
  afterAll(async () => {
    for (const s of [admin, viewerSocket, outsiderSocket]) await s?.close();
    await t?.close();
  });

  /** Fixture order in `state` (helpers/orders.ts): its add in 10 pushes to both viewers, taken here. */
  async function fixtureOrder(state: number): Promise<string> {
    const id = await orderInState(t, state);
    await admin.next(isTopic);
    await viewerSocket.next(isTopic);
    return id;
  }

  it('an order moved to 35 reaches the connected order viewers within 2 s, not the others', async () => {
    const id = await fixtureOrder(30);
    await quiet(admin);
    const started = Date.now();
    await act(t, id, 'applyLoading');
    const message = live(await admin.next(isTopic, 2_000));
    const elapsed = Date.now() - started;
    expect(message).toMatchObject({ cmd: 'topic' });
    expect(typeof message?.msgTxt).toBe('string');
    expect(elapsed).toBeLessThan(2_000);
    await viewerSocket.next(isTopic, 2_000);
    await quiet(outsiderSocket);
    // The pushed state is committed: a reload after the message sees it.
    expect((await orderCounts(t)).loadVehicles).toBe(1);
  });

  it('pushes when an order leaves a counted state, on add and on delete, and not for other moves', async () => {
    const id = await addOrder(t); // enters 10
    await admin.next(isTopic);
    await act(t, id, 'audit'); // leaves 10
    await admin.next(isTopic);
    expect(await moveOrder(t, id, 30)).toEqual(['accept', 'depart']);
    await quiet(admin);
    await act(t, id, 'applyLoading'); // enters 35
    await admin.next(isTopic);
    await act(t, id, 'approveLoading'); // leaves 35
    await admin.next(isTopic);
    await act(t, id, 'loaded');
    await quiet(admin);
    await act(t, id, 'applyUnloading'); // enters 55
    await admin.next(isTopic);
    await act(t, id, 'approveUnloading'); // leaves 55
    await admin.next(isTopic);
    await act(t, id, 'unloaded');
    await quiet(admin);
    const fresh = await addOrder(t);
    await admin.next(isTopic);
    const del = await t.del('/wl/order/delete', { id: fresh });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    await admin.next(isTopic);
  });

  it('sends nothing for a write that failed', async () => {
    const id = await fixtureOrder(30);
    await quiet(admin);
    const stale = await t.post('/wl/order/action/applyLoading', { id, version: 99, pickupCode: 'P-1' });
    expect(stale.status).toBe(409);
    await quiet(admin);
    const edit = await t.put('/wl/order/edit', { id, version: 1, orderState: 35 });
    expect(edit.status).toBe(422); // the status changes only through its actions
    await quiet(admin);
  });

  it('reaches only the users of the order tenant', async () => {
    await addTenantMember(t, 'admin', 9);
    admin.skip();
    viewerSocket.skip();
    await addOrder(t, { 'tenant-id': '9' });
    await admin.next(isTopic);
    await quiet(viewerSocket);
  });
});
