// One Kysely instance for either dialect: better-sqlite3 (WAL, foreign keys) or a pg Pool whose type
// parsers return int8 as a number and dates/timestamps as the raw text the wire uses.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config/config.ts';
import { setChangeStamp, sqliteChangeStamp } from './change-stamp.ts';
import { preparePlansOn } from './pg-prepared.ts';
import { allowDirectReads } from './prepared.ts';
import { pgTypes } from './pg-types.ts';
import { StablePlanSqliteDialect } from './sqlite-dialect.ts';

// The engine builds queries from the registry at run time, so tables are not known statically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export type Dialect = 'sqlite' | 'postgres';

/** Pooled PostgreSQL connections per process unless PG_POOL_MAX says otherwise. */
export const DEFAULT_PG_POOL_MAX = 10;
export const PG_CONNECT_TIMEOUT_MS = 30_000;

export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * better-sqlite3 prepares a statement per call under Kysely; keep the recent ones (LRU). Every statement
 * Kysely runs passes here, so `wrote` hears of each write (and transaction statement) before it runs.
 */
function withStatementCache(raw: BetterSqlite3.Database, wrote: () => void, size = 256): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => raw.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = raw.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      if (!stmt.reader) wrote();
      return stmt;
    },
  };
}

export function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  return raw;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'sqlite') {
    const raw = openSqlite(config.file);
    const dataVersion = raw.prepare('pragma data_version').pluck();
    const changes = sqliteChangeStamp(() => dataVersion.get() as number);
    const statements = withStatementCache(raw, changes.wrote);
    const db: Db = new Kysely({ dialect: new StablePlanSqliteDialect({ database: statements }) });
    setChangeStamp(db, changes.stamp);
    allowDirectReads(db, (sql, parameters) => {
      // Inside another request's open transaction the read waits for it on Kysely's path instead.
      if (raw.inTransaction) return undefined;
      const stmt = statements.prepare(sql) as unknown as BetterSqlite3.Statement;
      return stmt.reader ? stmt.all(parameters) : undefined;
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax ?? DEFAULT_PG_POOL_MAX,
    // A request waiting for a connection (pool exhausted, server unreachable) fails after this
    // instead of hanging; idle connections close after pg's default 10 s.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    types: pgTypes,
  });
  // An idle client's error (server restart, terminated backend) must not crash the process; the
  // pool drops that client and the next query gets a fresh one.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.warn(`PostgreSQL idle connection error: ${err.message}`);
  });
  // A checked-out client whose connection dies between two statements (inside a transaction) emits
  // 'error' with no query to take it: unheard, that event kills the process. The transaction's next
  // statement fails instead (503, db/unavailable.ts) and the pool drops the client on release.
  pool.on('connect', (client) => {
    client.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn(`PostgreSQL connection error: ${err.message}`);
    });
    preparePlansOn(client);
  });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  try {
    await pool.query('select 1');
  } catch (err) {
    await db.destroy();
    throw new Error(`cannot connect to PostgreSQL: ${(err as Error).message}`, { cause: err });
  }
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
