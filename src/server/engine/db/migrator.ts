// Applies dialect-neutral migrations (runtime/core/migration.ts) in order, each in its own
// transaction, recording applied names in sys_migration. On PostgreSQL an advisory lock keeps two
// starting instances from applying the same migration twice. Each migration applied is logged by
// name; before one that may lose data (a drop, a hand-written data step) on a database that already
// holds data, `beforeDestructive` runs (the server backs SQLite up there, see migrate-at-start.ts).
import { sql } from 'kysely';
import {
  isDestructiveOp,
  type ColumnSpec,
  type Migration,
  type MigrationOp,
} from '../../../../runtime/core/migration.ts';
import { alterColumn } from './alter-column.ts';
import type { Db, Dialect } from './database.ts';
import { followRename } from './rename-references.ts';
import { columnType, defaultLiteral } from './sql-types.ts';
import { nowText } from './time.ts';

const LOCK_KEY = 741_852_963;

function columnDdl(c: ColumnSpec, dialect: Dialect) {
  return sql.raw(columnType(c, dialect));
}

async function applyOp(db: Db, dialect: Dialect, op: MigrationOp): Promise<void> {
  switch (op.op) {
    case 'createTable': {
      let q = db.schema.createTable(op.table);
      for (const c of op.columns) {
        q = q.addColumn(c.name, columnDdl(c, dialect), (b) => {
          let col = b;
          if (c.primaryKey) col = col.primaryKey();
          if (c.notNull || c.primaryKey) col = col.notNull();
          if (c.default !== undefined) col = col.defaultTo(sql.raw(defaultLiteral(c.default, dialect)));
          return col;
        });
      }
      await q.execute();
      return;
    }
    case 'addColumn': {
      const c = op.column;
      await db.schema
        .alterTable(op.table)
        .addColumn(c.name, columnDdl(c, dialect), (b) => {
          let col = b;
          if (c.default !== undefined) col = col.defaultTo(sql.raw(defaultLiteral(c.default, dialect)));
          if (c.notNull) col = col.notNull();
          return col;
        })
        .execute();
      return;
    }
    case 'createIndex': {
      let q = db.schema.createIndex(op.index.name).ifNotExists().on(op.table).columns(op.index.columns);
      if (op.index.unique) q = q.unique();
      await q.execute();
      return;
    }
    case 'dropIndex':
      await db.schema.dropIndex(op.name).ifExists().execute();
      return;
    case 'dropColumn':
      await db.schema.alterTable(op.table).dropColumn(op.column).execute();
      return;
    case 'dropTable':
      await db.schema.dropTable(op.table).ifExists().execute();
      return;
    case 'renameColumn':
      await db.schema.alterTable(op.table).renameColumn(op.from, op.to).execute();
      if (op.fields) await followRename(db, dialect, op, op.fields);
      return;
    case 'alterColumn':
      await alterColumn(db, dialect, op.table, op.from, op.to);
      return;
    case 'sql':
      for (const statement of op.statements) await sql.raw(statement).execute(db);
      return;
    case 'data':
      await op.step.up({ db, dialect, sql });
      return;
  }
}

export interface MigrateOptions {
  /** Where each applied migration is reported (the server: its start-up log). */
  log?: (line: string) => void;
  /**
   * Called once, before the first pending migration that may lose data, when the database already
   * had migrations applied (a fresh database has nothing to lose).
   */
  beforeDestructive?: (migration: Migration) => Promise<void>;
}

async function ensureMigrationTable(db: Db, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sys_migration')
    .ifNotExists()
    .addColumn('name', sql.raw('varchar(128)'), (c) => c.primaryKey().notNull())
    .addColumn('applied_at', sql.raw(columnType({ type: 'datetime' }, dialect)), (c) => c.notNull())
    .execute();
}

const appliedNames = async (db: Db) =>
  new Set((await db.selectFrom('sys_migration').select('name').execute()).map((r) => r.name as string));

export const isDestructive = (m: Migration) => m.ops.some(isDestructiveOp);

/** One line per operation, for `MIGRATE=plan` and the log. */
export function describeOp(op: MigrationOp): string {
  switch (op.op) {
    case 'createTable':
      return `create table ${op.table} (${op.columns.length} columns)`;
    case 'addColumn':
      return `add column ${op.table}.${op.column.name} ${columnType(op.column, 'postgres')}`;
    case 'createIndex':
      return `create ${op.index.unique ? 'unique ' : ''}index ${op.index.name} on ${op.table} (${op.index.columns.join(', ')})`;
    case 'dropIndex':
      return `drop index ${op.name}`;
    case 'dropColumn':
      return `DROP column ${op.table}.${op.column} (its data is lost)`;
    case 'dropTable':
      return `DROP table ${op.table} (its rows are lost)`;
    case 'renameColumn':
      return `rename column ${op.table}.${op.from} to ${op.to} (data kept)`;
    case 'alterColumn':
      return `alter column ${op.table}.${op.to.name}: ${columnType(op.from, 'postgres')} -> ${columnType(op.to, 'postgres')}`;
    case 'sql':
    case 'data':
      return `DATA migration ${op.name} (hand-written, changes rows)`;
  }
}

/** The migrations not yet applied, each with its operations, without applying anything. */
export async function planMigrations(db: Db, migrations: Migration[]): Promise<Migration[]> {
  // No write, not even the bookkeeping table: a database never migrated has applied nothing.
  const done = await appliedNames(db).catch(() => new Set<string>());
  return migrations.filter((m) => !done.has(m.name));
}

/** Apply every migration not yet recorded; returns the names applied now. */
export async function migrate(
  db: Db,
  dialect: Dialect,
  migrations: Migration[],
  opts: MigrateOptions = {},
): Promise<string[]> {
  const names = new Set<string>();
  for (const m of migrations) {
    if (names.has(m.name)) throw new Error(`migration ${m.name} is listed twice`);
    names.add(m.name);
  }
  await ensureMigrationTable(db, dialect);
  const before = await appliedNames(db);
  const risky = migrations.find((m) => !before.has(m.name) && isDestructive(m));
  if (risky && before.size > 0) await opts.beforeDestructive?.(risky);
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
      const row = await trx.selectFrom('sys_migration').select('name').where('name', '=', m.name).executeTakeFirst();
      if (row) return false;
      for (const op of m.ops) await applyOp(trx, dialect, op);
      await trx.insertInto('sys_migration').values({ name: m.name, applied_at: nowText() }).execute();
      return true;
    });
    if (done) {
      applied.push(m.name);
      opts.log?.(`Applied migration ${m.name}${isDestructive(m) ? ' (dropped or converted data)' : ''}`);
    }
  }
  return applied;
}
