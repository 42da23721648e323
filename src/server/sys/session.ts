// Sessions: a token is 32 random bytes (hex) given to the client once; only its sha256 is stored in
// sys_session, with a 7-day expiry. A session of a frozen or deleted user no longer resolves.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared.ts';
import { nowText } from '../db/time.ts';
import type { SessionUser } from '../plugins/auth.ts';

export const SESSION_TTL_MS = 604_800_000;

/** user_status dictionary: 0 enabled, 1 frozen. */
export const USER_ENABLED = 0;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, user: SessionUser, ip: string | undefined): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const now = Date.now();
  await db.deleteFrom('sys_session').where('expires_at', '<', now).execute();
  await db
    .insertInto('sys_session')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      username: user.username,
      create_time: nowText(),
      expires_at: now + SESSION_TTL_MS,
      ip: ip?.slice(0, 64) ?? null,
    })
    .execute();
  return token;
}

/** The session check of every request, compiled once per database. */
export function sessionResolver(db: Db): (token: string) => Promise<SessionUser | undefined> {
  // Driven by the session's primary key, then the user's: two index lookups whatever the table sizes.
  const find = prepareQuery<SessionUser>(db, 2, (tokenHash, now) =>
    db
      .selectFrom('sys_user')
      .select(['id', 'username', 'realname'])
      .where(
        'id',
        '=',
        db
          .selectFrom('sys_session')
          .select('user_id')
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', now),
      )
      .where('status', '=', USER_ENABLED),
  );
  return async (token) => {
    if (token.length !== 64) return undefined;
    return (await find(hashToken(token), Date.now()))[0];
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sys_session').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sys_session').where('user_id', '=', userId).execute();
}
