// Reads: a filtered, sorted page (list, rootList, childList) and one record by id. Deep pages are read
// by keyset (keyset.ts, list-cursor.ts, page-map.ts), totals counted or cached (totals.ts); see README.md.
import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { PageResult } from '../../../../runtime/core/wire.ts';
import { andAll, condShape, slotCond, toExpression, type Cond } from '../db/filter.ts';
import type { Db } from '../db/database.ts';
import { objectId, plansOf } from '../db/prepared.ts';
import { rowScope, type Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { keyColumns, seekRows } from './keyset.ts';
import { encodeCursor } from './list-cursor.ts';
import { rowsAtOffset, SEGMENT } from './page-map.ts';
import type { ListQuery } from './list-params.ts';
import { presentPage } from './list-present.ts';
import type { Rec } from './records.ts';
import { countTotal, type Counter, type Total } from './totals.ts';

export function filtered(db: Db, ctx: Ctx, model: EntityModel, conds: Cond[]) {
  return filterBy(db.selectFrom(model.table), ctx, andAll([...rowScope(model, ctx), ...conds]));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Base = SelectQueryBuilder<any, any, object>;

function filterBy(base: Base, ctx: Ctx, cond: Cond | undefined): Base {
  return cond ? base.where((eb) => toExpression(eb, cond, ctx.dialect)) : base;
}

/** A read's condition (tenant, data rules, the request's) split into its plan shape and values. */
export interface Scoped {
  ctx: Ctx;
  model: EntityModel;
  cond: Cond | undefined;
  shape: string;
  values: unknown[];
}

export function scoped(ctx: Ctx, model: EntityModel, conds: Cond[]): Scoped {
  const cond = andAll([...rowScope(model, ctx), ...conds]);
  const values: unknown[] = [];
  const shape = condShape(cond, values);
  return { ctx, model, cond, shape, values };
}

/**
 * Rows of a select on the model's table filtered as `filtered` does, from a plan compiled once per
 * view, condition shape and `key` (db/prepared.ts): `finish` adds what the key names (columns, order,
 * limits) with `slot(i)` standing for `extra[i]`. The key must name everything `finish` puts into the
 * SQL text. It runs on `db` (a transaction) when given, else on the request's database.
 */
export async function plannedRows(
  s: Scoped,
  key: string,
  extra: unknown[],
  finish: (base: Base, slot: (i: number) => unknown) => Compilable<unknown>,
  db: Db = s.ctx.db,
): Promise<Rec[]> {
  const { ctx, cond } = s;
  const first = s.values.length;
  return (await plansOf(db).run(`${objectId(s.model)}|${s.shape}|${key}`, [...s.values, ...extra], (slot) => {
    const base = filterBy(db.selectFrom(s.model.table), ctx, cond && slotCond(cond, slot));
    return finish(base, (i) => slot(first + i));
  })) as Rec[];
}

/** The rows of a read counted through plans, the full count or at most `cap` (totals.ts). */
export function counter(s: Scoped): Counter {
  return {
    key: `${objectId(s.model)}|${s.shape}\u0000${JSON.stringify(s.values)}`,
    count: async (cap) => {
      const rows = cap
        ? await plannedRows(s, 'count|capped', [cap], (base, slot) =>
            s.ctx.db
              .selectFrom(
                base
                  .select(sql.lit(1).as('one'))
                  .limit(slot(0) as number)
                  .as('capped'),
              )
              .select((eb) => eb.fn.countAll().as('n')),
          )
        : await plannedRows(s, 'count', [], (base) => base.select((eb) => eb.fn.countAll().as('n')));
      return Number(rows[0].n);
    },
  };
}

/**
 * One page of a list: by `pageNo` (OFFSET on the first pages, deeper a seek from the page map's nearest
 * boundary: page-map.ts) or, for next/previous from a page already shown, by the request's `cursor`
 * (keyset: as cheap deep in the set as on page 1). Each
 * page carries the cursors to its neighbours and a total that is exact when cheap (totals.ts).
 */
export async function readPage(ctx: Ctx, model: EntityModel, q: ListQuery, extra: Cond[] = []) {
  const read = scoped(ctx, model, [...extra, ...q.where]);
  const keys = keyColumns(model, q.sort.column);
  let rows: Rec[];
  let current: number;
  let more: boolean; // rows beyond this page, after it
  let before: boolean; // rows before this page
  let total: Total | undefined;
  if (q.cursor) {
    const c = q.cursor;
    const sort = c.back ? { column: q.sort.column, desc: !q.sort.desc } : q.sort;
    rows = await seekRows(read, sort, keys, c, q.pageSize + 1);
    const beyond = rows.length > q.pageSize;
    if (beyond) rows = rows.slice(0, q.pageSize);
    if (c.back) rows.reverse();
    current = c.pageNo;
    more = c.back ? true : beyond;
    before = c.back ? beyond : true;
    // Paged back to the start: the page is a first page (its number follows from that).
    if (c.back && !beyond) current = 1;
  } else {
    const offset = (q.pageNo - 1) * q.pageSize;
    const { column } = q.sort;
    const dir = q.sort.desc ? 'desc' : 'asc';
    if (offset < SEGMENT) {
      rows = await plannedRows(read, `page|${column}|${dir}`, [q.pageSize + 1, offset], (base, slot) => {
        let rowsQ = base.select(model.select).orderBy(column, dir);
        if (keys.aliases.length) rowsQ = rowsQ.select(keys.aliases);
        if (column !== 'id') rowsQ = rowsQ.orderBy('id', dir); // stable on ties
        return rowsQ.limit(slot(0) as number).offset(slot(1) as number);
      });
    } else {
      // Deeper: a seek from the page map's boundary before the page (page-map.ts), not OFFSET. A page
      // past the total's end is empty without reading up to it.
      const count = counter(read);
      total = await countTotal(ctx.db, model.table, count);
      rows = offset >= total.total ? [] : await rowsAtOffset(read, count.key, q.sort, keys, offset, q.pageSize + 1);
    }
    more = rows.length > q.pageSize;
    if (more) rows = rows.slice(0, q.pageSize);
    current = q.pageNo;
    before = offset > 0;
    if (!more && (rows.length > 0 || offset === 0)) total = { total: offset + rows.length, exact: true };
  }
  total ??= await countTotal(ctx.db, model.table, counter(read));
  const first = rows[0];
  const last = rows[rows.length - 1];
  const cursor = (row: Rec | undefined, back: boolean, pageNo: number) =>
    row && pageNo >= 1 ? encodeCursor({ sort: q.sort, ...keys.position(row), back, pageNo }) : undefined;
  const nextCursor = more ? cursor(last, false, current + 1) : undefined;
  const prevCursor = before ? cursor(first, true, current - 1) : undefined;
  keys.strip(rows);
  const records = await presentPage(ctx.db, model, rows, ctx.lang, ctx.tenantId);
  if (ctx.present && records.length) await ctx.present(records);
  const page: PageResult<Rec> = {
    records,
    total: total.total,
    size: q.pageSize,
    current,
    pages: Math.ceil(total.total / q.pageSize),
    totalExact: total.exact,
    ...(nextCursor ? { nextCursor } : {}),
    ...(prevCursor ? { prevCursor } : {}),
  };
  return page;
}

/** The stored row (wire names, not yet decoded) or undefined. */
export async function rawById(db: Db, ctx: Ctx, model: EntityModel, id: string): Promise<Rec | undefined> {
  const read = scoped(ctx, model, [{ op: 'eq', column: 'id', value: id }]);
  return (await plannedRows(read, 'byId', [], (base) => base.select(model.select), db))[0];
}

/** Mark each tree record with hasChild, using one grouped query for the page. */
export async function markHasChild(ctx: Ctx, model: EntityModel, records: Rec[]): Promise<void> {
  const parent = model.parent!;
  const ids = records.map((r) => r.id as string);
  const withChildren = new Set<string>();
  if (ids.length) {
    const read = scoped(ctx, model, [{ op: 'in', column: parent.column, values: ids }]);
    const rows = await plannedRows(read, 'hasChild', [], (base) => base.select(`${parent.column} as pid`).distinct());
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
