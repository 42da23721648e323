// PostgreSQL (when PG_URL is set): a connection that dies between two statements of a transaction
// (server restart, terminated backend) fails that transaction with an error the server answers 503
// for, and the process lives on: the dead client is dropped and the next query gets a fresh one.
// Before the pool listened on checked-out clients, the unheard 'error' event ended the process.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/engine/db/unavailable.ts';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.runIf(!!process.env.PG_URL)('a PostgreSQL connection lost inside a transaction', () => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    database = await openDatabase(test.config);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('fails the transaction as unavailable and serves the next query', async () => {
    const name = new URL((test.config as { url: string }).url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.PG_URL });
    await admin.connect();
    let failure: unknown;
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        // Let the termination notice reach the idle, checked-out client.
        await new Promise((r) => setTimeout(r, 300));
        await sql`select 2`.execute(trx);
      });
    } catch (err) {
      failure = err;
    } finally {
      await admin.end();
    }
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ n: number }>`select 3 as n`.execute(database.db);
    expect(rows[0].n).toBe(3);
  });
});
