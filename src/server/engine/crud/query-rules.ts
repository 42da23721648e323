// One function per advanced-query rule (runtime/core/query-tree.ts QUERY_RULES): a field of the
// entity model and the condition's value in, a filter-tree Cond out (undefined when the value is
// empty and so filters nothing). Values are coerced by the field's codec and always bound; likes
// escape % and _ (and match a field's English companion too, x-english); a rule the field's type does
// not support is a 400 naming the rule.
import { valueList, type QueryRule, type QueryValue } from '../../../../runtime/core/query-tree.ts';
import type { FieldModel } from './entity-model.ts';
import { likeEither } from './english-columns.ts';
import { badOperator, parseValue } from './query-errors.ts';
import { escapeLike, type CompareOp, type Cond } from '../db/filter.ts';

export type RuleCompiler = (f: FieldModel, val: QueryValue | undefined, param: string) => Cond | undefined;

/** The single value of a rule, or undefined when empty (a list takes its first value). */
function single(val: QueryValue | undefined): string | undefined {
  const v = Array.isArray(val) ? val[0] : val;
  return v === undefined || v === '' ? undefined : v;
}

function like(rule: QueryRule, wrap: (escaped: string) => string): RuleCompiler {
  return (f, val, param) => {
    if (!f.likeable) throw badOperator(param, rule);
    const v = single(val);
    if (v === undefined) return undefined;
    // Through the codec like every other value: it refuses what the database cannot hold (NUL on PostgreSQL).
    const text = String(parseValue(param, f, v));
    // A field with an English companion (x-english) is found by either text: the one the screen shows.
    return likeEither(f.column, f.englishColumn, wrap(escapeLike(text)));
  };
}

const BOUND: Record<CompareOp, 'begin' | 'end' | undefined> = {
  eq: undefined,
  ne: undefined,
  gt: 'begin',
  ge: 'begin',
  lt: 'end',
  le: 'end',
};

function compare(op: CompareOp): RuleCompiler {
  return (f, val, param) => {
    if (op !== 'eq' && op !== 'ne' && !f.comparable) throw badOperator(param, op);
    const v = single(val);
    return v === undefined ? undefined : { op, column: f.column, value: parseValue(param, f, v, BOUND[op]) };
  };
}

/** Null, and for text also the empty string. */
const emptyOf = (f: FieldModel): Cond =>
  f.codec.kind === 'string'
    ? {
        op: 'or',
        items: [
          { op: 'isNull', column: f.column },
          { op: 'eq', column: f.column, value: '' },
        ],
      }
    : { op: 'isNull', column: f.column };

const notEmptyOf = (f: FieldModel): Cond =>
  f.codec.kind === 'string'
    ? {
        op: 'and',
        items: [
          { op: 'notNull', column: f.column },
          { op: 'ne', column: f.column, value: '' },
        ],
      }
    : { op: 'notNull', column: f.column };

export const RULES: Record<QueryRule, RuleCompiler> = {
  eq: compare('eq'),
  ne: compare('ne'),
  gt: compare('gt'),
  ge: compare('ge'),
  lt: compare('lt'),
  le: compare('le'),
  like: like('like', (v) => `%${v}%`),
  left_like: like('left_like', (v) => `%${v}`),
  right_like: like('right_like', (v) => `${v}%`),
  in: (f, val, param) => {
    const values = valueList(val)
      .filter((v) => v !== '')
      .map((v) => parseValue(param, f, v));
    return values.length ? { op: 'in', column: f.column, values } : undefined;
  },
  empty: (f) => emptyOf(f),
  not_empty: (f) => notEmptyOf(f),
  between: (f, val, param) => {
    if (!f.comparable) throw badOperator(param, 'between');
    const [from = '', to = ''] = valueList(val);
    const items: Cond[] = [];
    if (from !== '') items.push({ op: 'ge', column: f.column, value: parseValue(param, f, from, 'begin') });
    if (to !== '') items.push({ op: 'le', column: f.column, value: parseValue(param, f, to, 'end') });
    return items.length === 0 ? undefined : items.length === 1 ? items[0] : { op: 'and', items };
  },
};
