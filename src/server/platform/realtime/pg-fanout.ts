// Cross-instance delivery on PostgreSQL: every instance LISTENs on one channel with its own client
// and publishes with pg_notify through the app's pool. A notification carries the publishing
// instance's id, so an instance skips its own (it already delivered locally). The same channel carries
// signals ({origin, signal, data}: cache drops, Excel progress) that no socket sees. The listening client
// reconnects after a failure; messages published while it is down are not replayed (clients
// reload their counts on reconnect anyway).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../engine/db/database.ts';
import type { Audience, LiveMessage } from './types.ts';

export const CHANNEL = 'app_realtime';
/** NOTIFY payloads must stay under 8000 bytes; longer message texts are cut. */
const MAX_PAYLOAD = 7_000;
const RECONNECT_MS = 2_000;

interface Envelope {
  origin: string;
  to: Audience;
  message: LiveMessage;
}

/** A signal between instances for the server's own code (no socket sees it). */
interface SignalEnvelope {
  origin: string;
  signal: string;
  data?: unknown;
}

export interface Fanout {
  send(to: Audience, message: LiveMessage): Promise<void>;
  /** Tell the other instances that `name` changed (e.g. drop a cache), with small JSON `data`. */
  signal(name: string, data?: unknown): Promise<void>;
  close(): Promise<void>;
}

type Log = { warn(msg: string): void };

export function envelopeText(origin: string, to: Audience, message: LiveMessage): string {
  let text = JSON.stringify({ origin, to, message } satisfies Envelope);
  if (Buffer.byteLength(text) > MAX_PAYLOAD) {
    const over = Buffer.byteLength(text) - MAX_PAYLOAD;
    const msgTxt = message.msgTxt.slice(0, Math.max(0, message.msgTxt.length - over));
    text = JSON.stringify({ origin, to, message: { cmd: message.cmd, msgTxt } } satisfies Envelope);
  }
  return text;
}

export async function createPgFanout(
  url: string,
  db: Db,
  onRemote: (to: Audience, message: LiveMessage) => void,
  log: Log,
  onSignal: (name: string, data: unknown) => void = () => {},
): Promise<Fanout> {
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    let env: Partial<Envelope & SignalEnvelope>;
    try {
      env = JSON.parse(n.payload) as Partial<Envelope & SignalEnvelope>;
    } catch {
      return;
    }
    if (env.origin === origin) return;
    if (typeof env.signal === 'string') onSignal(env.signal, env.data);
    else if (env.message && env.to !== undefined) onRemote(env.to, env.message);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', onNotification);
    c.on('error', (err) => {
      log.warn(`realtime LISTEN connection failed: ${err.message}`);
      drop(c);
    });
    c.on('end', () => drop(c));
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (closed) return;
      connect().catch((err: Error) => {
        log.warn(`realtime LISTEN reconnect failed: ${err.message}`);
        reconnectLater();
      });
    }, RECONNECT_MS);
    timer.unref();
  };
  /** The current listening client failed or ended: let it go and connect again shortly. */
  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    reconnectLater();
  };

  await connect();
  return {
    async send(to, message) {
      await sql`select pg_notify(${CHANNEL}, ${envelopeText(origin, to, message)})`.execute(db);
    },
    async signal(name, data) {
      const text = JSON.stringify({ origin, signal: name, data } satisfies SignalEnvelope);
      if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error(`signal ${name} is too long`);
      await sql`select pg_notify(${CHANNEL}, ${text})`.execute(db);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => {});
    },
  };
}
