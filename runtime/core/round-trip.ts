// What a client may send back unchanged, and what it may leave out on add, per entity, derived from the
// registry alone so that the server's wire schemas (generator/emit/route-schemas.ts) and the typed
// clients cannot drift from what the read routes answer (src/server/engine/crud/records.ts, read.ts):
// - the derived keys a list or queryById row carries besides the entity's fields: `<field>_dictText`
//   (the label of a dictionary, reference or region (`area`) field), and for a tree `hasChild` (rows of rootList and
//   childList) and `children` (a list answered nested, as the menu tree's);
//   add and edit accept and ignore them, so a row read can be saved as it was read;
// - the fields the server fills on add when they are absent: a schema `default`, an `x-fill-rule`,
//   the workflow's status field (its initial state): add does not require them.
import type { EntityDef, FieldDef } from './registry.ts';
import { initialState } from './states.ts';

export const DICT_TEXT_SUFFIX = '_dictText';
export const HAS_CHILD = 'hasChild';
export const CHILDREN = 'children';

/** The key holding a dictionary or reference field's label in a read row. */
export const dictTextKey = (field: string) => `${field}${DICT_TEXT_SUFFIX}`;

/** Does a read row carry a label for this field? (dictionary, reference or region path; not secret) */
export const hasLabel = (f: FieldDef) => !f.secret && (!!f.dict || !!f.ref || f.format === 'area');

/** Keys a read row of this entity may carry besides its fields, in field order (a field's own name never). */
export function derivedKeys(entity: EntityDef): string[] {
  const keys = entity.fields.filter(hasLabel).map((f) => dictTextKey(f.name));
  if (entity.tree) keys.push(HAS_CHILD, CHILDREN);
  const own = new Set(entity.fields.map((f) => f.name));
  return keys.filter((k) => !own.has(k));
}

/** Names of the fields the server fills on add when the body leaves them out. */
export function filledOnAdd(entity: EntityDef): Set<string> {
  const names = new Set(entity.fields.filter((f) => f.default !== undefined || f.fillRule).map((f) => f.name));
  if (entity.states && initialState(entity) !== undefined) names.add(entity.states.field);
  return names;
}
