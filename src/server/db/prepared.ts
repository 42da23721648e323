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

function bind<Row>(compiled: CompiledQuery<Row>, args: readonly unknown[]): CompiledQuery<Row> {
  const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
  return { ...compiled, parameters };
}

export function prepareQuery<Row>(
  db: Db,
  arity: number,
  build: (...slots: unknown[]) => Compilable<Row>,
): (...args: unknown[]) => Promise<Row[]> {
  const compiled: CompiledQuery<Row> = build(...Array.from({ length: arity }, (_, i) => slot(i))).compile();
  return async (...args) => (await db.executeQuery<Row>(bind(compiled, args))).rows;
}

/** Most plans one cache keeps (the least recently used go first). */
const MAX_PLANS = 2_000;

/**
 * Compiled queries by shape: `run(key, args, build)` compiles `build(slot)` the first time a key is
 * seen and afterwards only binds `args`. The key must name everything that shapes the SQL text (table,
 * columns, condition structure, sort, dialect); everything else must be an argument.
 */
export class PlanCache {
  private readonly plans = new Map<string, CompiledQuery>();

  constructor(
    private readonly db: Db,
    private readonly max = MAX_PLANS,
  ) {}

  get size(): number {
    return this.plans.size;
  }

  async run<Row>(key: string, args: readonly unknown[], build: (slot: (i: number) => unknown) => Compilable<Row>) {
    let compiled = this.plans.get(key) as CompiledQuery<Row> | undefined;
    if (compiled) {
      this.plans.delete(key); // most recently used last
    } else {
      compiled = build(slot).compile();
      if (this.plans.size >= this.max) this.plans.delete(this.plans.keys().next().value!);
    }
    this.plans.set(key, compiled);
    return (await this.db.executeQuery<Row>(bind(compiled, args))).rows;
  }
}

const caches = new WeakMap<Db, PlanCache>();

/** The plan cache of one database (one per process and database). */
export function plansOf(db: Db): PlanCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PlanCache(db)));
  return cache;
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A number naming one object (an entity model or its view) in plan keys, stable for its lifetime. */
export function objectId(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}
