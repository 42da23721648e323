// List state <-> URL search params <-> list call parameters. Pure, so the URL format and the filter
// operators (spec 001 §9: `*x*` like, `!x` not equal, `>=x`, `<=x`; `_begin`/`_end` ranges) are testable.
// Multi-valued fields (comma-joined values, e.g. a checkbox dictionary) search by one value with like,
// the only server operator that finds a value inside the joined text.
import { allConditions, readQueryTree, type QueryGroup } from '../core/query-tree.ts';
import { fieldByName, type EntityDef, type FieldDef } from '../core/registry.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListParams } from '../core/wire.ts';

export type SortOrder = 'asc' | 'desc';

export interface ListState {
  pageNo: number;
  pageSize: number;
  column: string;
  order: SortOrder;
  /** Raw filter values as the user typed or picked them, keyed by field (or `<field>_begin`/`_end`). */
  filters: Record<string, string>;
  /** The applied advanced query (URL `superQuery`, sent as superQueryParams in its nested form). */
  superQuery?: QueryGroup;
  /** A page's next/previous cursor (URL `cursor`): deep pages are read by keyset, pageNo shows its number. */
  cursor?: string;
}

/** The advanced query of a URL value, when it is a readable tree holding at least one condition. */
function superQueryOf(raw: string | null): QueryGroup | undefined {
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const read = readQueryTree(json);
  return 'tree' in read && allConditions(read.tree).length > 0 ? read.tree : undefined;
}

const RANGE_FORMATS = new Set(['date', 'date-time']);

/** Date and date-time fields search by range; others by one value. */
export function isRangeField(field: FieldDef): boolean {
  return !!field.format && RANGE_FORMATS.has(field.format) && !field.dict && !field.ref;
}

/** Free-text fields: plain input searches as like, typed operators pass through. */
export function isTextField(field: FieldDef): boolean {
  return (
    field.type === 'string' &&
    !field.dict &&
    !field.ref &&
    !isRangeField(field) &&
    field.format !== 'time' &&
    // an entity or a workflow move picked from a select is searched by its exact name
    field.widget !== 'entity' &&
    field.widget !== 'transition'
  );
}

/** Plain numbers (not dictionaries or references): exact, or with `!`, `>=`, `<=`. */
export function isNumberField(field: FieldDef): boolean {
  return (field.type === 'integer' || field.type === 'number') && !field.dict && !field.ref;
}

/** Comma-joined multi-valued text fields searched by one of their values. */
export function isMultiField(field: FieldDef): boolean {
  return !!field.multiple && field.type === 'string';
}

const NUMBER_FILTER = /^(!|>=|<=)?\s*-?\d+(\.\d+)?$/;

/** A number filter the server accepts: a number, optionally after `!`, `>=` or `<=`. */
export function isNumberFilter(raw: string): boolean {
  return NUMBER_FILTER.test(raw.trim());
}

/** The URL keys the search form of an entity may set. */
export function filterKeys(entity: EntityDef): string[] {
  return entity.list.search.flatMap((name) => {
    const field = fieldByName(entity, name);
    if (!field) return [];
    return isRangeField(field) ? [`${name}_begin`, `${name}_end`] : [name];
  });
}

function sortable(entity: EntityDef, column: string | null): column is string {
  const field = column ? fieldByName(entity, column) : undefined;
  return !!field && !field.secret;
}

export function parseListState(params: URLSearchParams, entity: EntityDef): ListState {
  const pageNo = Math.max(1, Math.floor(Number(params.get('pageNo'))) || 1);
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const col = params.get('column');
  const ord = params.get('order');
  const [defaultColumn, defaultOrder] = entity.list.sort;
  const column = sortable(entity, col) ? col : defaultColumn;
  const order: SortOrder = sortable(entity, col) ? (ord === 'asc' ? 'asc' : 'desc') : defaultOrder;
  const filters: Record<string, string> = {};
  for (const key of filterKeys(entity)) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  const superQuery = superQueryOf(params.get('superQuery'));
  const cursor = params.get('cursor');
  return {
    pageNo,
    pageSize,
    column,
    order,
    filters,
    ...(superQuery ? { superQuery } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** Search params for a state; defaults are left out so the URL stays short. */
export function toSearchParams(state: ListState, entity: EntityDef): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) if (value !== '') out.set(key, value);
  if (state.superQuery) out.set('superQuery', JSON.stringify(state.superQuery));
  if (state.pageNo !== 1) out.set('pageNo', String(state.pageNo));
  if (state.cursor) out.set('cursor', state.cursor);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(state.pageSize));
  const [defaultColumn, defaultOrder] = entity.list.sort;
  if (state.column !== defaultColumn || state.order !== defaultOrder) {
    out.set('column', state.column);
    out.set('order', state.order);
  }
  return out;
}

const OPERATOR = /^(\*|!|>=|<=)/;

/** A text filter as sent: typed operators pass through, plain text becomes `*text*` (like). */
export function textFilter(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  return OPERATOR.test(value) || value.endsWith('*') ? value : `*${value}*`;
}

/** One filter value as sent for its field. */
export function filterValue(field: FieldDef | undefined, raw: string): string {
  if (!field) return raw.trim();
  if (isTextField(field)) return textFilter(raw);
  const value = raw.trim();
  if (value && isMultiField(field)) return value.startsWith('*') ? value : `*${value}*`;
  if (value && isNumberField(field)) return value.replace(/^(!|>=|<=)\s+/, '$1');
  return value;
}

export function buildListParams(entity: EntityDef, state: ListState): ListParams {
  const params: ListParams = {
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    column: state.column,
    order: state.order,
  };
  for (const [key, raw] of Object.entries(state.filters)) {
    const value = filterValue(fieldByName(entity, key), raw);
    if (value) params[key] = value;
  }
  if (state.superQuery) params.superQueryParams = JSON.stringify(state.superQuery);
  if (state.cursor) params.cursor = state.cursor;
  return params;
}
