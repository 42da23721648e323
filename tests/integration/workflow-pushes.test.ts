// A workflow action reports its write through hooks.recorded as an edit does, so the live order
// pushes of src/server/platform/notice fire for a freight order entering a counted state through an action,
// and a refused action pushes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { live, openSocket, socketBase, type LiveSocket } from './helpers/live-socket.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { act, column, orderIn, storedOrder } from './helpers/workflow.ts';

const isTopic = (text: string) => live(text)?.cmd === 'topic';

describe.each(DIALECTS)('workflow pushes on %s', (dialect) => {
  let t: TestApp;
  let admin: LiveSocket;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const me = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    admin = await openSocket(await socketBase(t), me.id as string, t.token);
  });
  afterAll(async () => {
    await admin?.close();
    await t?.close();
  });

  it('pushes when an action moves an order into 35, not when it is refused', async () => {
    const id = await orderIn(t, 30);
    await admin.next(isTopic, 2_000); // the add itself: a new order waits for audit (10)
    const refused = await act(t, 'approveLoading', id);
    expect(refused.status).toBe(422);
    await expect(admin.next(isTopic, 400)).rejects.toThrow(/no matching message/);
    const code = (await storedOrder(t, id))[column('pickupCode')]; // the code the order was given on add
    const r = await act(t, 'applyLoading', id, { pickupCode: code });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(live(await admin.next(isTopic, 2_000))).toMatchObject({ cmd: 'topic' });
  });
});
