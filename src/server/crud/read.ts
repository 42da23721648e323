// Reads: a filtered, sorted page (list, rootList, childList) and one record by id.
import type { PageResult } from '../../../runtime/core/wire.ts';
import { andAll, toExpression, type Cond } from '../db/filter.ts';
import type { Db } from '../db/database.ts';
import { rowScope, type Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import type { ListQuery } from './list-params.ts';
import { presentRows, type Rec } from './records.ts';

export function filtered(db: Db, ctx: Ctx, model: EntityModel, conds: Cond[]) {
  const cond = andAll([...rowScope(model, ctx), ...conds]);
  const base = db.selectFrom(model.table);
  return cond ? base.where((eb) => toExpression(eb, cond, ctx.dialect)) : base;
}

export async function readPage(ctx: Ctx, model: EntityModel, q: ListQuery, extra: Cond[] = []) {
  const base = filtered(ctx.db, ctx, model, [...extra, ...q.where]);
  const dir = q.sort.desc ? 'desc' : 'asc';
  let rowsQ = base.select(model.select).orderBy(q.sort.column, dir);
  if (q.sort.column !== 'id') rowsQ = rowsQ.orderBy('id', dir); // stable paging on equal sort keys
  const offset = (q.pageNo - 1) * q.pageSize;
  const rows = (await rowsQ.limit(q.pageSize).offset(offset).execute()) as Rec[];
  let total: number;
  if (rows.length < q.pageSize && (rows.length > 0 || offset === 0)) total = offset + rows.length;
  else {
    const c = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    total = Number(c.total);
  }
  const records = await presentRows(ctx.db, model, rows, ctx.lang, ctx.tenantId);
  const page: PageResult<Rec> = {
    records,
    total,
    size: q.pageSize,
    current: q.pageNo,
    pages: Math.ceil(total / q.pageSize),
  };
  return page;
}

/** The stored row (wire names, not yet decoded) or undefined. */
export async function rawById(db: Db, ctx: Ctx, model: EntityModel, id: string): Promise<Rec | undefined> {
  return (await filtered(db, ctx, model, [{ op: 'eq', column: 'id', value: id }])
    .select(model.select)
    .executeTakeFirst()) as Rec | undefined;
}

/** Mark each tree record with hasChild, using one grouped query for the page. */
export async function markHasChild(ctx: Ctx, model: EntityModel, records: Rec[]): Promise<void> {
  const parent = model.parent!;
  const ids = records.map((r) => r.id as string);
  const withChildren = new Set<string>();
  if (ids.length) {
    const rows = await filtered(ctx.db, ctx, model, [{ op: 'in', column: parent.column, values: ids }])
      .select(`${parent.column} as pid`)
      .distinct()
      .execute();
    for (const r of rows as { pid: string }[]) withChildren.add(r.pid);
  }
  for (const r of records) r.hasChild = withChildren.has(r.id as string);
}

export function rootCondition(model: EntityModel): Cond {
  const column = model.parent!.column;
  return {
    op: 'or',
    items: [
      { op: 'isNull', column },
      { op: 'eq', column, value: '0' },
      { op: 'eq', column, value: '' },
    ],
  };
}
