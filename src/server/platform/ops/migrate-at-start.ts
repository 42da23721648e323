// Migrations at server start: every migration applied is logged by name. Before the first pending
// migration that drops or converts data on a database that already has data, SQLite is backed up with
// the ops backup (src/server/platform/ops/backup.ts, into BACKUP_DIR or ./backups) and the log names the file;
// on PostgreSQL the log line says to take a pg_dump first. `MIGRATE=plan` prints the pending
// migrations and their operations without applying anything (on either database) and exits.
import type { Migration } from '../../../../runtime/core/migration.ts';
import { ConfigError, type DatabaseConfig } from '../../config/config.ts';
import { backupSqlite } from './backup.ts';
import type { Database } from '../../engine/db/database.ts';
import { describeOp, isDestructive, migrate, planMigrations } from '../../engine/db/migrator.ts';

export interface MigrationLog {
  info(line: string): void;
  warn(line: string): void;
}

export const consoleMigrationLog: MigrationLog = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
};

export interface StartMigrationOptions {
  log?: MigrationLog;
  /** Where the SQLite backup before a destructive migration goes. */
  backupDir: string;
}

export async function migrateAtStart(
  database: Database,
  config: DatabaseConfig,
  migrations: Migration[],
  opts: StartMigrationOptions,
): Promise<string[]> {
  const log = opts.log;
  return migrate(database.db, database.dialect, migrations, {
    log: log && ((line) => log.info(line)),
    beforeDestructive: async (m) => {
      const what = `Migration ${m.name} drops or converts data`;
      if (config.kind === 'postgres') {
        log?.warn(
          `${what}: the server does not back PostgreSQL up, take a pg_dump first ` +
            `(pg_dump -Fc -f before-${m.name}.dump <database>); MIGRATE=plan prints pending migrations without applying them`,
        );
        return;
      }
      if (config.file === ':memory:') {
        log?.warn(`${what}: in-memory database, no backup`);
        return;
      }
      const path = await backupSqlite(config.file, opts.backupDir);
      log?.warn(`${what}: backed the database up to ${path} before applying it`);
    },
  });
}

/** The `MIGRATE=plan` report: one block per pending migration, destructive ones marked. */
export async function migrationPlan(database: Database, migrations: Migration[]): Promise<string> {
  const pending = await planMigrations(database.db, migrations);
  if (!pending.length) return 'MIGRATE=plan: the database is up to date; nothing to apply.';
  const lines = [`MIGRATE=plan: ${pending.length} migration(s) would be applied (nothing was changed):`];
  for (const m of pending) {
    lines.push(`  ${m.name}${isDestructive(m) ? '  [drops or converts data: backup first]' : ''}`);
    for (const op of m.ops) lines.push(`    - ${describeOp(op)}`);
  }
  return lines.join('\n');
}

/** MIGRATE: unset or `apply` migrates at start; `plan` only prints the plan. */
export function migrateMode(env: Record<string, string | undefined>): 'apply' | 'plan' {
  const v = env.MIGRATE?.trim() ?? '';
  if (v === '' || v === 'apply') return 'apply';
  if (v === 'plan') return 'plan';
  throw new ConfigError([
    `MIGRATE must be "plan" (print pending migrations without applying them) or "apply" (the default), not "${v}"`,
  ]);
}
