// Data rules -> one filter condition for an entity. A user's grants of the entity's list row (roles,
// department roles, current department) are alternatives: the rules of one grant are ANDed, the
// grants are ORed, and a grant with no active rule means "all rows" (so an admin role without rules
// sees everything). Columns come from the registry only; values are always bound parameters. A rule
// that cannot be applied (unknown column, unresolvable variable, bad value) matches nothing:
// a broken rule fails closed.
import { permissionCode } from '../../../../runtime/core/registry.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import { escapeLike, type Cond } from '../../engine/db/filter.ts';
import { ValueError } from '../../engine/crud/field-codec.ts';
import type { Catalog, RuleRow } from './catalog.ts';
import type { UserAccess } from './user-access.ts';

/** Never true: id is the primary key. */
export const NOTHING: Cond = { op: 'isNull', column: 'id' };

export interface RuleVars {
  sys_user_code: string;
  sys_org_code: string | null;
  sys_date: string;
  sys_time: string;
  tenant_id: number;
  sys_site_id: string | null;
}

let todaySecond = -1;
let todayText = { date: '', time: '' };

/** Now's date and time (local), formatted once per second: every ruled request asks for them. */
function today(): { date: string; time: string } {
  const second = Math.floor(Date.now() / 1000);
  if (second !== todaySecond) {
    const d = new Date(second * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    const date = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
    todayText = { date, time: `${date} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}` };
    todaySecond = second;
  }
  return todayText;
}

export function ruleVars(ua: UserAccess, tenantId: number): RuleVars {
  const { date, time } = today();
  return {
    sys_user_code: ua.username,
    sys_org_code: ua.orgCode,
    sys_date: date,
    sys_time: time,
    tenant_id: tenantId,
    sys_site_id: ua.siteId,
  };
}

/** `#{name}` variables replaced; undefined when one is unknown or has no value for this user. */
export function substitute(value: string, vars: RuleVars): string | undefined {
  let missing = false;
  const out = value.replace(/#\{\s*([a-z_]+)\s*\}/g, (_m, name: string) => {
    const v = (vars as unknown as Record<string, unknown>)[name];
    if (v === undefined || v === null || v === '') {
      missing = true;
      return '';
    }
    return String(v);
  });
  return missing ? undefined : out;
}

function fieldOf(model: EntityModel, column: string): FieldModel | undefined {
  return model.readable.get(column) ?? [...model.readable.values()].find((f) => f.column === column);
}

const COMPARE: Record<string, 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'> = {
  EQ: 'eq',
  NE: 'ne',
  GT: 'gt',
  GE: 'ge',
  LT: 'lt',
  LE: 'le',
};

export function ruleCondition(model: EntityModel, rule: RuleRow, vars: RuleVars): Cond {
  const f = fieldOf(model, rule.ruleColumn);
  const raw = substitute(rule.ruleValue ?? '', vars);
  if (!f || raw === undefined) return NOTHING;
  try {
    const op = rule.ruleConditions;
    if (COMPARE[op]) return { op: COMPARE[op], column: f.column, value: f.codec.parse(raw) };
    if (op === 'IN') {
      const values = raw
        .split(',')
        .filter((v) => v !== '')
        .map((v) => f.codec.parse(v));
      return values.length ? { op: 'in', column: f.column, values } : NOTHING;
    }
    if (!f.likeable) return NOTHING;
    const v = escapeLike(raw);
    if (op === 'LIKE') return { op: 'like', column: f.column, pattern: `%${v}%` };
    if (op === 'LEFT_LIKE') return { op: 'like', column: f.column, pattern: `%${v}` };
    if (op === 'RIGHT_LIKE') return { op: 'like', column: f.column, pattern: `${v}%` };
    return NOTHING;
  } catch (err) {
    if (err instanceof ValueError) return NOTHING;
    throw err;
  }
}

/** The row scope of `model` for this user, or undefined for "every row". */
export function dataScope(model: EntityModel, catalog: Catalog, ua: UserAccess, vars: RuleVars): Cond | undefined {
  const listRows = catalog.byCode.get(permissionCode(model.entity, 'list')) ?? [];
  const listIds = new Set(listRows.map((r) => r.id));
  const alternatives: Cond[] = [];
  let anyGrant = false;
  for (const row of listRows) {
    for (const ids of ua.grants.get(row.id) ?? []) {
      anyGrant = true;
      const rules = ids
        .map((id) => catalog.rules.get(id))
        .filter((r): r is RuleRow => !!r && r.status === '1' && listIds.has(r.permissionId));
      if (rules.length === 0) return undefined;
      const conds = rules.map((r) => ruleCondition(model, r, vars));
      alternatives.push(conds.length === 1 ? conds[0] : { op: 'and', items: conds });
    }
  }
  // Reached without any grant of the list row (its rule is switched off): no data rule applies.
  if (!anyGrant) return undefined;
  return alternatives.length === 1 ? alternatives[0] : { op: 'or', items: alternatives };
}
