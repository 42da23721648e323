// PostgreSQL: the secondary indexes of empty tables are dropped before a large load and created again
// (from their own `pg_get_indexdef` text) after it, in the same transaction: building an index once over
// the loaded rows is much cheaper than keeping a dozen indexes (migration 0016) up to date row by row.
// Indexes behind constraints (primary keys, unique constraints) stay. A failure rolls the drop back too.
import { sql } from 'kysely';
import type { Db } from '../engine/db/database.ts';

export interface DroppedIndex {
  name: string;
  definition: string;
}

/** Drops the secondary indexes of those tables that hold no row; returns their definitions. */
export async function dropIndexesOfEmptyTables(trx: Db, tables: string[]): Promise<DroppedIndex[]> {
  const empty: string[] = [];
  for (const t of tables) {
    const r = await sql<{ any: boolean }>`select exists (select 1 from ${sql.table(t)}) as any`.execute(trx);
    if (!r.rows[0].any) empty.push(t);
  }
  if (!empty.length) return [];
  const r = await sql<DroppedIndex>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    join pg_class c on c.relname = i.indexname and c.relnamespace = to_regnamespace(i.schemaname)
    where i.schemaname = current_schema() and i.tablename = any(${empty}::text[])
      and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
    order by i.tablename, i.indexname`.execute(trx);
  for (const ix of r.rows) await sql`drop index ${sql.id(ix.name)}`.execute(trx);
  return r.rows;
}

export async function restoreIndexes(trx: Db, dropped: DroppedIndex[]): Promise<void> {
  if (!dropped.length) return;
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  for (const ix of dropped) await sql.raw(ix.definition).execute(trx);
}
