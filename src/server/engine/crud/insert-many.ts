// Multi-row INSERTs in chunks that stay within each dialect's bound-parameter limit (SQLite 32766,
// PostgreSQL 65535). Rows may differ in their keys: a key a row lacks is inserted as NULL. Kysely
// builds and compiles each shape (dialect, table, columns, row count) once: a batch of 500 rows x 20
// columns took it ~4 ms every time; later batches of the same shape only bind new parameters. A few
// shapes are kept (full batches repeat; the last one of an import or a data log differs).
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import type { Rec } from './records.ts';

const MAX_PARAMS: Record<Dialect, number> = { sqlite: 30_000, postgres: 60_000 };
const SHAPES = 32;
const insertSql = new Map<string, string>();

export async function insertMany(trx: Db, dialect: Dialect, table: string, rows: Rec[]): Promise<void> {
  if (rows.length === 0) return;
  const seen = new Set<string>();
  for (const r of rows) for (const k in r) seen.add(k);
  const columns = [...seen];
  const per = Math.max(1, Math.floor(MAX_PARAMS[dialect] / columns.length));
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    const params: unknown[] = new Array(chunk.length * columns.length);
    let at = 0;
    for (const r of chunk) {
      for (const c of columns) {
        const v = r[c];
        params[at++] = v === undefined ? null : v;
      }
    }
    const key = `${dialect}|${table}|${chunk.length}|${columns.join(',')}`;
    const cached = insertSql.get(key);
    if (cached !== undefined) {
      await trx.executeQuery(CompiledQuery.raw(cached, params));
      continue;
    }
    const uniform = chunk.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] === undefined ? null : r[c]])));
    const compiled = trx.insertInto(table).values(uniform).compile();
    // Only a shape whose parameters are exactly the values in order is reused.
    if (compiled.parameters.length === params.length && compiled.parameters.every((p, k) => p === params[k])) {
      if (insertSql.size >= SHAPES) insertSql.delete(insertSql.keys().next().value!);
      insertSql.set(key, compiled.sql);
    }
    await trx.executeQuery(compiled);
  }
}
