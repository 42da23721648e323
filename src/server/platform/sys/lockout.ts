// Account lock-out (docs/decisions.md#20-sessions-and-sign-in): LOCK_AFTER failed sign-ins of one username within
// FAILURE_WINDOW_MS lock it for LOCK_MS, whatever the password afterwards. Failures are counted for
// unknown usernames too, so the answers do not tell which accounts exist. Kept in sys_login_failure
// (shared by every instance); a successful sign-in clears the count.
import { sql } from 'kysely';
import type { Db } from '../../engine/db/database.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const LOCK_AFTER = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export function lockedError(remainingMs: number): HttpError {
  const m = minutesLeft(remainingMs);
  return new HttpError(
    429,
    t(
      `登录失败次数过多，账号已锁定，请${m}分钟后再试`,
      `Too many failed sign-ins: the account is locked, try again in ${m} min`,
    ),
  );
}

const key = (username: string) => username.toLowerCase().slice(0, 64);

/** Throws 429 with the remaining time while `username` is locked. */
export async function assertNotLocked(db: Db, username: string, now = Date.now()): Promise<void> {
  const row = await db
    .selectFrom('sys_login_failure')
    .select('locked_until')
    .where('username', '=', key(username))
    .executeTakeFirst();
  const until = row?.locked_until === null || row?.locked_until === undefined ? 0 : Number(row.locked_until);
  if (until > now) throw lockedError(until - now);
}

/**
 * Record one failure and throw the answer: 400 with the attempts left, or 429 when this failure
 * locks the account. `wrong` is the message of the failure itself (e.g. wrong username or password).
 */
export async function failSignIn(db: Db, username: string, wrong: { zh: string; en: string }, now = Date.now()) {
  const stale = now - FAILURE_WINDOW_MS;
  const restart = sql<boolean>`sys_login_failure.first_fail_at <= ${stale}`;
  const row = await db
    .insertInto('sys_login_failure')
    .values({ username: key(username), fail_count: 1, first_fail_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        fail_count: sql`case when ${restart} then 1 else sys_login_failure.fail_count + 1 end`,
        first_fail_at: sql`case when ${restart} then cast(${now} as bigint) else sys_login_failure.first_fail_at end`,
      }),
    )
    .returning('fail_count')
    .executeTakeFirstOrThrow();
  const count = Number(row.fail_count);
  if (count >= LOCK_AFTER) {
    // Start afresh after the lock: the next window counts from zero.
    await db
      .updateTable('sys_login_failure')
      .set({ locked_until: now + LOCK_MS, fail_count: 0, first_fail_at: now })
      .where('username', '=', key(username))
      .execute();
    throw lockedError(LOCK_MS);
  }
  const left = LOCK_AFTER - count;
  throw badRequest(
    t(
      `${wrong.zh}，再失败${left}次账号将被锁定${LOCK_MS / 60_000}分钟`,
      `${wrong.en}; ${left} more failure(s) lock the account for ${LOCK_MS / 60_000} min`,
    ),
  );
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('sys_login_failure').where('username', '=', key(username)).execute();
}
