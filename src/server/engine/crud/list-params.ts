// Parse a list query string into paging, an allow-listed sort and a filter tree: field filters with
// the spec's prefix operators (`*x*` like, `!x` not equal, `>=x`, `<=x`, comma lists for IN),
// `<field>_begin` / `<field>_end` ranges, and the advanced query (super-query.ts). Prefix operators
// map onto advanced-query conditions (runtime/core/query-tree.ts) and compile by the same rules.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../runtime/core/wire.ts';
import { prefixCondition } from '../../../../runtime/core/query-tree.ts';
import type { Cond } from '../db/filter.ts';
import { RULES } from './query-rules.ts';
import { t } from '../plugins/i18n.ts';
import type { EntityModel, FieldModel } from './entity-model.ts';
import { badOperator, badParam, unknownField } from './query-errors.ts';
import { decodeCursor, type ListCursor } from './list-cursor.ts';
import { parseSuperQuery } from './super-query.ts';

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort: { column: string; desc: boolean };
  where: Cond[];
  /** Next/previous from a page already shown (keyset); pageNo is then ignored. */
  cursor?: ListCursor;
}

/** Parameters every list accepts besides field filters (`_t`, `field` and `hasQuery` are ignored). */
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'cursor',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  '_t',
  'field',
  'hasQuery',
]);

/** One field filter value with its prefix operator, compiled by the advanced query's rules. */
export function fieldFilter(param: string, f: FieldModel, raw: string): Cond | undefined {
  const c = prefixCondition(f.name, raw, f.listable);
  return c && RULES[c.rule](f, c.val, param);
}

function single(query: Record<string, unknown>, key: string): string | undefined {
  const v = query[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badParam(t(`参数重复: ${key}`, `Parameter given more than once: ${key}`));
  return v;
}

function positiveInt(raw: string | undefined, key: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || n < 1 || n > max) {
    throw badParam(t(`${key} 必须是 1 到 ${max} 的整数`, `${key} must be an integer from 1 to ${max}`));
  }
  return n;
}

export interface ListQueryOptions {
  /** Parameters a route consumes itself (e.g. pid of childList). */
  reserved?: ReadonlySet<string>;
  defaultPageSize?: number;
}

export function parseListQuery(
  model: EntityModel,
  query: Record<string, unknown>,
  opts: ListQueryOptions = {},
): ListQuery {
  const pageNo = positiveInt(single(query, 'pageNo'), 'pageNo', 1, 1_000_000_000);
  const pageSize = positiveInt(
    single(query, 'pageSize'),
    'pageSize',
    opts.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
  );

  let sort = model.defaultSort;
  const column = single(query, 'column');
  const order = single(query, 'order');
  if (column) {
    const f = model.readable.get(column.endsWith('_dictText') ? column.slice(0, -'_dictText'.length) : column);
    if (!f) throw badParam(t(`不支持的排序字段: ${column}`, `Unknown sort column: ${column}`));
    sort = { column: f.column, desc: sort.desc };
  }
  if (order) {
    if (order !== 'asc' && order !== 'desc')
      throw badParam(t('排序方向 order 只能是 asc 或 desc', 'order must be asc or desc'));
    sort = { column: sort.column, desc: order === 'desc' };
  }

  const where: Cond[] = [];
  for (const key of Object.keys(query)) {
    if (RESERVED.has(key) || opts.reserved?.has(key)) continue;
    const raw = single(query, key)!;
    const range = /^(.+)_(begin|end)$/.exec(key);
    if (range) {
      const f = model.readable.get(range[1]);
      if (!f) throw unknownField(key);
      if (!f.comparable) throw badOperator(key, range[2]);
      const cond = RULES[range[2] === 'begin' ? 'ge' : 'le'](f, raw, key);
      if (cond) where.push(cond);
      continue;
    }
    const f = model.readable.get(key);
    if (!f) throw unknownField(key);
    const cond = fieldFilter(key, f, raw);
    if (cond) where.push(cond);
  }

  const superQuery = parseSuperQuery(model, single(query, 'superQueryParams'), single(query, 'superQueryMatchType'));
  if (superQuery) where.push(superQuery);
  const rawCursor = single(query, 'cursor');
  const cursor = rawCursor ? decodeCursor(rawCursor, sort) : undefined;
  return { pageNo, pageSize, sort, where, ...(cursor ? { cursor } : {}) };
}
