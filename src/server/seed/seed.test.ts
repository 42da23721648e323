// seedDemo on in-memory SQLite: the same seed and "now" write the same data; a database with
// logistics rows is refused unless force, which replaces the data; the CLI's arguments.
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../generated/migrations/index.ts';
import { registry } from '../../generated/registry.ts';
import { routeSchemas } from '../../generated/route-schemas.ts';
import { createAjv } from '../engine/crud/body-validator.ts';
import { buildEntityModels } from '../engine/crud/entity-model.ts';
import { openDatabase, type Database } from '../engine/db/database.ts';
import { migrate } from '../engine/db/migrator.ts';
import { serverMigrations } from '../engine/db/server-migrations.ts';
import { parseArgs } from './args.ts';
import { DemoRefused, seedDemo } from './demo.ts';

const NOW = new Date(2026, 5, 15, 18, 0, 0);
const opened: Database[] = [];

async function fresh() {
  const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  opened.push(database);
  await migrate(database.db, database.dialect, [...serverMigrations, ...migrations]);
  const models = buildEntityModels(registry, routeSchemas, database.dialect, createAjv);
  return { ...database, models };
}

/** What the data says, without ids: order numbers, states, money, times, histories. */
async function fingerprint(d: Database): Promise<string> {
  const orders = await d.db
    .selectFrom('wl_order')
    .select(['order_no', 'order_state', 'price', 'received_price', 'create_time', 'plate_number'])
    .orderBy('order_no')
    .execute();
  const parcels = await d.db
    .selectFrom('wl_parcel_order')
    .select(['order_no', 'order_state', 'price', 'payment_state', 'create_time'])
    .orderBy('order_no')
    .execute();
  const logs = await d.db
    .selectFrom('sys_state_log')
    .select(['entity_name', 'action', 'to_state', 'create_time'])
    .orderBy('create_time')
    .orderBy('entity_name')
    .orderBy('action')
    .execute();
  const sites = await d.db.selectFrom('wl_site').select(['site_name', 'area']).orderBy('site_name').execute();
  return JSON.stringify({ orders, parcels, logs, sites });
}

afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

describe('seedDemo', () => {
  it('writes the same data for the same seed and now, and refuses a filled database unless forced', async () => {
    const a = await fresh();
    const b = await fresh();
    const first = await seedDemo(a.db, a.dialect, a.models, { orders: 120, now: NOW, seed: 7 });
    await seedDemo(b.db, b.dialect, b.models, { orders: 120, now: NOW, seed: 7 });
    expect(first.counts.wl_order + first.counts.wl_parcel_order).toBe(120);
    const print = await fingerprint(a);
    expect(await fingerprint(b)).toBe(print);

    await expect(seedDemo(a.db, a.dialect, a.models, { orders: 10, now: NOW })).rejects.toBeInstanceOf(DemoRefused);
    expect(await fingerprint(a)).toBe(print); // refused: nothing changed

    const other = await seedDemo(a.db, a.dialect, a.models, { orders: 120, now: NOW, seed: 8, force: true });
    expect(await fingerprint(a)).not.toBe(print);
    const users = await a.db
      .selectFrom('sys_user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBe(other.counts.sys_user); // the earlier demo users were replaced
    const orders = await a.db
      .selectFrom('wl_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(other.counts.wl_order);
  }, 120_000);

  it('parses the CLI arguments', () => {
    expect(parseArgs(['--demo'])).toEqual({ demo: true, force: false });
    expect(parseArgs(['--demo', '--orders', '500', '--force', '--seed', '3', '--days', '30'])).toEqual({
      demo: true,
      force: true,
      orders: 500,
      seed: 3,
      days: 30,
    });
    expect(parseArgs([])).toMatch(/--demo/);
    expect(parseArgs(['--demo', '--orders', 'x'])).toMatch(/whole number/);
    expect(parseArgs(['--demo', '--days', '0'])).toMatch(/whole number/);
    expect(parseArgs(['--demo', '--what'])).toMatch(/unknown argument/);
  });
});
