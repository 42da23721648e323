// A menu entry's fixed list filter (menus.json `filter`, e.g. couriers = sys_user with roleType 1):
// sent with every list and export query as plain `field=value` parameters, left out of the search
// form, and typed back into the values a new record starts with. A view, not a permission: the
// server applies its data rules as for any list.
import { fieldByName, type EntityDef, type MenuFilterValue } from '../core/registry.ts';

/** The filter as list query parameters (undefined when there is none). */
export function menuFilterParams(filter?: Record<string, MenuFilterValue>): Record<string, string> | undefined {
  if (!filter || !Object.keys(filter).length) return undefined;
  return Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)]));
}

/** Fixed list parameters as the typed values of a new record's fields (`'1'` -> 1 for an integer field). */
export function fixedDefaults(entity: EntityDef, fixed?: Record<string, string>): Record<string, unknown> | undefined {
  if (!fixed) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fixed)) {
    const field = fieldByName(entity, name);
    if (!field) out[name] = raw;
    else if (field.type === 'integer' || field.type === 'number') out[name] = Number(raw);
    else if (field.type === 'boolean') out[name] = raw === 'true' || raw === '1';
    else out[name] = raw;
  }
  return out;
}
