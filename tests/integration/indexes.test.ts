// Indexes on real databases (SQLite always, PostgreSQL when PG_URL is set): a database migrated up to
// the migration before the index one, holding rows, takes the index migration (one of its indexes
// already made by hand, so CREATE INDEX IF NOT EXISTS is exercised); afterwards every index of the
// generated snapshot exists (sqlite_master / pg_indexes) and the typical list queries read an index
// in order instead of scanning and sorting the table (EXPLAIN plan shape only, no timings).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationSnapshot } from '../../runtime/core/migration.ts';
import { migrations } from '../../src/generated/migrations/index.ts';
import snapshotJson from '../../src/generated/migrations/snapshot.json' with { type: 'json' };
import { openDatabase, type Database, type Db } from '../../src/server/engine/db/database.ts';
import { migrate } from '../../src/server/engine/db/migrator.ts';
import { serverMigrations } from '../../src/server/engine/db/server-migrations.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';

const snapshot = snapshotJson as MigrationSnapshot;
const ROWS = 6000;

async function indexNames(d: Database, table: string): Promise<string[]> {
  const q =
    d.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`
      : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`;
  return (await q.execute(d.db)).rows.map((r) => r.name);
}

/** The plan as one text: SQLite's EXPLAIN QUERY PLAN details or PostgreSQL's EXPLAIN lines. */
async function plan(d: Database, query: { compile(): CompiledQuery }): Promise<string> {
  const c = query.compile();
  const prefix = d.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const r = await d.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + c.sql, [...c.parameters]));
  return r.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
}

/** Rows for two tenants: parcel orders in five states over many days, waybill tasks of 60 waybills. */
async function fill(db: Db): Promise<void> {
  const day = 86_400_000;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 300) * day + i * 1000).toISOString();
  for (let start = 0; start < ROWS; start += 500) {
    const orders = [];
    const tasks = [];
    for (let i = start; i < start + 500; i++) {
      const id = `o${String(i).padStart(6, '0')}`;
      orders.push({
        id,
        tenant_id: (i % 2) + 1,
        order_no: `P${i}`,
        order_state: [10, 20, 30, 40, 50][i % 5],
        payment_state: i % 3,
        create_time: at(i),
      });
      tasks.push({ id: `t${i}`, tenant_id: (i % 2) + 1, waybill_id: `w${i % 60}`, order_id: id, create_time: at(i) });
    }
    await db.insertInto('wl_parcel_order').values(orders).execute();
    await db.insertInto('wl_waybill_task').values(tasks).execute();
  }
}

describe.each(DIALECTS)('indexes (%s)', (dialect) => {
  let store: TestDatabase;
  let d: Database;

  beforeAll(async () => {
    store = await createTestDatabase(dialect);
    d = await openDatabase(store.config);
    const at = migrations.findIndex((m) => m.name.endsWith('_indexes'));
    expect(at).toBeGreaterThan(0);
    await migrate(d.db, d.dialect, [...serverMigrations, ...migrations.slice(0, at)]);
    await fill(d.db);
    const first = migrations[at]!.ops.find((o) => o.op === 'createIndex')!;
    if (first.op !== 'createIndex') throw new Error('the index migration creates no index');
    await d.db.schema.createIndex(first.index.name).on(first.table).columns(first.index.columns).execute();
    await migrate(d.db, d.dialect, migrations.slice(at));
    await sql.raw('analyze').execute(d.db);
  }, 120_000);

  afterAll(async () => {
    await d?.close();
    await store?.drop();
  });

  it('has every index of the snapshot, with its columns', async () => {
    const missing: string[] = [];
    for (const [table, spec] of Object.entries(snapshot.tables)) {
      const have = new Set(await indexNames(d, table));
      for (const index of spec.indexes) if (!have.has(index.name)) missing.push(`${table}.${index.name}`);
    }
    expect(missing).toEqual([]);
    expect(await indexNames(d, 'wl_parcel_order')).toEqual(
      expect.arrayContaining([
        'idx_wl_parcel_order_tenant_id_create_time_id',
        'idx_wl_parcel_order_tenant_id_order_state_create_time_id',
        'idx_wl_parcel_order_tenant_id_pickup_site_id',
        'uq_wl_parcel_order_tenant_id_order_no',
      ]),
    );
  });

  // The list engine's shape (src/server/engine/crud/read.ts): tenant filter, filters, sort column, then id.
  const page = (db: Db, table: string, where: Record<string, string | number>) => {
    let q = db.selectFrom(table).selectAll().where('tenant_id', '=', 1);
    for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
    return q.orderBy('create_time', 'desc').orderBy('id', 'desc').limit(10).offset(20);
  };

  const expectIndexedInOrder = (text: string, index: string) => {
    expect(text).toContain(index);
    if (dialect === 'sqlite') {
      expect(text).not.toMatch(/TEMP B-TREE/);
      expect(text).not.toMatch(/SCAN wl_\w+\s*$/m);
    } else {
      expect(text).not.toMatch(/Seq Scan|Sort/);
    }
  };

  it('reads the default list page in index order', async () => {
    expectIndexedInOrder(
      await plan(d, page(d.db, 'wl_parcel_order', {})),
      'idx_wl_parcel_order_tenant_id_create_time_id',
    );
  });

  it('reads a list filtered by workflow state or a declared field in index order', async () => {
    expectIndexedInOrder(
      await plan(d, page(d.db, 'wl_parcel_order', { order_state: 20 })),
      'idx_wl_parcel_order_tenant_id_order_state_create_time_id',
    );
    expectIndexedInOrder(
      await plan(d, page(d.db, 'wl_parcel_order', { payment_state: 1 })),
      'idx_wl_parcel_order_tenant_id_payment_state_create_time_id',
    );
  });

  it('finds the children of a reference through its index', async () => {
    const text = await plan(
      d,
      d.db.selectFrom('wl_waybill_task').selectAll().where('tenant_id', '=', 1).where('waybill_id', '=', 'w7'),
    );
    expect(text).toContain('idx_wl_waybill_task_tenant_id_waybill_id');
    expect(text).not.toMatch(dialect === 'sqlite' ? /SCAN wl_waybill_task\s*$/m : /Seq Scan/);
  });
});
