// Field permissions: a button row whose code is `<entity.permission>:field:<fieldName>` with status
// '1' makes that field hidden (permsType 1) or read-only (permsType 2) for every user who does not
// hold the code. With status '0' the rule is off.
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { Catalog } from './catalog.ts';
import type { UserAccess } from './user-access.ts';

export interface FieldAccess {
  hidden: Set<string>;
  readOnly: Set<string>;
}

const FIELD = ':field:';

export function fieldAccess(model: EntityModel, catalog: Catalog, ua: UserAccess): FieldAccess {
  const hidden = new Set<string>();
  const readOnly = new Set<string>();
  const prefix = `${model.entity.permission}${FIELD}`;
  for (const [code, rows] of catalog.byCode) {
    if (!code.startsWith(prefix)) continue;
    const field = code.slice(prefix.length);
    if (!model.fields.has(field) || ua.codes.has(code)) continue;
    for (const r of rows) {
      if (r.status !== '1' || r.menuType !== 2) continue;
      if (r.permsType === 2) readOnly.add(field);
      else hidden.add(field);
    }
  }
  for (const f of hidden) readOnly.delete(f);
  return { hidden, readOnly };
}
