// The demo seed's PostgreSQL bulk path (src/server/seed: unnest batches, order rows written in chunks
// while building, indexes of empty tables dropped and rebuilt) writes the same rows as the plain path
// (multi-row INSERTs, everything at the end) for the same seed and "now": every table's rows, with ids
// and password hashes masked, are identical, and the indexes are back as the migrations made them.
// SQLite (chunked as the CLI writes it), for the same seed, holds the same counts and the same orders,
// fees and histories.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/generated/migrations/index.ts';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import { buildEntityModels, type EntityModel } from '../../src/server/engine/crud/entity-model.ts';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { migrate } from '../../src/server/engine/db/migrator.ts';
import { serverMigrations } from '../../src/server/engine/db/server-migrations.ts';
import { seedDemo, type DemoOptions, type DemoSummary } from '../../src/server/seed/demo.ts';
import { createTestDatabase, type DialectName, type TestDatabase } from './helpers/databases.ts';

const NOW = new Date(2026, 5, 15, 18, 0, 0);
const BASE: DemoOptions = { orders: 400, seed: 11, now: NOW };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Differ per run by design: the scrypt hash of the random demo password. */
const PER_RUN = new Set(['password', 'salt']);

interface Seeded {
  database: Database;
  models: Map<string, EntityModel>;
  summary: DemoSummary;
}

const made: TestDatabase[] = [];
const open: Database[] = [];

async function seeded(dialect: DialectName, opts: DemoOptions): Promise<Seeded> {
  const t = await createTestDatabase(dialect);
  made.push(t);
  const database = await openDatabase(t.config);
  open.push(database);
  await migrate(database.db, database.dialect, [...serverMigrations, ...migrations]);
  const models = buildEntityModels(registry, routeSchemas, database.dialect, createAjv);
  const summary = await seedDemo(database.db, database.dialect, models, { ...BASE, ...opts });
  return { database, models, summary };
}

/** A digest of a table's rows: every column, ids and per-run values masked, rows sorted. */
async function digest(s: Seeded, table: string): Promise<string> {
  const rows = (await s.database.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
  const lines = rows.map((r) =>
    JSON.stringify(
      Object.keys(r)
        .sort()
        .map((k) => [k, PER_RUN.has(k) ? '*' : typeof r[k] === 'string' && UUID.test(r[k] as string) ? 'id' : r[k]]),
    ),
  );
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

async function indexes(s: Seeded): Promise<string[]> {
  const r = await sql<{ d: string }>`select indexdef as d from pg_indexes where schemaname = current_schema()`.execute(
    s.database.db,
  );
  return r.rows.map((x) => x.d).sort();
}

/** Orders, fees and histories in a form both dialects read alike. */
async function business(s: Seeded): Promise<string> {
  const db = s.database.db;
  const orders = await db
    .selectFrom('wl_order')
    .select(['order_no', 'order_state', 'price', 'received_price', 'create_time'])
    .orderBy('order_no')
    .execute();
  const fees = await db
    .selectFrom('wl_site_fee')
    .select(['fee_kind', 'amount', 'action', 'time'])
    .orderBy('time')
    .orderBy('fee_kind')
    .orderBy('amount')
    .orderBy('action')
    .execute();
  const logs = await db
    .selectFrom('sys_state_log')
    .select(['entity_name', 'action', 'from_state', 'to_state', 'create_time'])
    .orderBy('create_time')
    .orderBy('entity_name')
    .orderBy('action')
    .orderBy('to_state')
    .execute();
  return JSON.stringify({ orders, fees, logs });
}

afterAll(async () => {
  while (open.length) await open.pop()!.close();
  while (made.length) await made.pop()!.drop();
});

describe.runIf(!!process.env.PG_URL)('demo seed bulk path on PostgreSQL', () => {
  let bulk: Seeded;
  let plain: Seeded;
  let lite: Seeded;

  beforeAll(async () => {
    bulk = await seeded('postgres', { chunkRows: 2_000, dropIndexes: true, pgBulk: true });
    plain = await seeded('postgres', { chunkRows: Infinity, dropIndexes: false, pgBulk: false });
    lite = await seeded('sqlite', { chunkRows: 2_000 });
  }, 300_000);

  it('writes the same rows as multi-row INSERTs, table by table', async () => {
    expect(bulk.summary.counts).toEqual(plain.summary.counts);
    expect(bulk.summary.counts.wl_order + bulk.summary.counts.wl_parcel_order).toBe(BASE.orders);
    const tables = Object.keys(bulk.summary.counts).map((e) => bulk.models.get(e)!.table);
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) expect(await digest(bulk, table), table).toBe(await digest(plain, table));
  }, 120_000);

  it('puts back every index it dropped', async () => {
    const after = await indexes(bulk);
    expect(after).toEqual(await indexes(plain));
    expect(after.filter((d) => d.includes('wl_parcel_order')).length).toBeGreaterThan(2);
  });

  it('matches SQLite for the same seed', async () => {
    expect(lite.summary.counts).toEqual(bulk.summary.counts);
    expect(await business(bulk)).toBe(await business(lite));
  }, 60_000);
});
