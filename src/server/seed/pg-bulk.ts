// The seed's bulk path on PostgreSQL: one `INSERT ... SELECT FROM unnest($1::text[], ...)` per batch of
// rows, each column sent as one text array and cast to the column's own type on the server. That is one
// statement with as many parameters as columns (not rows × columns), parsed and planned once per batch;
// node-postgres sends every parameter as text anyway, so the stored values are those of a multi-row
// INSERT (the test `pg-bulk.test.ts` compares both). No COPY: it would need a dependency (pg-copy-streams).
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../engine/db/database.ts';
import type { Rec } from '../engine/crud/records.ts';

/** Rows per statement: large enough to amortise the round trip, small enough to keep arrays modest. */
export const PG_BATCH_ROWS = 5_000;

/**
 * A column's type without its modifier (`character varying`, not `character varying(64)`), per table:
 * an explicit cast to varchar(64) would cut a longer text silently, while the insert's own assignment
 * to the column refuses it, as a multi-row INSERT does.
 */
export type ColumnTypes = Map<string, string>;

export async function columnTypes(trx: Db, table: string): Promise<ColumnTypes> {
  const r = await sql<{ name: string; type: string }>`
    select a.attname as name, format_type(a.atttypid, null) as type
    from pg_attribute a
    where a.attrelid = to_regclass(${table}) and a.attnum > 0 and not a.attisdropped`.execute(trx);
  return new Map(r.rows.map((c) => [c.name, c.type]));
}

/** The text form node-postgres would send for a parameter. */
function asText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) throw new Error('seed rows carry dates as text');
  return JSON.stringify(v);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function pgBulkInsert(trx: Db, table: string, rows: Rec[], types: ColumnTypes): Promise<void> {
  if (rows.length === 0) return;
  const seen = new Set<string>();
  for (const r of rows) for (const k in r) seen.add(k);
  const columns = [...seen];
  for (const c of columns) if (!types.has(c)) throw new Error(`${table} has no column ${c}`);
  const names = columns.map(ident).join(', ');
  const alias = columns.map((_, i) => `c${i}`).join(', ');
  const casts = columns.map((c, i) => `c${i}::${types.get(c)}`).join(', ');
  const arrays = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const text = `insert into ${ident(table)} (${names}) select ${casts} from unnest(${arrays}) as u(${alias})`;
  for (let i = 0; i < rows.length; i += PG_BATCH_ROWS) {
    const chunk = rows.slice(i, i + PG_BATCH_ROWS);
    const params = columns.map((c) => chunk.map((r) => asText(r[c])));
    await trx.executeQuery(CompiledQuery.raw(text, params));
  }
}
