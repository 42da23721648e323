// What travels over the live connection (spec 001 §3 "Live message") and whom it is for.

/** A message to the browser: `topic` (business counts changed) or `user` (something for this user). */
export interface LiveMessage {
  cmd: 'topic' | 'user';
  msgTxt: string;
  /** Optional extras (e.g. the announcement id); the client reloads on cmd alone. */
  [key: string]: unknown;
}

/**
 * Who receives a message: every connected user (`'all'`), one user id, a list of user ids, or the
 * users of a tenant (optionally only those holding a permission code, e.g. `wl:order:list`).
 */
export type Audience = 'all' | string | string[] | { tenantId: number; permission?: string };

/** The text a client sends to keep the connection alive, and the server's answer (spec 001 §9). */
export const HEARTBEAT = 'HeartBeat';
