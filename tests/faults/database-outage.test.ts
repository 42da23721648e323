// The database going away while the server runs. PostgreSQL (when PG_URL is set): the server's own
// database stops accepting connections (ALTER DATABASE ... ALLOW_CONNECTIONS false) and its backends
// are terminated from another connection; SQLite: another process holds the write lock longer than the
// busy timeout (readers go on under WAL, writes are refused). Requests the outage stops get 503 with a clear message (never 500, never a crash);
// once the database is back the same process serves 200 again by itself.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type ServerProcess } from '../integration/helpers/server-process.ts';
import { DIALECTS, type FaultDatabase } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';

/** Cut the database off; returns how to bring it back. */
async function outage(dialect: string, fdb: FaultDatabase): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    const name = new URL(fdb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.PG_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    return async () => {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    };
  }
  const other = new BetterSqlite3(fdb.url);
  other.exec('BEGIN EXCLUSIVE');
  return async () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

describe.each(DIALECTS)('the database going away on %s', (dialect) => {
  const suite = faultSuite(dialect);
  let server: ServerProcess;
  beforeAll(async () => {
    server = await suite.start();
  }, 120_000);

  it('answers 503 during the outage and 200 again afterwards, in the same process', async () => {
    const token = await login(server);
    const add = (name: string) =>
      server.call('POST', '/wl/site/add', { token, json: { siteName: name, type: 1, siteMode: 0 } });
    const list = () => server.call<{ total: number }>('GET', '/wl/site/list', { token });
    expect((await add('Before')).status).toBe(200);

    const restore = await outage(dialect, suite.fdb);
    let during;
    try {
      during = await Promise.all([list(), add('During'), list()]);
    } finally {
      await restore();
    }
    // PostgreSQL: nothing gets through. SQLite (WAL): readers go on; the write waits out the busy
    // timeout and is refused.
    const expected = dialect === 'postgres' ? [503, 503, 503] : [200, 503, 200];
    expect(during.map((a) => a.status)).toEqual(expected);
    for (const a of during.filter((x) => x.status === 503)) {
      expect(a.body).toMatchObject({ success: false, code: 503 });
      expect(a.body.message).toMatch(/temporarily unavailable \(the database cannot be reached\)/);
      expect(a.headers.get('retry-after')).toBe('5');
    }
    expect(server.child.exitCode).toBeNull();

    // Back: the pool (or the file lock) recovers without a restart.
    let after = await list();
    const deadline = Date.now() + 30_000;
    while (after.status !== 200 && Date.now() < deadline) {
      expect(after.status).toBe(503);
      await new Promise((r) => setTimeout(r, 200));
      after = await list();
    }
    expect(after.status).toBe(200);
    expect((await add('After')).status).toBe(200);
    const names = await server.call<{ records: { siteName: string }[] }>('GET', '/wl/site/list', { token });
    expect(names.body.result.records.map((r) => r.siteName).sort()).toEqual(['After', 'Before']);
    await server.kill();
  }, 90_000);
});
