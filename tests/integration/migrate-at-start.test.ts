// Migrations at server start: the real server program with MIGRATE=plan prints the pending migrations
// and exits without changing the database (SQLite and PostgreSQL); the app built on a fresh database
// reports every migration it applies by name; a bad MIGRATE value is refused.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/generated/migrations/index.ts';
import { openDatabase } from '../../src/server/engine/db/database.ts';
import { migrateMode, migrationPlan } from '../../src/server/platform/ops/migrate-at-start.ts';
import { serverMigrations } from '../../src/server/engine/db/server-migrations.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { ROOT } from './helpers/server-process.ts';
import { startTestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
const urlOf = (d: TestDatabase) => (d.config.kind === 'sqlite' ? d.config.file : d.config.url);
const serverProgram = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    timeout: 60_000,
  });

describe.each(DIALECTS)('migrations at start on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  it('MIGRATE=plan prints every pending migration and applies nothing', async () => {
    const { stdout } = await serverProgram({ MIGRATE: 'plan', DATABASE_URL: urlOf(database) });
    const all = [...serverMigrations, ...migrations];
    expect(stdout).toContain(`MIGRATE=plan: ${all.length} migration(s) would be applied (nothing was changed):`);
    expect(stdout).toContain(`  ${migrations[0].name}\n    - create table`);
    const opened = await openDatabase(database.config);
    try {
      await expect(sql`select name from sys_migration`.execute(opened.db)).rejects.toThrow(/sys_migration/);
    } finally {
      await opened.close();
    }
  }, 60_000);

  it('logs each migration applied, by name, when the app starts', async () => {
    const lines: string[] = [];
    const t = await startTestApp({
      dialect,
      database,
      build: { migrationLog: { info: (l) => lines.push(l), warn: (l) => lines.push(l) } },
    });
    await t.close();
    const all = [...serverMigrations, ...migrations];
    expect(lines).toEqual(all.map((m) => `Applied migration ${m.name}`));
    const opened = await openDatabase(database.config);
    try {
      expect(await migrationPlan(opened, all)).toBe('MIGRATE=plan: the database is up to date; nothing to apply.');
    } finally {
      await opened.close();
    }
  }, 120_000);
});

describe('MIGRATE', () => {
  it('is apply by default, plan on demand, and anything else is refused naming both', () => {
    expect(migrateMode({})).toBe('apply');
    expect(migrateMode({ MIGRATE: 'plan' })).toBe('plan');
    expect(() => migrateMode({ MIGRATE: 'yes' })).toThrow(
      /MIGRATE must be "plan" .* or "apply" \(the default\), not "yes"/,
    );
  });
});
