// The set-up every fault test block shares: a database of its own (fault-db.ts) created before its
// tests and dropped after them, once every server process the block left running is killed; servers
// started on that database and its uploads folder, asked for English messages.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { killAll, startServer, type ServerProcess, type StartOptions } from '../integration/helpers/server-process.ts';
import { createFaultDatabase, type DialectName, type FaultDatabase } from './fault-db.ts';

export interface FaultSuite {
  /** The block's database (set once its beforeAll has run). */
  readonly fdb: FaultDatabase;
  /** UPLOAD_DIR of the servers: `uploads` in the database's folder. */
  readonly uploadDir: string;
  /** Start the server on the block's database; `env` and `wrap` as in startServer. */
  start(opts?: Pick<StartOptions, 'env' | 'wrap'>): Promise<ServerProcess>;
}

/** Call inside a describe block: registers its beforeAll/afterAll. */
export function faultSuite(dialect: DialectName): FaultSuite {
  let fdb: FaultDatabase | undefined;
  beforeAll(async () => {
    fdb = await createFaultDatabase(dialect);
  });
  afterAll(async () => {
    await killAll();
    await fdb?.drop();
  });
  const ready = () => {
    if (!fdb) throw new Error('the fault database is made in beforeAll');
    return fdb;
  };
  return {
    get fdb() {
      return ready();
    },
    get uploadDir() {
      return join(ready().dir, 'uploads');
    },
    start: (opts = {}) =>
      startServer({
        ...opts,
        env: { DATABASE_URL: ready().url, UPLOAD_DIR: join(ready().dir, 'uploads'), ...opts.env },
        headers: { 'accept-language': 'en' },
      }),
  };
}
