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
