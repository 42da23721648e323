// 1,000 live sockets on one instance: users created through the API as the admin (the server allows
// 20 sockets per user), each signed in once, each session opening its share of sockets with the
// browser's protocol (tests/integration/helpers/live-socket.ts). Then one announcement to all users
// is released and the time from sending the release to each socket's receipt of it is recorded.
import { Client } from '../load/client.ts';
import { openSocket, type LiveSocket } from '../../integration/helpers/live-socket.ts';

export interface SocketUser {
  id: string;
  token: string;
}

/** Create `count` users (`bench_ws_<i>`) as the admin and sign each in once. */
export async function createUsers(admin: Client, base: string, secret: string, count: number) {
  const users: SocketUser[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench_ws_${i}`;
    const password = `${username}Pw2026`;
    const added = await admin.call('POST', '/sys/user/add', '', { username, realname: username, password, status: 0 });
    const id = (added.body.result as { id?: string } | undefined)?.id;
    if (added.status !== 200 || !id)
      throw new Error(`adding ${username} answered ${added.status}: ${added.body.message}`);
    const client = new Client(base, secret);
    await client.signIn(username, password);
    client.close();
    users.push({ id, token: client.token });
  }
  return users;
}

/** `total` sockets spread round-robin over the users, opened `batch` at a time. */
export async function openSockets(wsBase: string, users: SocketUser[], total: number, batch = 50) {
  const wanted = Array.from({ length: total }, (_, i) => users[i % users.length]);
  const sockets: LiveSocket[] = [];
  for (let i = 0; i < wanted.length; i += batch) {
    const opened = await Promise.all(wanted.slice(i, i + batch).map((u) => openSocket(wsBase, u.id, u.token)));
    sockets.push(...opened);
  }
  return sockets;
}

export interface Broadcast {
  /** Per socket that got it: ms from sending the release to the receipt. */
  latencies: number[];
  /** Sockets that had not got it when the wait ended. */
  missing: number;
  /** ms the release request took to answer. */
  releaseMs: number;
}

/** Add an announcement to all users, release it, and time its arrival on every socket. */
export async function broadcast(admin: Client, sockets: LiveSocket[], waitMs = 10_000): Promise<Broadcast> {
  const added = await admin.call('POST', '/sys/annountCement/add', '', {
    title: `Bench broadcast ${Date.now()}`,
    msgCategory: '1',
    msgType: 'ALL',
    sendType: 'system',
    priority: 'H',
    content: '<p>Bench</p>',
  });
  const anntId = (added.body.result as { id?: string } | undefined)?.id;
  if (added.status !== 200 || !anntId) throw new Error(`adding the announcement answered ${added.status}`);
  const latencies: number[] = [];
  let t0 = 0;
  let allIn!: () => void;
  const done = new Promise<void>((resolve) => (allIn = resolve));
  for (const s of sockets) {
    const onMessage = (data: Buffer, isBinary: boolean) => {
      if (isBinary || !data.toString().includes(anntId)) return;
      latencies.push(performance.now() - t0);
      s.ws.off('message', onMessage);
      if (latencies.length === sockets.length) allIn();
    };
    s.ws.on('message', onMessage);
  }
  t0 = performance.now();
  const released = await admin.call('GET', '/sys/annountCement/doReleaseData', `id=${anntId}`);
  const releaseMs = performance.now() - t0;
  if (released.status !== 200) throw new Error(`release answered ${released.status}: ${released.body.message}`);
  const timer = new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref());
  await Promise.race([done, timer]);
  return { latencies, missing: sockets.length - latencies.length, releaseMs };
}
