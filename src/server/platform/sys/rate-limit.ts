// Fixed-window request counters kept in the database (sys_rate_limit), not in process memory, so
// several instances behind one load balancer share the count. One atomic upsert per counted request
// (INSERT ... ON CONFLICT DO UPDATE ... RETURNING on both SQLite and PostgreSQL); only the public
// sign-in routes are counted, so the extra write is cheap. No new package: @fastify/rate-limit keeps
// its counters in memory unless given Redis, which this product does not run.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../engine/db/database.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export type RateLimitName = 'login' | 'phoneLogin' | 'randomImage' | 'register' | 'sms' | 'smsPerMobile';
export type RateLimits = Record<RateLimitName, Limit>;

const MINUTE = 60_000;

/** Per client IP (smsPerMobile: per mobile number) in each window. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 30, windowMs: MINUTE },
  phoneLogin: { max: 30, windowMs: MINUTE },
  randomImage: { max: 60, windowMs: MINUTE },
  register: { max: 10, windowMs: MINUTE },
  sms: { max: 10, windowMs: MINUTE },
  smsPerMobile: { max: 10, windowMs: 60 * MINUTE },
};

export function tooMany(retryMs: number): HttpError {
  const s = Math.max(1, Math.ceil(retryMs / 1000));
  return new HttpError(429, t(`请求过于频繁，请${s}秒后再试`, `Too many requests, please try again in ${s} s`));
}

/** Count one hit on `key`; throws 429 once the window holds more than `limit.max` hits. */
export async function hit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const stale = now - limit.windowMs;
  const restart = sql<boolean>`sys_rate_limit.window_start <= ${stale}`;
  const row = await db
    .insertInto('sys_rate_limit')
    .values({ rate_key: key.slice(0, 128), window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('rate_key').doUpdateSet({
        hits: sql`case when ${restart} then 1 else sys_rate_limit.hits + 1 end`,
        window_start: sql`case when ${restart} then cast(${now} as bigint) else sys_rate_limit.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  if (Number(row.hits) > limit.max) throw tooMany(Number(row.window_start) + limit.windowMs - now);
}

/** Forget counters whose window ended long ago (called now and then, not on every hit). */
export async function sweepRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sys_rate_limit')
    .where('window_start', '<', now - 24 * 60 * MINUTE)
    .execute();
}

/** A route hook counting requests per client IP under `name`. */
export function limitByIp(db: Db, limits: RateLimits, name: Exclude<RateLimitName, 'smsPerMobile'>) {
  let lastSweep = 0;
  return async (request: FastifyRequest) => {
    const now = Date.now();
    if (now - lastSweep > 10 * MINUTE) {
      lastSweep = now;
      await sweepRateLimits(db, now);
    }
    await hit(db, `${name}:${request.ip}`, limits[name], now);
  };
}
