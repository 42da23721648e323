// Field permissions in the generic engine (the sets come from Ctx.access). Reads use a view of the
// entity model without the hidden fields, so they are neither selected nor filterable nor sortable
// (a 400 like any unknown field); list, queryById, and Excel export/import all go through
// `visibleModel`. Writes may not change a hidden or read-only field (403); sending the stored value
// back unchanged is fine, as a disabled form field does.
import { HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import type { RowAccess } from './context.ts';
import type { EntityModel } from './entity-model.ts';

const views = new WeakMap<EntityModel, Map<string, EntityModel>>();

/** The model as this request may read it (memoised per hidden set). */
export function visibleModel(model: EntityModel, access: RowAccess): EntityModel {
  if (access.hidden.size === 0) return model;
  const key = [...access.hidden].sort().join(',');
  let perModel = views.get(model);
  if (!perModel) views.set(model, (perModel = new Map()));
  const hit = perModel.get(key);
  if (hit) return hit;
  const shown = (name: string) => !access.hidden.has(name);
  const readable = new Map([...model.readable].filter(([name]) => shown(name)));
  const view: EntityModel = {
    ...model,
    readable,
    select: [...readable.values()].map((f) => (f.column === f.name ? f.column : `${f.column} as ${f.name}`)),
    decoders: model.decoders.filter((f) => shown(f.name)),
    dictFields: model.dictFields.filter((f) => shown(f.name)),
    areaFields: model.areaFields.filter((f) => shown(f.name)),
    refFields: model.refFields.filter((f) => shown(f.name)),
    refGroups: model.refGroups
      .map((g) => ({ ...g, fields: g.fields.filter((f) => shown(f.name)) }))
      .filter((g) => g.fields.length > 0),
  };
  perModel.set(key, view);
  return view;
}

const norm = (v: unknown) =>
  v === null || v === undefined || v === '' ? null : v === true ? '1' : v === false ? '0' : String(v);

function refuse(model: EntityModel, name: string): never {
  const title = model.fields.get(name)!.def.title;
  throw new HttpError(403, t(`无权修改字段: ${title.zh}`, `You are not allowed to change the field: ${title.en}`));
}

/**
 * Refuse a write of locked fields. `values` are database values by wire name; `old` is the stored
 * row (edit) or undefined (add: only an empty value or the field's default may be sent).
 */
export function checkLockedFields(
  model: EntityModel,
  access: RowAccess,
  values: Record<string, unknown>,
  old?: Record<string, unknown>,
) {
  if (access.hidden.size === 0 && access.readOnly.size === 0) return;
  for (const [name, v] of Object.entries(values)) {
    if (!access.hidden.has(name) && !access.readOnly.has(name)) continue;
    const f = model.fields.get(name)!;
    if (old) {
      if (norm(v) !== norm(old[name])) refuse(model, name);
    } else if (norm(v) !== null) {
      const dflt = f.def.default === undefined ? null : norm(f.codec.toDb(f.def.default));
      if (norm(v) !== dflt) refuse(model, name);
    }
  }
}
