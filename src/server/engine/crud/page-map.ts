// Pages at any depth by number: a cached map of page boundaries. For one database, condition (tenant,
// data rules, filters: the total's key, read.ts `counter`) and sort, the map holds the position (sort
// value, id) of every SEGMENT-th row, found lazily by keyset seeks (keyset.ts) that each skip one
// segment from the last boundary known. A page at offset k then is one seek from the boundary before
// k skipping fewer than SEGMENT rows, whatever the depth: the first jump to a depth reads the rows
// before it once (as OFFSET would), later jumps read at most a segment.
//
// Freshness: on SQLite the map is kept while the database's change stamp holds (db/change-stamp.ts:
// any write, by this process or another connection, drops it), so a page by number is exact. On
// PostgreSQL other instances write unseen: the map is dropped by a write through this instance's API
// to the entity (as the totals are, totals.ts `invalidateTotals`) and otherwise kept at most
// `refreshAfter` the time it took to build (5-30 s), so a page may be off by the rows other instances
// inserted or deleted before it in that time, as a total may (README.md "Paging").
import { changeStampOf } from '../db/change-stamp.ts';
import type { Db } from '../db/database.ts';
import { seekRows, type KeyColumns, type KeysetSort, type Position } from './keyset.ts';
import type { Scoped } from './read.ts';
import type { Rec } from './records.ts';
import { refreshAfter } from './totals.ts';

/** Rows between two boundaries: a page by number reads at most this many rows before its own. */
export const SEGMENT = 1_000;
/** Most maps kept per database (the least recently used go first). */
const MAX_MAPS = 500;

interface PageMap {
  table: string;
  /** boundaries[i]: the position of row (i + 1) * SEGMENT - 1 (0-based) in the order. */
  boundaries: Position[];
  /** The set ends before the next boundary. */
  complete: boolean;
  /** SQLite: the change stamp it was built under. */
  stamp?: number;
  /** When it was started (Date.now()) and how long its seeks took so far, ms. */
  at: number;
  costMs: number;
}

const caches = new WeakMap<Db, Map<string, PageMap>>();

function cacheOf(db: Db): Map<string, PageMap> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

function fresh(db: Db, map: PageMap): boolean {
  const stamp = changeStampOf(db);
  if (stamp) return map.stamp === stamp();
  return Date.now() - map.at < refreshAfter(map.costMs);
}

/** The map of `key`, fresh, made the most recently used. */
function mapOf(db: Db, table: string, key: string): PageMap {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && fresh(db, hit)) {
    cache.set(key, hit);
    return hit;
  }
  const map: PageMap = {
    table,
    boundaries: [],
    complete: false,
    stamp: changeStampOf(db)?.(),
    at: Date.now(),
    costMs: 0,
  };
  cache.set(key, map);
  if (cache.size > MAX_MAPS) cache.delete(cache.keys().next().value!);
  return map;
}

/**
 * The raw rows (view columns and key aliases, `limit` at most) at `offset` in the order of `sort`
 * under the read's conditions: what `ORDER BY sort, id LIMIT limit OFFSET offset` answers.
 */
export async function rowsAtOffset(
  read: Scoped,
  counterKey: string,
  sort: KeysetSort,
  keys: KeyColumns,
  offset: number,
  limit: number,
): Promise<Rec[]> {
  const db = read.ctx.db;
  const key = `${read.model.table}\u0000${sort.column}|${sort.desc ? 'desc' : 'asc'}\u0000${counterKey}`;
  const map = mapOf(db, read.model.table, key);
  const segment = Math.floor(offset / SEGMENT); // boundaries needed: segment
  while (map.boundaries.length < segment && !map.complete) {
    const known = map.boundaries.length;
    const after = known ? map.boundaries[known - 1] : undefined;
    const t0 = performance.now();
    const [row] = await seekRows(read, sort, keys, after, 1, SEGMENT - 1);
    map.costMs += performance.now() - t0;
    // Another request extended the map meanwhile: go on from where it is now.
    if (map.boundaries.length !== known) continue;
    if (row) map.boundaries.push(keys.position(row));
    else map.complete = true;
  }
  if (map.boundaries.length < segment) return []; // the set ends before the page
  const from = segment ? map.boundaries[segment - 1] : undefined;
  return seekRows(read, sort, keys, from, limit, offset - segment * SEGMENT);
}

/** Drop the page maps of these tables (a write through the API to them: totals.ts). */
export function invalidatePageMaps(db: Db, tables: Set<string>): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [key, m] of cache) if (tables.has(m.table)) cache.delete(key);
}
