// Keyset (seek) reads shared by the list's cursor pages and the Excel export: rows strictly after a
// position in the order (sort column, id), never OFFSET, so a page deep in a big set costs what the
// first page costs. The order is one ORDER BY on each dialect: NULLs of the sort column come first
// ascending on SQLite and last on PostgreSQL (the other way descending). Reading backwards is reading
// forwards in the opposite direction, which puts the NULLs on the opposite side on both dialects.
import {
  sql,
  type AliasedExpression,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { plannedRows, type Scoped } from './read.ts';
import type { Rec } from './records.ts';

export interface KeysetSort {
  column: string;
  desc: boolean;
}

/** A row's place in the order: its raw sort value (null in the NULL run) and id. */
export interface Position {
  value: unknown;
  id: unknown;
}

/**
 * Where the raw sort value and id of a row are read: from the selected fields when they are selected
 * undecoded, else from aliases of their own (a decoded field changes in place, a field rule may hide
 * id), which `strip` removes again before the rows are presented.
 */
export interface KeyColumns {
  position(row: Rec): Position;
  aliases: AliasedExpression<unknown, string>[];
  strip(rows: Rec[]): void;
}

const keyColumnsMemo = new WeakMap<EntityModel, Map<string, KeyColumns>>();

/** `keyColumns`, computed once per view and sort column. */
export function keyColumns(view: EntityModel, column: string): KeyColumns {
  let perView = keyColumnsMemo.get(view);
  if (!perView) keyColumnsMemo.set(view, (perView = new Map()));
  let keys = perView.get(column);
  if (!keys) perView.set(column, (keys = buildKeyColumns(view, column)));
  return keys;
}

function buildKeyColumns(view: EntityModel, column: string): KeyColumns {
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
  return {
    position: (row) => ({ value: row[sortKey] ?? null, id: row[idKey] }),
    aliases,
    strip: (rows) => {
      if (sortField && idField) return;
      for (const r of rows) {
        if (!sortField) delete r[sortKey];
        if (!idField) delete r[idKey];
      }
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Base = SelectQueryBuilder<any, any, object>;

/**
 * The rows run in two phases, the sort column's NULLs and its values, in the dialect's order. Within a
 * phase the condition is a plain range on the sort column (`col <= v AND (col < v OR id < last)`
 * descending), which an index on (column, id) can seek to; one OR across the NULLs and the values
 * would make SQLite read and sort every row left for each page.
 */
type Phase = 'nulls' | 'values';

function phaseWhere(eb: Eb, column: string, phase: Phase, desc: boolean, p: Position): Expression<SqlBool> {
  const cmp = desc ? '<' : '>';
  const col = eb.ref(column);
  if (column === 'id') return eb('id', cmp, p.id);
  if (phase === 'nulls') return eb.and([eb(col, 'is', null), eb('id', cmp, p.id)]);
  return eb.and([eb(col, desc ? '<=' : '>=', p.value), eb.or([eb(col, cmp, p.value), eb('id', cmp, p.id)])]);
}

function phasesOf(ctx: Ctx, sort: KeysetSort): Phase[] {
  if (sort.column === 'id') return ['values'];
  const nullsFirst = ctx.dialect === 'sqlite' ? !sort.desc : sort.desc;
  return nullsFirst ? ['nulls', 'values'] : ['values', 'nulls'];
}

/**
 * Up to `limit` raw rows (the view's columns plus the key aliases) strictly after `after` in the order
 * of `sort` (from the start without it), under the read's conditions (tenant, data rules, the
 * request's: `scoped` of read.ts) as on any list, the first `skip` of them left out (an OFFSET from a
 * known position: page-map.ts). At most one query per phase, each from a plan, plus a count of a phase
 * that the skip passes over entirely.
 */
export async function seekRows(
  read: Scoped,
  sort: KeysetSort,
  keys: KeyColumns,
  after: Position | undefined,
  limit: number,
  skip = 0,
): Promise<Rec[]> {
  const view = read.model;
  const { column, desc } = sort;
  const dir = desc ? 'desc' : 'asc';
  let phases = phasesOf(read.ctx, sort);
  if (after && column !== 'id') phases = phases.slice(phases.indexOf(after.value === null ? 'nulls' : 'values'));
  const out: Rec[] = [];
  for (const [i, phase] of phases.entries()) {
    const from = i === 0 ? after : undefined;
    const where = (query: Base, slot: (i: number) => unknown) => {
      if (from) return query.where((eb) => phaseWhere(eb, column, phase, desc, { value: slot(1), id: slot(2) }));
      return column !== 'id' ? query.where(column, phase === 'nulls' ? 'is' : 'is not', null) : query;
    };
    // One plan per view, condition shape, sort and phase; the position, limit and skip are arguments.
    const key = `seek|${column}|${dir}|${phase}|${from ? 'after' : 'start'}${skip ? '|skip' : ''}`;
    const args = [limit - out.length, from?.value, from?.id, skip];
    const rows = await plannedRows(read, key, args, (base, slot) => {
      let query = where(base.select(view.select), slot);
      if (keys.aliases.length) query = query.select(keys.aliases);
      // The NULL phase orders by id alone (all its sort values are equal).
      if (phase === 'values') query = query.orderBy(column, dir);
      if (column !== 'id') query = query.orderBy('id', dir);
      query = query.limit(slot(0) as number);
      return skip ? query.offset(slot(3) as number) : query;
    });
    out.push(...rows);
    if (out.length >= limit) break;
    if (skip && rows.length === 0 && i < phases.length - 1) {
      // The skip passes this whole phase: leave out its rows from the skip and go on with the next.
      const counted = await plannedRows(read, `${key}|count`, args, (base, slot) =>
        where(base, slot).select((eb) => eb.fn.countAll().as('n')),
      );
      skip = Math.max(0, skip - Number(counted[0].n));
    } else skip = 0;
  }
  return out;
}
