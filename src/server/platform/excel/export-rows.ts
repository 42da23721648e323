// The rows of an export, read in keyset pages (never OFFSET: page n costs the same as page 1 at a
// million rows) through the list's own `filtered` (tenant + data rules + the request's filters) and
// presented by the list's own `presentRows` (decoded values, dictionary and reference labels).
import type { Cond } from '../../engine/db/filter.ts';
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { keyColumns, seekRows, type Position } from '../../engine/crud/keyset.ts';
import type { ListQuery } from '../../engine/crud/list-params.ts';
import { filtered, scoped } from '../../engine/crud/read.ts';
import { presentRows, type Rec } from '../../engine/crud/records.ts';

export const EXPORT_BATCH = 1000;

/** How many rows the export would write (the same conditions as the rows themselves). */
export async function countExport(ctx: Ctx, view: EntityModel, where: Cond[]): Promise<number> {
  const c = await filtered(ctx.db, ctx, view, where)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(c.total);
}

/** Presented records in batches, at most `limit` in all, read in keyset pages (crud/keyset.ts). */
export async function* exportBatches(
  ctx: Ctx,
  view: EntityModel,
  q: Pick<ListQuery, 'sort' | 'where'>,
  limit: number,
  batch = EXPORT_BATCH,
): AsyncGenerator<Rec[]> {
  const keys = keyColumns(view, q.sort.column);
  const read = scoped(ctx, view, q.where);
  let after: Position | undefined;
  let sent = 0;
  while (sent < limit) {
    const size = Math.min(batch, limit - sent);
    const rows = await seekRows(read, q.sort, keys, after, size);
    if (rows.length === 0) break;
    after = keys.position(rows[rows.length - 1]);
    keys.strip(rows);
    sent += rows.length;
    const records = await presentRows(ctx.db, view, rows, ctx.lang, ctx.tenantId);
    if (ctx.present) await ctx.present(records);
    yield records;
    if (rows.length < size) break;
  }
}
