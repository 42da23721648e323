// The filter tree the engine builds from allow-listed fields and operators, and its translation to
// SQL. Columns come from the registry, never from a request; every value is a bound parameter.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './database.ts';

export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

export type Cond =
  | { op: CompareOp; column: string; value: unknown }
  /** `pattern` is a LIKE pattern whose literal %, _ and \ are already escaped with \. */
  | { op: 'like'; column: string; pattern: string }
  | { op: 'in'; column: string; values: unknown[] }
  | { op: 'isNull' | 'notNull'; column: string }
  /**
   * `column [not] in (select select from table [where where.column = where.value] [and filter])`: a
   * row linked (or not) through a link table, or naming a row of another table that a condition keeps
   * (`filter`, on that table's columns: e.g. the rows a reader's data rules show). Table and columns
   * come from the server's code, never from a request.
   */
  | {
      op: 'inSelect' | 'notInSelect';
      column: string;
      table: string;
      select: string;
      where?: { column: string; value: unknown };
      filter?: Cond;
    }
  | { op: 'and' | 'or'; items: Cond[] };

const SQL_OP: Record<CompareOp, '=' | '<>' | '>' | '>=' | '<' | '<='> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/** LIKE is case-insensitive on both dialects (SQLite's ASCII LIKE; ILIKE on PostgreSQL). */
export function toExpression(eb: Eb, cond: Cond, dialect: Dialect): Expression<SqlBool> {
  switch (cond.op) {
    case 'and':
    case 'or': {
      const items = cond.items.map((c) => toExpression(eb, c, dialect));
      return cond.op === 'and' ? eb.and(items) : eb.or(items);
    }
    case 'like':
      return dialect === 'postgres'
        ? sql<SqlBool>`${sql.ref(cond.column)} ilike ${cond.pattern} escape '\\'`
        : sql<SqlBool>`${sql.ref(cond.column)} like ${cond.pattern} escape '\\'`;
    case 'in':
      return eb(cond.column, 'in', cond.values);
    case 'inSelect':
    case 'notInSelect': {
      const { where, filter } = cond;
      let sub = eb.selectFrom(cond.table).select(cond.select);
      if (where) sub = sub.where(where.column, '=', where.value);
      if (filter) sub = sub.where((inner) => toExpression(inner, filter, dialect));
      return eb(cond.column, cond.op === 'inSelect' ? 'in' : 'not in', sub);
    }
    case 'isNull':
      return eb(cond.column, 'is', null);
    case 'notNull':
      return eb(cond.column, 'is not', null);
    default:
      return eb(cond.column, SQL_OP[cond.op], cond.value);
  }
}

export function andAll(conds: Cond[]): Cond | undefined {
  return conds.length === 0 ? undefined : conds.length === 1 ? conds[0] : { op: 'and', items: conds };
}

/**
 * The structure of a condition as a plan key (operators, columns, list lengths; no values), pushing
 * its values onto `values` in the order `slotCond` numbers them (db/prepared.ts: PlanCache).
 */
export function condShape(cond: Cond | undefined, values: unknown[]): string {
  if (!cond) return '';
  switch (cond.op) {
    case 'and':
    case 'or':
      return `${cond.op}(${cond.items.map((c) => condShape(c, values)).join(',')})`;
    case 'like':
      values.push(cond.pattern);
      return `like:${cond.column}`;
    case 'in':
      values.push(...cond.values);
      return `in:${cond.column}:${cond.values.length}`;
    case 'isNull':
    case 'notNull':
      return `${cond.op}:${cond.column}`;
    case 'inSelect':
    case 'notInSelect':
      if (cond.where) values.push(cond.where.value);
      return `${cond.op}:${cond.column}:${cond.table}.${cond.select}:${cond.where?.column ?? ''}[${condShape(cond.filter, values)}]`;
    default:
      values.push(cond.value);
      return `${cond.op}:${cond.column}`;
  }
}

/** The condition with its values replaced by `slot(i)`, numbered from `next.i` as `condShape` lists them. */
export function slotCond(cond: Cond, slot: (i: number) => unknown, next = { i: 0 }): Cond {
  switch (cond.op) {
    case 'and':
    case 'or':
      return { op: cond.op, items: cond.items.map((c) => slotCond(c, slot, next)) };
    case 'like':
      return { ...cond, pattern: slot(next.i++) as string };
    case 'in':
      return { ...cond, values: cond.values.map(() => slot(next.i++)) };
    case 'isNull':
    case 'notNull':
      return cond;
    case 'inSelect':
    case 'notInSelect': {
      const where = cond.where ? { ...cond.where, value: slot(next.i++) } : undefined;
      const filter = cond.filter ? slotCond(cond.filter, slot, next) : undefined;
      return { ...cond, ...(where ? { where } : {}), ...(filter ? { filter } : {}) };
    }
    default:
      return { ...cond, value: slot(next.i++) };
  }
}
