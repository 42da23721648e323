// Which field names a record of an entity, for screens that mention one record outside its list (the
// data log's entries and comparison): the label other entities' references show for it (x-ref.label:
// a site's siteName, a user's realname), else the first plain text column of its list (an order's
// orderNo); none when neither exists (the record id stays the name).
import type { EntityDef, FieldDef, Registry } from '../../../../runtime/core/registry.ts';

/** Formats of text that can name a record (not dates, times, rich text, files, regions ...). */
const NAMING_FORMATS = new Set(['username', 'mobile', 'email']);

const plainText = (f: FieldDef | undefined): f is FieldDef =>
  !!f &&
  f.type === 'string' &&
  !f.secret &&
  !f.dict &&
  !f.ref &&
  !f.multiple &&
  !f.widget &&
  (f.format === undefined || NAMING_FORMATS.has(f.format));

export function recordTitleField(registry: Registry, entity: EntityDef): FieldDef | undefined {
  const byName = new Map(entity.fields.map((f) => [f.name, f]));
  for (const other of Object.values(registry.entities)) {
    for (const f of other.fields) {
      if (f.ref?.entity !== entity.name || f.ref.label === 'id') continue;
      const label = byName.get(f.ref.label);
      if (plainText(label)) return label;
    }
  }
  return entity.list.columns.map((name) => byName.get(name)).find(plainText);
}
