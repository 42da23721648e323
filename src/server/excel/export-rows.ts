// The rows of an export, read in keyset pages (never OFFSET: page n costs the same as page 1 at a
// million rows) through the list's own `filtered` (tenant + data rules + the request's filters) and
// presented by the list's own `presentRows` (decoded values, dictionary and reference labels).
import { sql, type AliasedExpression, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
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
 * The pages run in two phases, the sort column's NULLs where each dialect puts them (first ascending
 * on SQLite, last on PostgreSQL; the other way descending) and its values, so the pages join up
 * exactly as one ORDER BY would. Within a phase the condition is a plain range on the sort column
 * (`col <= v AND (col < v OR id < last)` descending), which an index on the column can seek to; one
 * OR across the NULLs and the values would make SQLite read and sort every row left for each page.
 */
type Phase = 'nulls' | 'values';

function phaseWhere(eb: Eb, column: string, phase: Phase, desc: boolean, c: Cursor): Expression<SqlBool> {
  const cmp = desc ? '<' : '>';
  const col = eb.ref(column);
  if (column === 'id') return eb('id', cmp, c.id);
  if (phase === 'nulls') return eb.and([eb(col, 'is', null), eb('id', cmp, c.id)]);
  return eb.and([eb(col, desc ? '<=' : '>=', c.value), eb.or([eb(col, cmp, c.value), eb('id', cmp, c.id)])]);
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
  const phases: Phase[] = column === 'id' ? ['values'] : nullsFirst ? ['nulls', 'values'] : ['values', 'nulls'];
  // The cursor reads the raw sort value and id from the selected fields when they are selected
  // undecoded, else from aliases of their own (a decoded field changes in place, a field rule may
  // hide id), which are removed again.
  const direct = (col: string) => {
    for (const f of view.readable.values()) {
      const selected = view.select.includes(f.column === f.name ? f.column : `${f.column} as ${f.name}`);
      if (f.column === col && selected && !f.codec.fromDb) return f.name;
    }
    return undefined;
  };
  const sortField = direct(column);
  const idField = direct('id');
  const sortKey = sortField ?? '__sort';
  const idKey = idField ?? '__id';
  const aliases: AliasedExpression<unknown, string>[] = [];
  if (!sortField) aliases.push(sql.ref(column).as(sortKey));
  if (!idField) aliases.push(sql.ref('id').as(idKey));
  let sent = 0;
  for (const phase of phases) {
    let cursor: Cursor | undefined;
    while (sent < limit) {
      const c = cursor;
      let query = filtered(ctx.db, ctx, view, q.where).select(view.select);
      if (aliases.length) query = query.select(aliases);
      if (c) query = query.where((eb) => phaseWhere(eb, column, phase, desc, c));
      else if (column !== 'id') query = query.where(column, phase === 'nulls' ? 'is' : 'is not', null);
      // The NULL phase orders by id alone (all its sort values are equal).
      if (phase === 'values') query = query.orderBy(column, dir);
      if (column !== 'id') query = query.orderBy('id', dir);
      const size = Math.min(batch, limit - sent);
      const rows = (await query.limit(size).execute()) as Rec[];
      if (rows.length === 0) break;
      const last = rows[rows.length - 1];
      cursor = { value: last[sortKey], id: last[idKey] };
      if (!sortField || !idField) {
        for (const r of rows) {
          if (!sortField) delete r[sortKey];
          if (!idField) delete r[idKey];
        }
      }
      sent += rows.length;
      yield await presentRows(ctx.db, view, rows, ctx.lang, ctx.tenantId);
      if (rows.length < size) break;
    }
  }
}
