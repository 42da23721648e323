// Applies dialect-neutral migrations (runtime/core/migration.ts) in order, each in its own
// transaction, recording applied names in sys_migration. On PostgreSQL an advisory lock keeps two
// starting instances from applying the same migration twice.
import { sql } from 'kysely';
import type { ColumnSpec, Migration, MigrationOp } from '../../../runtime/core/migration.ts';
import type { Db, Dialect } from './database.ts';
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
  }
}

/** Apply every migration not yet recorded; returns the names applied now. */
export async function migrate(db: Db, dialect: Dialect, migrations: Migration[]): Promise<string[]> {
  const names = new Set<string>();
  for (const m of migrations) {
    if (names.has(m.name)) throw new Error(`migration ${m.name} is listed twice`);
    names.add(m.name);
  }
  await db.schema
    .createTable('sys_migration')
    .ifNotExists()
    .addColumn('name', sql.raw('varchar(128)'), (c) => c.primaryKey().notNull())
    .addColumn('applied_at', sql.raw(columnType({ type: 'datetime' }, dialect)), (c) => c.notNull())
    .execute();
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
    if (done) applied.push(m.name);
  }
  return applied;
}
