// Two app instances on one database. On PostgreSQL a push published on instance A reaches a socket
// connected to instance B (LISTEN/NOTIFY), exactly once; on SQLite the bus is in-process, so only A's
// own sockets get it (one instance is the supported SQLite setup).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { live, openSocket, socketBase, type LiveSocket } from './helpers/live-socket.ts';
import { act, addOrder, orderInState } from './helpers/orders.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const isTopic = (text: string) => live(text)?.cmd === 'topic';

describe.each(DIALECTS)('two instances on %s', (dialect) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let onA: LiveSocket;
  let onB: LiveSocket;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    a = await startTestApp({ dialect, database });
    b = await startTestApp({ dialect, database });
    const me = await a.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    onA = await openSocket(await socketBase(a), me.id as string, a.token);
    onB = await openSocket(await socketBase(b), me.id as string, b.token);
  });
  afterAll(async () => {
    await onA?.close();
    await onB?.close();
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it(
    dialect === 'postgres'
      ? 'a push published on A reaches a socket on B, once'
      : 'a push published on A reaches only the sockets of A',
    async () => {
      // Fixture order in 30 (helpers/orders.ts): its add in 10 pushed, taken here.
      const id = await orderInState(a, 30);
      await onA.next(isTopic, 2_000);
      if (dialect === 'postgres') await onB.next(isTopic, 2_000);
      await act(a, id, 'applyLoading'); // 30 -> 35
      expect(live(await onA.next(isTopic, 2_000))).toMatchObject({ cmd: 'topic' });
      if (dialect === 'postgres') {
        expect(live(await onB.next(isTopic, 2_000))).toMatchObject({ cmd: 'topic' });
        await expect(onB.next(isTopic, 500)).rejects.toThrow(/no matching message/);
        await expect(onA.next(isTopic, 300)).rejects.toThrow(/no matching message/); // not echoed back to A
      } else {
        await expect(onB.next(isTopic, 800)).rejects.toThrow(/no matching message/);
      }
    },
  );

  it(dialect === 'postgres' ? 'and the other way round' : 'B pushes to its own sockets', async () => {
    onA.skip();
    onB.skip();
    const id = await addOrder(b);
    await act(b, id, 'audit'); // 10 -> 20
    expect(live(await onB.next(isTopic, 2_000))).toMatchObject({ cmd: 'topic' });
    if (dialect === 'postgres') expect(live(await onA.next(isTopic, 2_000))).toMatchObject({ cmd: 'topic' });
  });
});
