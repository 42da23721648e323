// The advanced query builder's model (spec 001 §4.6): which fields may be queried and with which
// rules by type, and immutable edits of the tree (runtime/core/query-tree.ts) addressed by a path of
// indices from the outer group. Switching a condition away from 'in' keeps only its first value.
import {
  QUERY_LIMITS,
  isGroup,
  type MatchType,
  type QueryCondition,
  type QueryGroup,
  type QueryNode,
  type QueryRule,
} from '../core/query-tree.ts';
import type { EntityDef, FieldDef } from '../core/registry.ts';

const NOT_QUERYABLE_FORMATS = new Set(['password', 'richtext', 'image', 'images', 'file', 'code']);
const NOT_QUERYABLE_FIELDS = new Set(['id', 'version', 'tenantId']);

/** Fields offered in the field chooser: readable, not hidden for this user, with a comparable value. */
export function queryableFields(entity: EntityDef, hidden: ReadonlySet<string>): FieldDef[] {
  return entity.fields.filter(
    (f) =>
      !f.secret &&
      !hidden.has(f.name) &&
      !NOT_QUERYABLE_FIELDS.has(f.name) &&
      !(f.format && NOT_QUERYABLE_FORMATS.has(f.format)),
  );
}

export type ValueKind = 'dict' | 'ref' | 'boolean' | 'number' | 'date' | 'datetime' | 'time' | 'text';

export function valueKind(f: FieldDef): ValueKind {
  if (f.dict) return 'dict';
  if (f.ref) return 'ref';
  if (f.type === 'boolean') return 'boolean';
  if (f.type === 'integer' || f.type === 'number') return 'number';
  if (f.sqlType === 'date' || f.format === 'date') return 'date';
  if (f.sqlType === 'datetime' || f.format === 'date-time') return 'datetime';
  if (f.sqlType === 'time' || f.format === 'time') return 'time';
  return 'text';
}

const RULES_BY_KIND: Record<ValueKind, QueryRule[]> = {
  dict: ['eq', 'in', 'ne', 'empty', 'not_empty'],
  ref: ['eq', 'in', 'ne', 'empty', 'not_empty'],
  boolean: ['eq', 'ne', 'empty', 'not_empty'],
  number: ['eq', 'gt', 'ge', 'lt', 'le', 'between', 'in', 'ne', 'empty', 'not_empty'],
  date: ['eq', 'gt', 'ge', 'lt', 'le', 'between', 'ne', 'empty', 'not_empty'],
  datetime: ['between', 'gt', 'ge', 'lt', 'le', 'eq', 'ne', 'empty', 'not_empty'],
  time: ['eq', 'gt', 'ge', 'lt', 'le', 'between', 'ne', 'empty', 'not_empty'],
  text: ['like', 'eq', 'right_like', 'left_like', 'in', 'ne', 'empty', 'not_empty'],
};

export const rulesFor = (f: FieldDef): QueryRule[] => RULES_BY_KIND[valueKind(f)];

export const emptyCondition = (): QueryCondition => ({ field: '', rule: 'eq' });
export const emptyTree = (): QueryGroup => ({ matchType: 'and', params: [emptyCondition()] });

/** The value kept when the rule changes: lists for in/between, the first value otherwise, none for (not) empty. */
export function valueForRule(val: QueryCondition['val'], rule: QueryRule): QueryCondition['val'] {
  const list = val === undefined ? [] : Array.isArray(val) ? val : [val];
  if (rule === 'empty' || rule === 'not_empty') return undefined;
  if (rule === 'in') return list.filter((v) => v !== '').slice(0, 1);
  if (rule === 'between') return [list[0] ?? '', list[1] ?? ''];
  return list[0];
}

export function changeRule(c: QueryCondition, rule: QueryRule): QueryCondition {
  const val = valueForRule(c.val, rule);
  return val === undefined ? { field: c.field, rule } : { field: c.field, rule, val };
}

export function changeField(f: FieldDef): QueryCondition {
  return { field: f.name, rule: rulesFor(f)[0] };
}

export type Path = number[];

function edit(group: QueryGroup, path: Path, fn: (g: QueryGroup) => QueryGroup): QueryGroup {
  if (path.length === 0) return fn(group);
  const [i, ...rest] = path;
  const child = group.params[i];
  if (!child || !isGroup(child)) return group;
  return { ...group, params: group.params.map((n, k) => (k === i ? edit(child, rest, fn) : n)) };
}

export const addCondition = (tree: QueryGroup, groupPath: Path) =>
  edit(tree, groupPath, (g) => ({ ...g, params: [...g.params, emptyCondition()] }));

/** A nested group (an or-group inside an and-group by default), unless it would nest too deep. */
export function addGroup(tree: QueryGroup, groupPath: Path): QueryGroup {
  if (groupPath.length + 2 > QUERY_LIMITS.depth) return tree;
  return edit(tree, groupPath, (g) => ({
    ...g,
    params: [...g.params, { matchType: g.matchType === 'and' ? 'or' : 'and', params: [emptyCondition()] }],
  }));
}

export const setMatchType = (tree: QueryGroup, groupPath: Path, matchType: MatchType) =>
  edit(tree, groupPath, (g) => ({ ...g, params: g.params, matchType }));

export function replaceNode(tree: QueryGroup, path: Path, node: QueryNode | undefined): QueryGroup {
  const parent = path.slice(0, -1);
  const i = path[path.length - 1];
  return edit(tree, parent, (g) => ({
    ...g,
    params: node === undefined ? g.params.filter((_, k) => k !== i) : g.params.map((n, k) => (k === i ? node : n)),
  }));
}

export const canNest = (groupPath: Path) => groupPath.length + 2 <= QUERY_LIMITS.depth;
