// The rows of an export, read in keyset pages (never OFFSET: page n costs the same as page 1 at a
// million rows) through the list's own `filtered` (tenant + data rules + the request's filters) and
// presented by the list's own `presentRows` (decoded values, dictionary and reference labels).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Cond } from '../db/filter.ts';
import type { Ctx } from '../crud/context.ts';
import type { EntityModel } from '../crud/entity-model.ts';
import type { ListQuery } from '../crud/list-params.ts';
import { filtered } from '../crud/read.ts';
import { presentRows, type Rec } from '../crud/records.ts';

export const EXPORT_BATCH = 1000;

/** How many rows the export would write (the same conditions as the rows themselves). */
export async function countExport(ctx: Ctx, view: EntityModel, where: Cond[]): Promise<number> {
  const c = await filtered(ctx.db, ctx, view, where)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(c.total);
}

interface Cursor {
  value: unknown;
  id: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/**
 * Rows strictly after `after` in the list's order: (sort column, id), both in the same direction,
 * NULLs where each dialect puts them (first ascending on SQLite, last on PostgreSQL; the other way
 * descending), so the pages join up exactly as one ORDER BY would.
 */
function after(eb: Eb, column: string, desc: boolean, nullsFirst: boolean, c: Cursor): Expression<SqlBool> {
  const cmp = desc ? '<' : '>';
  const col = eb.ref(column);
  const idAfter = eb('id', cmp, c.id);
  if (column === 'id') return idAfter;
  if (c.value === null || c.value === undefined) {
    const inNulls = eb.and([eb(col, 'is', null), idAfter]);
    return nullsFirst ? eb.or([inNulls, eb(col, 'is not', null)]) : inNulls;
  }
  const items = [eb(col, cmp, c.value), eb.and([eb(col, '=', c.value), idAfter])];
  if (!nullsFirst) items.push(eb(col, 'is', null));
  return eb.or(items);
}

/** Presented records in batches, at most `limit` in all. */
export async function* exportBatches(
  ctx: Ctx,
  view: EntityModel,
  q: Pick<ListQuery, 'sort' | 'where'>,
  limit: number,
  batch = EXPORT_BATCH,
): AsyncGenerator<Rec[]> {
  const { column, desc } = q.sort;
  const dir = desc ? 'desc' : 'asc';
  const nullsFirst = ctx.dialect === 'sqlite' ? !desc : desc;
  // The raw sort value travels under its own alias: the selected field may be decoded in place.
  const sortKey = '__sort';
  const idKey = '__id'; // also when a field rule hides id itself
  let cursor: Cursor | undefined;
  let sent = 0;
  while (sent < limit) {
    let query = filtered(ctx.db, ctx, view, q.where)
      .select(view.select)
      .select([sql.ref(column).as(sortKey), sql.ref('id').as(idKey)]);
    if (cursor) {
      const c = cursor;
      query = query.where((eb) => after(eb, column, desc, nullsFirst, c));
    }
    query = query.orderBy(column, dir);
    if (column !== 'id') query = query.orderBy('id', dir);
    const rows = (await query.limit(Math.min(batch, limit - sent)).execute()) as Rec[];
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    cursor = { value: last[sortKey], id: last[idKey] };
    for (const r of rows) {
      delete r[sortKey];
      delete r[idKey];
    }
    sent += rows.length;
    yield await presentRows(ctx.db, view, rows, ctx.lang, ctx.tenantId);
    if (rows.length < batch) return;
  }
}
