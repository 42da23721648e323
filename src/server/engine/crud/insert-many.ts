// Multi-row INSERTs in chunks that stay within each dialect's bound-parameter limit (SQLite 32766,
// PostgreSQL 65535). Rows may differ in their keys: a key a row lacks is inserted as NULL.
import type { Db, Dialect } from '../db/database.ts';
import type { Rec } from './records.ts';

const MAX_PARAMS: Record<Dialect, number> = { sqlite: 30_000, postgres: 60_000 };

export async function insertMany(trx: Db, dialect: Dialect, table: string, rows: Rec[]): Promise<void> {
  if (rows.length === 0) return;
  const seen = new Set<string>();
  for (const r of rows) for (const k in r) seen.add(k);
  const columns = [...seen];
  const per = Math.max(1, Math.floor(MAX_PARAMS[dialect] / columns.length));
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per).map((r) => {
      const row: Rec = {};
      for (const c of columns) row[c] = r[c] === undefined ? null : r[c];
      return row;
    });
    await trx.insertInto(table).values(chunk).execute();
  }
}
