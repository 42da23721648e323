// A field that declares an English companion (`x-english`, e.g. a menu's name -> nameEn: see
// runtime/core/registry.ts FieldDef.english) shows that companion's text on English screens when it is
// filled, its own text otherwise (and always in Chinese). One rule for the list cell and the reference
// pickers (a list that shows the companion's own column, and the record detail, show the stored texts
// side by side instead); the server labels and searches the same way (engine/crud/english-columns.ts).
import type { FieldDef, Lang } from './registry.ts';

/** What `record` shows for `field` in `lang`. */
export function fieldText(
  record: Record<string, unknown>,
  field: Pick<FieldDef, 'name' | 'english'>,
  lang: Lang,
): unknown {
  if (lang === 'en' && field.english) {
    const english = record[field.english];
    if (typeof english === 'string' && english.trim() !== '') return english;
  }
  return record[field.name];
}
