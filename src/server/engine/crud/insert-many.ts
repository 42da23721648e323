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
  const params: unknown[] = new Array(rows.length * columns.length);
  let at = 0;
  for (const r of rows) {
    for (const c of columns) {
      const v = r[c];
      params[at++] = v === undefined ? null : v;
    }
  }
  await insertValues(trx, dialect, table, columns, params);
}

/**
 * insertMany of rows given as their values: `params` holds each row's values in the order of
 * `columns`, row after row (no undefined: NULL is null). For a caller that has the values already in
 * order (the data log), without a record object per row.
 */
export async function insertValues(
  trx: Db,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  params: unknown[],
): Promise<void> {
  const width = columns.length;
  const count = params.length / width;
  const per = Math.max(1, Math.floor(MAX_PARAMS[dialect] / width));
  for (let i = 0; i < count; i += per) {
    const rows = Math.min(per, count - i);
    const chunk = rows === count ? params : params.slice(i * width, (i + rows) * width);
    const key = `${dialect}|${table}|${rows}|${columns.join(',')}`;
    const cached = insertSql.get(key);
    if (cached !== undefined) {
      await trx.executeQuery(CompiledQuery.raw(cached, chunk));
      continue;
    }
    const uniform: Rec[] = new Array(rows);
    for (let r = 0; r < rows; r++) {
      const row: Rec = {};
      for (let c = 0; c < width; c++) row[columns[c]] = chunk[r * width + c];
      uniform[r] = row;
    }
    const compiled = trx.insertInto(table).values(uniform).compile();
    // Only a shape whose parameters are exactly the values in order is reused.
    if (compiled.parameters.length === chunk.length && compiled.parameters.every((p, k) => p === chunk[k])) {
      if (insertSql.size >= SHAPES) insertSql.delete(insertSql.keys().next().value!);
      insertSql.set(key, compiled.sql);
    }
    await trx.executeQuery(compiled);
  }
}
