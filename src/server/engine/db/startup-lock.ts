// Instances started together on one PostgreSQL database take turns preparing it: migrations and the
// first-start seeds (first admin, permissions, dictionaries, jobs) insert what is missing, and two
// processes doing that at once both find the same rows missing. `withStartupLock` holds a session
// advisory lock on a connection of its own while `prepare` runs; ending that connection releases it
// (also when `prepare` fails). SQLite runs one instance, so there it just runs `prepare`.
import pg from 'pg';
import type { DatabaseConfig } from '../../config/config.ts';

/** Distinct from the migrator's per-migration transaction lock, which is taken inside `prepare`. */
const STARTUP_LOCK_KEY = 741_852_964;

export async function withStartupLock<T>(config: DatabaseConfig, prepare: () => Promise<T>): Promise<T> {
  if (config.kind !== 'postgres') return prepare();
  const client = new pg.Client({ connectionString: config.url });
  client.on('error', () => {}); // a lost lock connection surfaces as a failed query below or is moot after
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`cannot connect to PostgreSQL: ${(err as Error).message}`, { cause: err });
  }
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await prepare();
  } finally {
    await client.end().catch(() => {});
  }
}
