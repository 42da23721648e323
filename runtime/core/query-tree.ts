// The advanced query's filter tree (spec 001 §3 condition and payload, §9 match types and rules):
// nested groups {matchType, params} of conditions {field, rule, val}. One reader turns untrusted JSON
// (the spec's flat list with a separate match type, or a nested group) into a checked tree, or names
// what is wrong; the server compiles the tree (src/server/engine/crud/query-compiler.ts), screens build it.
// The prefix operators of simple search (`*x*`, `!x`, `>=x`, `<=x`) map onto the same conditions.

export const MATCH_TYPES = ['and', 'or'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** Every rule; the compiler has one function per rule and its test one case per rule and type. */
export const QUERY_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'empty',
  'not_empty',
  'between',
] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

/** `in` takes a list (or a comma-joined text), `between` [from, to]; empty and not_empty take none. */
export type QueryValue = string | string[];

export interface QueryCondition {
  field: string;
  rule: QueryRule;
  val?: QueryValue;
}

export interface QueryGroup {
  matchType: MatchType;
  params: QueryNode[];
}

export type QueryNode = QueryCondition | QueryGroup;

export const QUERY_LIMITS = {
  /** Conditions in one tree. */
  conditions: 100,
  /** Nesting of groups, the outer group counting 1. */
  depth: 5,
  /** Characters of one value. */
  valueLength: 500,
  /** Values of one `in`. */
  inValues: 200,
  /** Characters of the encoded JSON parameter. */
  paramLength: 32_768,
} as const;

export type QueryProblem =
  | { kind: 'shape' }
  | { kind: 'matchType'; name: string }
  | { kind: 'rule'; name: string }
  | { kind: 'depth' }
  | { kind: 'count' }
  | { kind: 'length' }
  | { kind: 'valueLength'; field: string }
  | { kind: 'inValues'; field: string };

export const isGroup = (n: QueryNode): n is QueryGroup => 'params' in n;

export const needsValue = (rule: QueryRule): boolean => rule !== 'empty' && rule !== 'not_empty';

/** The values of an `in` or `between` condition (a comma-joined text is split). */
export function valueList(val: QueryValue | undefined): string[] {
  if (val === undefined) return [];
  return Array.isArray(val) ? val : val === '' ? [] : val.split(',');
}

/** A condition that would filter nothing: no field, or a rule that needs a value and has none. */
export function isEmptyCondition(c: QueryCondition): boolean {
  if (!c.field) return true;
  if (!needsValue(c.rule)) return false;
  if (c.rule === 'in' || c.rule === 'between') return valueList(c.val).every((v) => v.trim() === '');
  return c.val === undefined || (typeof c.val === 'string' ? c.val.trim() === '' : c.val.length === 0);
}

/** True when the tree holds no condition at all, or any empty one (不能查询空条件 / 空条件不能保存). */
export function hasEmptyCondition(g: QueryGroup): boolean {
  const conditions = allConditions(g);
  return conditions.length === 0 || conditions.some(isEmptyCondition);
}

export function allConditions(g: QueryGroup): QueryCondition[] {
  return g.params.flatMap((n) => (isGroup(n) ? allConditions(n) : [n]));
}

const asText = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

const isMatchType = (v: unknown): v is MatchType => v === 'and' || v === 'or';
const isRule = (v: unknown): v is QueryRule => (QUERY_RULES as readonly unknown[]).includes(v);

class Problem extends Error {
  constructor(readonly problem: QueryProblem) {
    super(problem.kind);
  }
}

function readValue(field: string, rule: QueryRule, raw: unknown): QueryValue | undefined {
  if (raw === undefined || raw === null) return undefined;
  let val: QueryValue;
  if (Array.isArray(raw)) {
    const items = raw.map((v) => (v === null ? '' : asText(v)));
    if (items.some((v) => v === undefined)) throw new Problem({ kind: 'shape' });
    val = items as string[];
  } else {
    const text = asText(raw);
    if (text === undefined) throw new Problem({ kind: 'shape' });
    val = text;
  }
  const list = valueList(val);
  if (
    list.some((v) => v.length > QUERY_LIMITS.valueLength) ||
    (typeof val === 'string' && val.length > QUERY_LIMITS.valueLength)
  )
    throw new Problem({ kind: 'valueLength', field });
  if (rule === 'in' && list.length > QUERY_LIMITS.inValues) throw new Problem({ kind: 'inValues', field });
  if (rule === 'between' && list.length > 2) throw new Problem({ kind: 'shape' });
  return val;
}

interface Budget {
  conditions: number;
}

function readCondition(raw: Record<string, unknown>, budget: Budget): QueryCondition {
  if (++budget.conditions > QUERY_LIMITS.conditions) throw new Problem({ kind: 'count' });
  const { field, rule, val } = raw;
  if (typeof field !== 'string' || typeof rule !== 'string') throw new Problem({ kind: 'shape' });
  if (!isRule(rule)) throw new Problem({ kind: 'rule', name: rule });
  const value = readValue(field, rule, val);
  return value === undefined ? { field, rule } : { field, rule, val: value };
}

function readNodes(list: unknown, matchType: unknown, depth: number, budget: Budget): QueryGroup {
  if (depth > QUERY_LIMITS.depth) throw new Problem({ kind: 'depth' });
  if (!isMatchType(matchType))
    throw new Problem({ kind: 'matchType', name: String(asText(matchType) ?? typeof matchType) });
  if (!Array.isArray(list)) throw new Problem({ kind: 'shape' });
  if (list.length > QUERY_LIMITS.conditions) throw new Problem({ kind: 'count' });
  const params = list.map((item: unknown): QueryNode => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new Problem({ kind: 'shape' });
    const o = item as Record<string, unknown>;
    return 'params' in o ? readNodes(o.params, o.matchType, depth + 1, budget) : readCondition(o, budget);
  });
  return { matchType, params };
}

/**
 * Untrusted JSON -> a checked tree. `json` is the spec's flat list (joined by `matchType`, default
 * and) or a nested group `{matchType, params: [condition | group]}` (its own match types win).
 */
export function readQueryTree(json: unknown, matchType?: unknown): { tree: QueryGroup } | { problem: QueryProblem } {
  try {
    if (Array.isArray(json)) return { tree: readNodes(json, matchType ?? 'and', 1, { conditions: 0 }) };
    if (json !== null && typeof json === 'object' && 'params' in json) {
      const g = json as Record<string, unknown>;
      return { tree: readNodes(g.params, g.matchType, 1, { conditions: 0 }) };
    }
    return { problem: { kind: 'shape' } };
  } catch (err) {
    if (err instanceof Problem) return { problem: err.problem };
    throw err;
  }
}

/** The spec's flat list joined by one match type, as a tree. */
export function fromFlatList(params: QueryCondition[], matchType: MatchType = 'and'): QueryGroup {
  return { matchType, params };
}

const COMPARE_PREFIX: [string, QueryRule][] = [
  ['>=', 'ge'],
  ['<=', 'le'],
  ['>', 'gt'],
  ['<', 'lt'],
  ['!', 'ne'],
];

/**
 * A simple-search value with its prefix operator as a condition: `*x*` like, `*x` left_like, `x*`
 * right_like, `!x` ne, `>=x` ge, `<=x` le (also `>` and `<`), a comma list `in` where the field takes
 * lists (`listable`), otherwise eq. Undefined when nothing is left to filter by.
 */
export function prefixCondition(field: string, raw: string, listable: boolean): QueryCondition | undefined {
  if (raw === '' || raw === '*' || raw === '**') return undefined;
  if (raw.length > 1 && raw.startsWith('*') && raw.endsWith('*')) return { field, rule: 'like', val: raw.slice(1, -1) };
  if (raw.startsWith('*')) return { field, rule: 'left_like', val: raw.slice(1) };
  if (raw.endsWith('*')) return { field, rule: 'right_like', val: raw.slice(0, -1) };
  for (const [sign, rule] of COMPARE_PREFIX) {
    if (raw.startsWith(sign)) return { field, rule, val: raw.slice(sign.length) };
  }
  if (listable && raw.includes(',')) return { field, rule: 'in', val: raw.split(',') };
  return { field, rule: 'eq', val: raw };
}
