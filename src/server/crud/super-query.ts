// The advanced query: superQueryParams is a URL-encoded JSON list of {field, rule, val} and
// superQueryMatchType joins them with and/or. Rules: eq, like, right_like, left_like, in, ne, gt,
// ge, lt, le (spec 001 §9). Fields and rules are allow-listed; values are typed per field.
import { escapeLike, type Cond } from '../db/filter.ts';
import { t } from '../plugins/i18n.ts';
import type { EntityModel } from './entity-model.ts';
import { badOperator, badParam, parseValue, unknownField } from './query-errors.ts';

const COMPARE = { eq: 'eq', ne: 'ne', gt: 'gt', ge: 'ge', lt: 'lt', le: 'le' } as const;
const MAX_CONDITIONS = 50;

const invalid = () =>
  badParam(
    t(
      'superQueryParams 必须是 [{field, rule, val}] 形式的JSON列表',
      'superQueryParams must be a JSON list of {field, rule, val}',
    ),
  );

function decode(raw: string): unknown {
  for (const text of [raw, safeDecode(raw)]) {
    if (text === undefined) continue;
    try {
      return JSON.parse(text);
    } catch {
      /* try the URI-decoded form: the JeecgBoot client encodes the JSON once more */
    }
  }
  throw invalid();
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

const asText = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

export function parseSuperQuery(
  model: EntityModel,
  params: string | undefined,
  matchType: string | undefined,
): Cond | undefined {
  const match = matchType === undefined || matchType === '' ? 'and' : matchType;
  if (match !== 'and' && match !== 'or') {
    throw badParam(t('superQueryMatchType 只能是 and 或 or', 'superQueryMatchType must be and or or'));
  }
  if (params === undefined || params === '') return undefined;
  const list = decode(params);
  if (!Array.isArray(list) || list.length > MAX_CONDITIONS) throw invalid();
  const items: Cond[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object') throw invalid();
    const { field, rule, val } = item as Record<string, unknown>;
    if (typeof field !== 'string' || typeof rule !== 'string') throw invalid();
    const f = model.readable.get(field);
    if (!f) throw unknownField(field);
    const param = `superQueryParams.${field}`;
    if (val === undefined || val === null || val === '') continue;
    if (rule === 'in') {
      const raw = Array.isArray(val) ? val.map(asText) : asText(val)?.split(',');
      if (!raw || raw.some((v) => v === undefined)) throw invalid();
      const values = (raw as string[]).filter((v) => v !== '').map((v) => parseValue(param, f, v));
      if (values.length) items.push({ op: 'in', column: f.column, values });
      continue;
    }
    const text = asText(val);
    if (text === undefined) throw invalid();
    if (rule === 'like' || rule === 'left_like' || rule === 'right_like') {
      if (!f.likeable) throw badOperator(param, rule);
      const v = escapeLike(text);
      const pattern = rule === 'like' ? `%${v}%` : rule === 'left_like' ? `%${v}` : `${v}%`;
      items.push({ op: 'like', column: f.column, pattern });
      continue;
    }
    const op = COMPARE[rule as keyof typeof COMPARE];
    if (!op) throw badParam(t(`不支持的查询规则: ${rule}`, `Unknown query rule: ${rule}`));
    if (op !== 'eq' && op !== 'ne' && !f.comparable) throw badOperator(param, rule);
    const bound = op === 'ge' || op === 'gt' ? 'begin' : op === 'le' || op === 'lt' ? 'end' : undefined;
    items.push({ op, column: f.column, value: parseValue(param, f, text, bound) });
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { op: match, items };
}
