// A database of the fault test's own: a temp SQLite file, or (when PG_URL is set) a fresh PostgreSQL
// database, with the DATABASE_URL the server process gets and a direct connection for the checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { createTestDatabase, type DialectName } from '../integration/helpers/databases.ts';

export { DIALECTS, type DialectName } from '../integration/helpers/databases.ts';

export interface FaultDatabase {
  /** DATABASE_URL for the server process. */
  url: string;
  /** A folder of the test's own (uploads, workbooks), removed by drop(). */
  dir: string;
  /** A direct connection (close it when done). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createFaultDatabase(dialect: DialectName): Promise<FaultDatabase> {
  const test = await createTestDatabase(dialect);
  const dir = mkdtempSync(join(tmpdir(), 'fault-'));
  const config = test.config;
  return {
    url: config.kind === 'sqlite' ? config.file : config.url,
    dir,
    open: () => openDatabase(config),
    drop: async () => {
      await test.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Run `check` on a fresh direct connection and close it. */
export async function withDb<T>(fdb: FaultDatabase, check: (db: Database['db']) => Promise<T>): Promise<T> {
  const d = await fdb.open();
  try {
    return await check(d.db);
  } finally {
    await d.close();
  }
}
