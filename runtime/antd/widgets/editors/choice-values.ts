// Value conversions of the dictionary choice widgets: multi-valued fields hold the chosen codes joined by
// commas ('1,3'); single values of integer and number fields are numbers, of string fields strings, whatever
// type the dictionary's items carry (database items are strings, registry items may be numbers).
import type { FieldDef } from '../../../core/registry.ts';

/** The codes of a comma-joined value; blanks and repeats dropped. */
export function splitCodes(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return [...new Set(parts.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** The stored form of several codes: joined by commas, nothing chosen -> undefined. */
export function joinCodes(codes: readonly (string | number)[]): string | undefined {
  const parts = codes.map(String).filter((v) => v !== '');
  return parts.length ? parts.join(',') : undefined;
}

/** A single code in the field's own type: a number for integer and number fields, else a string. */
export function codeForField(type: FieldDef['type'] | string | undefined, code: string | number): string | number {
  if (type === 'integer' || type === 'number') {
    const n = Number(code);
    return Number.isFinite(n) ? n : code;
  }
  return String(code);
}
