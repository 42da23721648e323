// Queries built and compiled once, executed many times with fresh parameters: the hot lookups (the
// session check on every request) and the list engine's queries per entity and shape (plans) skip
// Kysely's per-call building and compiling. Slots are sentinel values placed where parameters go; at
// execution each is replaced by its argument (constants the builder put in stay in place).
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

export class Slot {
  constructor(readonly index: number) {}
}

/** Slot `i` stands for argument `i` of the query. */
export const slot = (i: number): unknown => new Slot(i);

// SQL texts of the plans and prepared queries: on PostgreSQL they run as named statements
// (pg-prepared.ts). Bounded: past the limit it starts again (a text left out just runs unnamed).
const planTexts = new Set<string>();

function remember(sql: string): void {
  if (planTexts.size >= 4 * MAX_PLANS) planTexts.clear();
  planTexts.add(sql);
}

/** Is this the SQL text of a plan or a prepared query (so worth preparing on the server)? */
export function isPlanSql(sql: string): boolean {
  return planTexts.has(sql);
}

function bind<Row>(compiled: CompiledQuery<Row>, args: readonly unknown[]): CompiledQuery<Row> {
  const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
  return { ...compiled, parameters };
}

/** Runs a read straight on a SQLite connection; undefined when it cannot (a transaction is open on it). */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const directReads = new WeakMap<Db, DirectRead>();

/**
 * Let plans and prepared queries on `db` (a SQLite database, not a transaction) skip Kysely's executor:
 * better-sqlite3 runs synchronously, so with no transaction open on the connection at the moment of
 * the call a read sees exactly what Kysely's path would, without its promise chain (db/README.md).
 */
export function allowDirectReads(db: Db, read: DirectRead): void {
  directReads.set(db, read);
}

async function execute<Row>(db: Db, compiled: CompiledQuery<Row>): Promise<Row[]> {
  const direct = directReads.get(db)?.(compiled.sql, compiled.parameters);
  return direct ? (direct as Row[]) : (await db.executeQuery<Row>(compiled)).rows;
}

export function prepareQuery<Row>(
  db: Db,
  arity: number,
  build: (...slots: unknown[]) => Compilable<Row>,
): (...args: unknown[]) => Promise<Row[]> {
  const compiled: CompiledQuery<Row> = build(...Array.from({ length: arity }, (_, i) => slot(i))).compile();
  remember(compiled.sql);
  return (...args) => execute(db, bind(compiled, args));
}

/** Most plans one cache keeps (the least recently used go first). */
const MAX_PLANS = 2_000;
/** Plans with more parameters than this are not kept. */
export const MAX_PLAN_PARAMS = 64;

/**
 * Compiled queries by shape: `run(db, key, args, build)` compiles `build(slot)` the first time a key is
 * seen and afterwards only binds `args`, executing on `db` (the database or a transaction on it). The
 * key must name everything that shapes the SQL text (table, columns, condition structure, sort);
 * everything else must be an argument.
 */
export class PlanCache {
  private readonly plans = new Map<string, CompiledQuery>();

  constructor(private readonly max = MAX_PLANS) {}

  get size(): number {
    return this.plans.size;
  }

  async run<Row>(
    db: Db,
    key: string,
    args: readonly unknown[],
    build: (slot: (i: number) => unknown) => Compilable<Row>,
    keepWide = false,
  ): Promise<Row[]> {
    let compiled = this.plans.get(key) as CompiledQuery<Row> | undefined;
    if (compiled) {
      this.plans.delete(key); // most recently used last
      this.plans.set(key, compiled);
    } else {
      compiled = build(slot).compile();
      // Long IN lists (a tree's page of parents, a big page's labels) would fill the cache with
      // one-off shapes: they are compiled per call, as any query. A write's shape (one value per
      // column) is bounded by its entity, so `keepWide` keeps it however many columns it has.
      if (keepWide || compiled.parameters.length <= MAX_PLAN_PARAMS) {
        if (this.plans.size >= this.max) this.plans.delete(this.plans.keys().next().value!);
        this.plans.set(key, compiled);
        remember(compiled.sql);
      }
    }
    return execute(db, bind(compiled, args));
  }
}

// Compiled SQL depends on the dialect's compiler only, so a database and every transaction on it share
// one cache: the dialect is told by how a probe query compiles (once per Kysely instance).
const families = new Map<string, PlanCache>();
const familyOf = new WeakMap<Db, PlanCache>();

/** Plans run on one database or transaction. */
export interface Plans {
  run<Row>(
    key: string,
    args: readonly unknown[],
    build: (slot: (i: number) => unknown) => Compilable<Row>,
    keepWide?: boolean,
  ): Promise<Row[]>;
}

/** Run plans on `db` (a database or a transaction), from the plan cache of its dialect. */
export function plansOf(db: Db): Plans {
  let cache = familyOf.get(db);
  if (!cache) {
    const probe = db.selectFrom('t').select('c').where('c', '=', 0).compile().sql;
    cache = families.get(probe);
    if (!cache) families.set(probe, (cache = new PlanCache()));
    familyOf.set(db, cache);
  }
  const plans = cache;
  return { run: (key, args, build, keepWide) => plans.run(db, key, args, build, keepWide) };
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A number naming one object (an entity model or its view) in plan keys, stable for its lifetime. */
export function objectId(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}
