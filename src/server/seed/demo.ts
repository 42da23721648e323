// seedDemo: builds the demo company on an open, migrated database in one transaction (see README).
// Used by the CLI (cli.ts, `npm run seed -- --demo`) and the dashboard's POST /sys/demo/load.
import { sql, type ControlledTransaction } from 'kysely';
import { randomPassword, hashPassword } from '../engine/crud/password.ts';
import type { Db, Dialect } from '../engine/db/database.ts';
import type { EntityModel } from '../engine/crud/entity-model.ts';
import { STATE_LOG } from '../engine/crud/state-action.ts';
import {
  buildSites,
  buildTemplates,
  buildUsers,
  buildVehicles,
  buildZones,
  DEMO_ROLES,
  SEED_USER,
  type Company,
} from './company.ts';
import { buildAccidents, buildAreas, buildCustomers, buildNotices, buildStaff, buildTracks } from './content.ts';
import { buildFreightOrders } from './freight-orders.ts';
import { buildParcelOrders } from './parcels.ts';
import {
  buildDriverTransfers,
  buildFleetsAndDrivers,
  buildLines,
  buildTransportApplies,
  buildTrips,
  buildVehicleOrders,
  deriveFleetCounts,
} from './transport.ts';
import { writeDemoImages } from './images.ts';
import { dropIndexesOfEmptyTables, restoreIndexes, type DroppedIndex } from './pg-indexes.ts';
import { Rng } from './prng.ts';
import { SeedWriter } from './writer.ts';

export interface DemoOptions {
  /** Orders in all (parcel and freight; default 10,000). */
  orders?: number;
  /** Spread of the orders' creation times (default the last 90 days). */
  days?: number;
  /** PRNG seed (default 20240601): the same seed and counts write the same data. */
  seed?: number;
  /** Delete the existing logistics rows (and earlier demo users and roles) first. */
  force?: boolean;
  /** "Now" of the data (default the current time). */
  now?: Date;
  onProgress?: (message: string) => void;
  /** The upload root: the demo pictures (images.ts) are written under demo/ there. */
  uploadRoot?: string;
  /**
   * Write the orders' rows while building once this many are queued (bounded memory for big loads);
   * the transaction then opens before the build. Default 200,000 on PostgreSQL; none on SQLite, whose
   * one connection a server loading from the dashboard still needs for other requests meanwhile.
   */
  chunkRows?: number;
  /**
   * PostgreSQL: drop the indexes of empty tables for the load and rebuild them (pg-indexes.ts). Off by
   * default: the drop locks those tables until the commit, which a running server (the dashboard's load)
   * must not do; the CLI turns it on from 50,000 orders.
   */
  dropIndexes?: boolean;
  /** PostgreSQL: unnest batches (pg-bulk.ts); false writes multi-row INSERTs (to compare). Default true. */
  pgBulk?: boolean;
}

/** Entities written by the order loops and read by no later step: they may be written mid-build. */
const ORDER_ROWS = [
  'wl_parcel_order',
  'wl_order_assign',
  'wl_site_fee',
  'wl_storage_in',
  'wl_storage_out',
  'wl_order',
  'wl_order_fee',
  STATE_LOG,
];

export interface DemoSummary {
  /** Rows written per entity. */
  counts: Record<string, number>;
  /** The sign-in password of every demo user (random per run). */
  password: string;
  usernames: string[];
  millis: number;
}

/** Seeding refused: the database already holds business rows. */
export class DemoRefused extends Error {}

export const DEFAULT_ORDERS = 10_000;

/** The logistics entities: what "business rows" means. */
export function businessModels(models: Map<string, EntityModel>): EntityModel[] {
  return [...models.values()].filter((m) => m.entity.name.startsWith('wl_'));
}

/** Whether any logistics table holds a row. */
export async function hasBusinessRows(db: Db, models: Map<string, EntityModel>): Promise<boolean> {
  for (const m of businessModels(models)) {
    if (await db.selectFrom(m.table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

async function wipe(trx: Db, models: Map<string, EntityModel>): Promise<void> {
  const business = businessModels(models);
  for (const m of business) await trx.deleteFrom(m.table).execute();
  const names = business.map((m) => m.entity.name);
  if (names.length) await trx.deleteFrom(STATE_LOG).where('entity_name', 'in', names).execute();
  const users = trx.selectFrom('sys_user').select('id').where('create_by', '=', SEED_USER);
  const roles = trx.selectFrom('sys_role').select('id').where('create_by', '=', SEED_USER);
  await trx
    .deleteFrom('sys_user_role')
    .where((eb) => eb.or([eb('user_id', 'in', users), eb('role_id', 'in', roles)]))
    .execute();
  await trx.deleteFrom('sys_role_permission').where('role_id', 'in', roles).execute();
  await trx.deleteFrom('sys_user').where('create_by', '=', SEED_USER).execute();
  await trx.deleteFrom('sys_role').where('create_by', '=', SEED_USER).execute();
}

/** Each demo role gets the permission rows whose code starts with one of its prefixes, their menus and the dashboards. */
async function grantRoles(db: Db, w: SeedWriter, roles: Map<string, string>, at: Date): Promise<void> {
  const rows = (await db.selectFrom('sys_permission').select(['id', 'parent_id', 'perms', 'url']).execute()) as {
    id: string;
    parent_id: string | null;
    perms: string | null;
    url: string | null;
  }[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const role of DEMO_ROLES) {
    const roleId = roles.get(role.code)!;
    const chosen = new Set<string>();
    const take = (id: string | null) => {
      while (id && !chosen.has(id)) {
        chosen.add(id);
        id = byId.get(id)?.parent_id ?? null;
      }
    };
    for (const r of rows) {
      if ((r.perms && role.prefixes.some((p) => r.perms!.startsWith(p))) || r.url?.startsWith('/dashboard')) take(r.id);
    }
    for (const permissionId of chosen) w.add('sys_role_permission', { roleId, permissionId }, { at, by: SEED_USER });
  }
}

export async function seedDemo(
  db: Db,
  dialect: Dialect,
  models: Map<string, EntityModel>,
  opts: DemoOptions = {},
): Promise<DemoSummary> {
  const started = Date.now();
  const say = opts.onProgress ?? (() => {});
  const orders = opts.orders ?? DEFAULT_ORDERS;
  const days = opts.days ?? 90;
  if (!Number.isInteger(orders) || orders < 0) throw new Error('orders must be a whole number');
  if (!opts.force && (await hasBusinessRows(db, models))) {
    throw new DemoRefused(
      'the database already holds logistics data: demo data is only loaded into an empty one (--force deletes the logistics data first)',
    );
  }
  const rng = new Rng(opts.seed ?? 20240601);
  const password = randomPassword();
  const w = new SeedWriter(models, dialect, rng, await hashPassword(password), password);
  w.pgBulk = opts.pgBulk ?? true;
  const c: Company = {
    now: opts.now ?? new Date(),
    freight: [],
    lines: [],
    drivers: new Map(),
    fleets: [],
    sites: [],
    outlets: [],
    centres: [],
    users: [],
    vehicles: [],
    freightTemplates: [],
    incomeTemplates: [],
    templatePricing: new Map(),
    shippers: [],
  };
  buildSites(w, c);
  say(`sites: ${c.sites.length}`);
  buildVehicles(w, c, 48);
  buildTemplates(w, c);
  buildZones(w, c);
  const roles = buildUsers(w, c);
  await grantRoles(db, w, roles, c.now);
  buildAreas(w, c);
  buildStaff(w, c);
  buildCustomers(w, c, 160);
  buildFleetsAndDrivers(w, c);
  buildLines(w, c);
  say(`users: ${c.users.length}, vehicles: ${c.vehicles.length}, customers: ${c.shippers.length}`);
  // Parcel and freight orders share the count (6 : 4 when both exist); whole-vehicle orders come on top.
  const parcels = w.has('wl_parcel_order') ? Math.round(orders * 0.6) : 0;
  let trx: ControlledTransaction<any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  let dropped: DroppedIndex[] = [];
  const open = async () => {
    if (trx) return trx;
    trx = await db.startTransaction().execute();
    if (opts.force) await wipe(trx, models);
    if (dialect === 'postgres' && opts.dropIndexes) {
      dropped = await dropIndexesOfEmptyTables(
        trx,
        [...models.values()].map((m) => m.table),
      );
      if (dropped.length) say(`indexes dropped for the load: ${dropped.length}`);
    }
    return trx;
  };
  const chunkRows = opts.chunkRows ?? (dialect === 'postgres' ? 200_000 : Infinity);
  const step = Math.max(500, 500 * Math.ceil(orders / 20 / 500));
  // A chunk is inserted while the next one is built (the database and this process work at once).
  let inflight: Promise<void> = Promise.resolve();
  const progress = (label: string, total: number) => async (n: number) => {
    if (n % step === 0 || n === total) say(`${label}: ${n}/${total}`);
    if (w.pendingRows() < chunkRows) return;
    await inflight;
    inflight = w.flushEntities(await open(), ORDER_ROWS);
    inflight.catch(() => {}); // awaited before the next chunk or the final write
  };
  try {
    await buildParcelOrders(w, c, parcels, days, progress('parcel orders', parcels));
    await buildFreightOrders(w, c, orders - parcels, days, progress('freight orders', orders - parcels));
    buildVehicleOrders(w, c, Math.max(5, Math.round(orders / 40)), days);
    buildTrips(w, c);
    buildDriverTransfers(w, c);
    buildTransportApplies(w, c);
    deriveFleetCounts(w, c);
    buildNotices(w, c);
    buildAccidents(w, c);
    buildTracks(w, c);
    say(`writing ${w.pendingRows()} rows`);
    await inflight;
    const t = await open();
    await w.flush(t);
    if (dropped.length) {
      say(`rebuilding ${dropped.length} indexes`);
      await restoreIndexes(t, dropped);
    }
    await t.commit().execute();
  } catch (err) {
    await inflight.catch(() => {});
    if (trx) await trx.rollback().execute();
    throw err;
  }
  say('written');
  if (dialect === 'postgres') {
    const tables = [...w.counts().keys()].map((e) => models.get(e)!.table);
    for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
  }
  if (opts.uploadRoot) writeDemoImages(opts.uploadRoot);
  const counts = Object.fromEntries(w.counts());
  return { counts, password, usernames: c.users.map((u) => u.username), millis: Date.now() - started };
}
