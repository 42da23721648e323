// Real databases for integration tests: a temp SQLite file per run, and when PG_URL is set a fresh
// PostgreSQL database (CREATE DATABASE t_<random> on PG_URL's server), dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../../src/server/config/config.ts';

export type DialectName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when PG_URL is set. */
export const DIALECTS: DialectName[] = process.env.PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'it-sqlite-'));
    return {
      config: { kind: 'sqlite', file: join(dir, 'app.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = process.env.PG_URL;
  if (!server) throw new Error('PG_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
