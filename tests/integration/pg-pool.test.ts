// The PostgreSQL pool (src/server/engine/db/database.ts): PG_POOL_MAX bounds the connections one process
// opens however many queries run at once, and a server that cannot be reached fails the opening with a
// message that says so. Runs when PG_URL is set.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.runIf(!!process.env.PG_URL)('PostgreSQL pool', () => {
  let target: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    target = await createTestDatabase('postgres');
    const url = target.config.kind === 'postgres' ? target.config.url : '';
    const config = loadConfig({ DATABASE_URL: url, PG_POOL_MAX: '2' });
    expect(config.database).toEqual({ kind: 'postgres', url, poolMax: 2 });
    database = await openDatabase(config.database);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('uses at most PG_POOL_MAX connections for many concurrent queries', async () => {
    const runs = await Promise.all(
      Array.from({ length: 8 }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(database.db),
      ),
    );
    const pids = new Set(runs.map((r) => r.rows[0].pid));
    expect(pids.size).toBeGreaterThanOrEqual(1);
    expect(pids.size).toBeLessThanOrEqual(2);
  });

  it('fails the opening with the reason when the server cannot be reached', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(
      /cannot connect to PostgreSQL/,
    );
  });
});
