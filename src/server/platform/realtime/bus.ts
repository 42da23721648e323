// The one message bus of the app (docs/architecture.md#realtime): publish(audience, message) delivers to the
// matching sockets of this instance at once and, on PostgreSQL, to every other instance through
// LISTEN/NOTIFY (pg-fanout.ts). Publishing never throws: a failed fan-out is logged. `signals` carries
// notes for the other instances' code (cache drops, Excel progress) over the same channel.
import type { Db, Dialect } from '../../engine/db/database.ts';
import type { Signals } from '../../engine/db/signals.ts';
import { createHub, type Gate, type Hub } from './hub.ts';
import { createPgFanout, type Fanout } from './pg-fanout.ts';
import type { Audience, LiveMessage } from './types.ts';

export interface Realtime {
  hub: Hub;
  /** Send to the audience on every instance; resolves once handed to the local sockets and to PostgreSQL. */
  publish(to: Audience, message: LiveMessage): Promise<void>;
  /** Signals between instances (cache invalidation); on SQLite there are no other instances. */
  signals: Signals;
  close(): Promise<void>;
}

export type { Signals };

export interface RealtimeOptions {
  gate: Gate;
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL connection URL (a LISTEN client of its own); none on SQLite. */
  pgUrl?: string;
  log: { warn(msg: string): void };
}

export async function createRealtime(opts: RealtimeOptions): Promise<Realtime> {
  const { log } = opts;
  const warn = (what: string) => (err: unknown) => log.warn(`${what}: ${(err as Error)?.message ?? err}`);
  const hub = createHub(opts.gate, warn('realtime audience check failed'));
  const local = (to: Audience, message: LiveMessage) =>
    hub.deliver(to, message).then(
      () => undefined,
      (err: unknown) => warn('realtime delivery failed')(err),
    );
  const handlers = new Map<string, ((data: unknown) => void)[]>();
  const onSignal = (name: string, data: unknown) => {
    for (const h of handlers.get(name) ?? []) {
      try {
        h(data);
      } catch (err) {
        warn(`realtime signal ${name} handler failed`)(err);
      }
    }
  };
  let fanout: Fanout | undefined;
  if (opts.dialect === 'postgres' && opts.pgUrl) {
    fanout = await createPgFanout(opts.pgUrl, opts.db, (to, message) => void local(to, message), log, onSignal);
  }
  const signals: Signals = {
    send(name, data) {
      fanout?.signal(name, data).catch(warn(`realtime signal ${name} failed`));
    },
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      return () =>
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== handler),
        );
    },
  };
  return {
    hub,
    async publish(to, message) {
      await Promise.all([local(to, message), fanout?.send(to, message).catch(warn('realtime NOTIFY failed'))]);
    },
    signals,
    async close() {
      await fanout?.close();
    },
  };
}
