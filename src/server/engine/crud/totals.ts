// A list's total, exact when cheap, else a cached exact count (see README.md "Totals" for the error
// bound). Counting stops at TOTAL_EXACT_CAP + 1 rows, so a total up to the cap costs at most that many
// index entries and is exact (`totalExact: true`). Above the cap the full count is taken once per
// database, entity and condition (the compiled SQL with its parameters: tenant, data rules, filters),
// kept, served with `totalExact: false`, refreshed in the background once older than refreshAfter()
// the time that count took (REFRESH_MS for a cheap count, longer for a costly one, so that recounting
// one total takes at most 1/REFRESH_COST_FACTOR of the time), dropped after STALE_MS, and dropped at
// once by a committed write through this instance's engine to the entity (the write pipeline's
// after-commit stage, pipeline.ts).
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { invalidatePageMaps } from './page-map.ts';

/** Totals up to this many rows are counted exactly on every request. */
export const TOTAL_EXACT_CAP = 10_000;
/** A cached total older than this is recounted in the background (still served meanwhile) ... */
export const REFRESH_MS = 5_000;
/** ... or, when its count took more than REFRESH_MS / REFRESH_COST_FACTOR, once older than that many counts ... */
export const REFRESH_COST_FACTOR = 100;
/** ... but at the latest at this age, so that a total in use is recounted before it goes stale. */
export const MAX_REFRESH_MS = 30_000;
/** A cached total older than this is not served: the next request counts again. */
export const STALE_MS = 60_000;
/** Most cached totals per database (the oldest go first). */
const MAX_ENTRIES = 2_000;

interface Entry {
  table: string;
  total: number;
  /** When its count started (Date.now()). */
  at: number;
  /** How long its count took, ms. */
  costMs: number;
  refreshing: boolean;
}

/**
 * The age at which a cached total whose count took `costMs` is recounted. On SQLite a count blocks
 * the event loop (better-sqlite3 is synchronous); on PostgreSQL it holds a pooled connection and a
 * core. Either way, recounting a total in use costs at most 1/REFRESH_COST_FACTOR of the time (up to
 * counts of MAX_REFRESH_MS / REFRESH_COST_FACTOR = 300 ms).
 */
export function refreshAfter(costMs: number): number {
  return Math.min(MAX_REFRESH_MS, Math.max(REFRESH_MS, REFRESH_COST_FACTOR * costMs));
}

/** A full count, with when it started and how long it took. */
async function timed(count: () => Promise<number>): Promise<{ total: number; at: number; costMs: number }> {
  const at = Date.now();
  const t0 = performance.now();
  const total = await count();
  return { total, at, costMs: performance.now() - t0 };
}

export interface Total {
  total: number;
  exact: boolean;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Base = SelectQueryBuilder<any, any, object>;

/**
 * What is counted: `key` names the table's rows under one condition with its values (the cache key),
 * `count(cap)` counts them, at most `cap` when given. The list gives one built from its query plans
 * (read.ts `counter`); `builderCounter` makes one from a Kysely query.
 */
export interface Counter {
  key: string;
  count(cap?: number): Promise<number>;
}

/** A Counter over `base` (a filtered query, nothing selected yet), keyed by its compiled SQL. */
export function builderCounter(db: Db, base: Base): Counter {
  const compiled = base.select(sql.lit(1).as('one')).compile();
  return {
    key: `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`,
    count: async (cap) => {
      const q = cap
        ? db
            .selectFrom(base.select(sql.lit(1).as('one')).limit(cap).as('capped'))
            .select((eb) => eb.fn.countAll().as('n'))
        : base.select((eb) => eb.fn.countAll().as('n'));
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
  };
}

function store(cache: Map<string, Entry>, key: string, entry: Entry): void {
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** The total of the rows `what` counts (or of `base`: the list's filtered query of `table`, nothing selected yet). */
export async function countTotal(db: Db, table: string, what: Base | Counter): Promise<Total> {
  const counter = 'count' in what && 'key' in what ? what : builderCounter(db, what);
  const key = `${table}\u0000${counter.key}`;
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < STALE_MS) {
    if (now - hit.at >= refreshAfter(hit.costMs) && !hit.refreshing) {
      hit.refreshing = true;
      timed(() => counter.count())
        .then((c) => {
          // A write meanwhile dropped the entry: this count may predate it.
          if (cache.get(key) === hit) store(cache, key, { table, ...c, refreshing: false });
        })
        .catch(() => cache.delete(key)); // e.g. the database closed; the next request counts again
    }
    return { total: hit.total, exact: false };
  }
  const n = await counter.count(TOTAL_EXACT_CAP + 1);
  if (n <= TOTAL_EXACT_CAP) {
    cache.delete(key);
    return { total: n, exact: true };
  }
  const c = await timed(() => counter.count());
  store(cache, key, { table, ...c, refreshing: false });
  return { total: c.total, exact: false };
}

/** Drop the cached totals and page maps of these tables. */
export function invalidateTotals(db: Db, tables: Iterable<string>): void {
  const set = new Set(tables);
  invalidatePageMaps(db, set); // the page boundaries of the same sets (page-map.ts)
  const cache = caches.get(db);
  if (!cache) return;
  for (const [key, e] of cache) if (set.has(e.table)) cache.delete(key);
}
