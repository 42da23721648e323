// A query built and compiled once, executed many times with fresh parameters: the hot lookups
// (the session check on every request) skip Kysely's per-call building and compiling. Slots are
// sentinel values placed where parameters go; at execution each is replaced by its argument.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

class Slot {
  constructor(readonly index: number) {}
}

export function prepareQuery<Row>(
  db: Db,
  arity: number,
  build: (...slots: unknown[]) => Compilable<Row>,
): (...args: unknown[]) => Promise<Row[]> {
  const compiled: CompiledQuery<Row> = build(...Array.from({ length: arity }, (_, i) => new Slot(i))).compile();
  const template = compiled.parameters;
  return async (...args) => {
    const parameters = template.map((p) => (p instanceof Slot ? args[p.index] : p));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
