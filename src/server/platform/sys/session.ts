// Sessions: a token is 32 random bytes (hex) given to the client once; only its sha256 is stored in
// sys_session, with a 7-day expiry and a public id (for the online-user list and force-logout). A
// session with no request for the idle time (SESSION_IDLE_HOURS, default 8 hours) ends too: it is
// deleted when next presented. A session of a frozen or deleted user no longer resolves; revocation deletes rows, so a token is dead
// on the very next request, on every instance.
//
// On SQLite a resolved session is kept in memory while the database's change stamp stays the same
// (db/change-stamp.ts): any write at all, by this process or another, drops every kept session, so a
// revocation, freeze or password change still takes effect on the next request. On PostgreSQL (other
// instances write unseen) every request asks the database.
import { createHash, randomBytes } from 'node:crypto';
import { changeStampOf, type ChangeStamp } from '../../engine/db/change-stamp.ts';
import type { Db } from '../../engine/db/database.ts';
import { prepareQuery } from '../../engine/db/prepared.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import type { SessionUser } from '../../engine/plugins/auth.ts';

declare module '../../engine/plugins/auth.ts' {
  interface SessionUser {
    /** Set after a password reset: only updatePassword and logout are allowed (see password-routes.ts). */
    mustChangePassword?: boolean;
    /** The user's current department code (sys_user.org_code), for data rules. */
    orgCode?: string | null;
    /** Public id of this session (sys_session.id). */
    sessionId?: string;
  }
}

export const SESSION_TTL_MS = 604_800_000;
/** Default idle time after which a session ends (config SESSION_IDLE_HOURS). */
export const SESSION_IDLE_MS = 8 * 3_600_000;
/** last_seen is refreshed at most this often (less for a short idle time), so a busy session costs one write a minute. */
const LAST_SEEN_STEP_MS = 60_000;
/** Most sessions kept in memory between two writes (SQLite); past it the oldest go first. */
const MAX_KEPT_SESSIONS = 10_000;

/** user_status dictionary: 0 enabled, 1 frozen. */
export const USER_ENABLED = 0;
export const USER_FROZEN = 1;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  token: string;
  id: string;
}

export async function createSession(
  db: Db,
  user: { id: string; username: string },
  ip: string | undefined,
): Promise<NewSession> {
  const token = randomBytes(32).toString('hex');
  const id = uuidv7();
  const now = Date.now();
  await db.deleteFrom('sys_session').where('expires_at', '<', now).execute();
  await db
    .insertInto('sys_session')
    .values({
      token_hash: hashToken(token),
      id,
      user_id: user.id,
      username: user.username,
      create_time: nowText(),
      expires_at: now + SESSION_TTL_MS,
      last_seen: now,
      ip: ip?.slice(0, 64) ?? null,
    })
    .execute();
  return { token, id };
}

interface ResolvedRow {
  id: string;
  username: string;
  realname: string | null;
  org_code: string | null;
  must_change_password: boolean | number | null;
  session_id: string | null;
  last_seen: number | string | null;
  expires_at: number | string;
}

interface Kept {
  user: SessionUser;
  expiresAt: number;
  lastSeen: number;
}

/**
 * The session check of every request, compiled once per database. `stamp` (the database's change
 * stamp by default; none on PostgreSQL) decides how long a resolved session may be kept; `idleMs`
 * (default 8 hours) is how long a session may go without a request.
 */
export function sessionResolver(
  db: Db,
  stamp: ChangeStamp | undefined = changeStampOf(db),
  { idleMs = SESSION_IDLE_MS }: { idleMs?: number } = {},
): (token: string) => Promise<SessionUser | undefined> {
  // A session in use is marked seen well within its idle time, whatever that is.
  const seenStep = Math.min(LAST_SEEN_STEP_MS, Math.floor(idleMs / 4));
  // Driven by the session's primary key, then the user's: two index lookups whatever the table sizes.
  const find = prepareQuery<ResolvedRow>(db, 2, (tokenHash, now) =>
    db
      .selectFrom('sys_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select([
        'u.id',
        'u.username',
        'u.realname',
        'u.org_code',
        'u.must_change_password',
        's.id as session_id',
        's.last_seen',
        's.expires_at',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now)
      .where('u.status', '=', USER_ENABLED),
  );
  // Kept sessions by token, all read at `keptAt`; a different stamp empties the map first.
  const kept = new Map<string, Kept>();
  let keptAt: number | undefined;
  return async (token) => {
    if (token.length !== 64) return undefined;
    const now = Date.now();
    const before = stamp?.();
    if (before !== keptAt) {
      kept.clear();
      keptAt = before;
    }
    const hit = kept.get(token);
    if (hit && hit.expiresAt > now && hit.lastSeen >= now - seenStep) return { ...hit.user };
    const hash = hashToken(token);
    const row = (await find(hash, now))[0];
    if (!row) return undefined;
    // Idle too long: the session ends here (deleted, so the online list drops it too).
    if (row.last_seen !== null && Number(row.last_seen) <= now - idleMs) {
      kept.delete(token);
      await db.deleteFrom('sys_session').where('token_hash', '=', hash).execute();
      return undefined;
    }
    const user: SessionUser = {
      id: row.id,
      username: row.username,
      realname: row.realname,
      orgCode: row.org_code,
      mustChangePassword: row.must_change_password === true || row.must_change_password === 1,
      ...(row.session_id ? { sessionId: row.session_id } : {}),
    };
    let lastSeen = Number(row.last_seen ?? 0);
    if (lastSeen < now - seenStep) {
      await db.updateTable('sys_session').set({ last_seen: now }).where('token_hash', '=', hash).execute();
      lastSeen = now;
    }
    // Kept only when nothing changed while it was read (the stamp taken before the read still holds).
    if (before !== undefined && stamp?.() === before) {
      if (kept.size >= MAX_KEPT_SESSIONS) kept.delete(kept.keys().next().value!);
      kept.set(token, { user, expiresAt: Number(row.expires_at), lastSeen });
    }
    return { ...user };
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sys_session').where('token_hash', '=', hashToken(token)).execute();
}

/** End every session of a user at once (password change, freeze, reset). Other modules call this. */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const r = await db.deleteFrom('sys_session').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** End one session by its public id (force-logout); true when it existed. */
export async function revokeSessionById(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('sys_session').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
