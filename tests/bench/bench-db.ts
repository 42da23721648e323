// Set-up shared by the benches that run on SQLite and PostgreSQL (deep-page-bench.ts, total-bench.ts):
// the app's config for a database, a fresh PostgreSQL database dropped afterwards, wl_site rows seeded
// on PostgreSQL in one INSERT … SELECT generate_series (the same rows as seed-sites.ts writes on SQLite,
// but for parents and ids), and the admin signed in with the browser's X-Sign/X-TIMESTAMP.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { computeSign } from '../../runtime/http/sign.ts';
import { loadConfig, type DatabaseConfig } from '../../src/server/config/config.ts';

export const BENCH_ADMIN = { username: 'admin', password: 'Bench#2026' };

/** The app's config for a bench on `database` (admin password set, captcha off). */
export function benchConfig(database: DatabaseConfig) {
  return {
    ...loadConfig({ ADMIN_PASSWORD: BENCH_ADMIN.password, CAPTCHA: 'off', NODE_ENV: 'test' }),
    database,
  };
}

/** Runs `fn` on a fresh database of the server at `pgUrl`, dropped afterwards (even on failure). */
export async function withFreshPgDatabase<T>(pgUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      return await fn(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * `count` wl_site rows of tenant 0 in one statement, then ANALYZE: type i % 4, mode i % 2, create
 * times one minute apart from 2025-01-01, no parents.
 */
export async function seedSitesPg(url: string, count: number): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      `insert into wl_site (id, site_name, parent_id, type, site_mode, area, person, person_phone,
         site_receive_fee_type, site_receive_fee, create_by, create_time, tenant_id, version)
       select md5(i::text)::uuid::text, 'Site ' || lpad(i::text, 6, '0'), null, i % 4, i % 2,
         'Zhejiang/Hangzhou', 'Person ' || (i % 500), '13812345678', 0, (i % 1000) * 10, 'admin',
         timestamp '2025-01-01' + i * interval '1 minute', 0, 1
       from generate_series(0, $1::int - 1) i`,
      [count],
    );
    await c.query('analyze wl_site');
  } finally {
    await c.end();
  }
}

export interface SignedIn {
  token: string;
  /** X-Sign and X-TIMESTAMP for a request with this query (and body), as the browser sends them. */
  signed: (query: Record<string, unknown>, body?: unknown) => Record<string, string>;
}

/** Signs the bench admin in through the login route. */
export async function signInAdmin(app: FastifyInstance, signSecret: string): Promise<SignedIn> {
  const signed = (query: Record<string, unknown>, body?: unknown) => ({
    'x-sign': computeSign(query, body, signSecret),
    'x-timestamp': String(Date.now()),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: BENCH_ADMIN,
    headers: signed({}, BENCH_ADMIN),
  });
  if (login.statusCode !== 200 || !login.json().success) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { token: login.json().result.token as string, signed };
}
