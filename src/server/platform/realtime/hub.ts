// The sockets connected to this instance, by user id, and local delivery of a message to an audience.
// Tenant and permission audiences are resolved per connected user by the gate (the permission service).
import type { Audience, LiveMessage } from './types.ts';

export interface Connection {
  userId: string;
  send(text: string): void;
}

/** May this user receive a message for this tenant (and permission code, when given)? */
export type Gate = (userId: string, tenantId: number, permission?: string) => Promise<boolean>;

export interface Hub {
  add(conn: Connection): void;
  remove(conn: Connection): void;
  /** Connections of one user (all users when no id). */
  count(userId?: string): number;
  /** Ids of the users with a connection to this instance. */
  userIds(): string[];
  /** Send to the matching local connections; resolves to how many got it. */
  deliver(to: Audience, message: LiveMessage): Promise<number>;
}

export function createHub(gate: Gate, onGateError: (err: unknown) => void = () => {}): Hub {
  const byUser = new Map<string, Set<Connection>>();

  const recipients = async (to: Audience): Promise<string[]> => {
    if (to === 'all') return [...byUser.keys()];
    if (typeof to === 'string') return byUser.has(to) ? [to] : [];
    if (Array.isArray(to)) return [...new Set(to)].filter((id) => byUser.has(id));
    const users = [...byUser.keys()];
    const allowed = await Promise.all(
      users.map((id) =>
        gate(id, to.tenantId, to.permission).catch((err: unknown) => {
          onGateError(err);
          return false;
        }),
      ),
    );
    return users.filter((_, i) => allowed[i]);
  };

  return {
    add(conn) {
      let set = byUser.get(conn.userId);
      if (!set) byUser.set(conn.userId, (set = new Set()));
      set.add(conn);
    },
    remove(conn) {
      const set = byUser.get(conn.userId);
      if (!set) return;
      set.delete(conn);
      if (set.size === 0) byUser.delete(conn.userId);
    },
    count(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    userIds() {
      return [...byUser.keys()];
    },
    async deliver(to, message) {
      const text = JSON.stringify(message);
      let n = 0;
      for (const id of await recipients(to)) {
        for (const conn of byUser.get(id) ?? []) {
          conn.send(text);
          n += 1;
        }
      }
      return n;
    },
  };
}
