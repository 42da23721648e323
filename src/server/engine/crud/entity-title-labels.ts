// A field holding an entity's key (`x-widget: "entity"`: the state history's and the row-count
// snapshots' entityName) is labelled with that entity's title, wl_driver -> 司机 / Driver, added to
// list, queryById and export answers as `<field>_dictText` (the key dictionary and reference labels
// use) in the request's language; a key the registry does not know keeps no label.
import type { EntityDef, I18nText, Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { Rec } from './records.ts';

/** The fields of `entity` that hold an entity's key. */
export function entityKeyFields(entity: EntityDef): string[] {
  return entity.fields.filter((f) => f.widget === 'entity').map((f) => f.name);
}

/** Sets `<field>_dictText` of each of `fields` in rows (wire form), in place. */
export function entityTitleLabeller(registry: Registry, fields: string[]): (rows: Rec[], lang: Lang) => void {
  const titles = new Map<string, I18nText>(Object.values(registry.entities).map((e) => [e.name, e.title]));
  return (rows, lang) => {
    for (const row of rows) {
      for (const f of fields) {
        if (!(f in row)) continue;
        const title = titles.get(String(row[f] ?? ''));
        row[`${f}_dictText`] = title ? (lang === 'en' ? title.en : title.zh) : null;
      }
    }
  };
}
