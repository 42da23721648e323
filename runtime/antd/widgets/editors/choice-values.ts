// Value conversions of the dictionary choice widgets: multi-valued fields hold the chosen codes joined by
// commas ('1,3'); single values of integer and number fields are numbers, of string fields strings, whatever
// type the dictionary's items carry (database items are strings, registry items may be numbers).
import { joinValues, splitValues } from '../../../core/multi-value.ts';
import type { FieldDef } from '../../../core/registry.ts';

/** The codes of a comma-joined value; blanks and repeats dropped. */
export const splitCodes = (value: unknown): string[] => splitValues(value, { unique: true });

/** The stored form of several codes: joined by commas, nothing chosen -> undefined. */
export const joinCodes = joinValues;

/** A single code in the field's own type: a number for integer and number fields, else a string. */
export function codeForField(type: FieldDef['type'] | string | undefined, code: string | number): string | number {
  if (type === 'integer' || type === 'number') {
    const n = Number(code);
    return Number.isFinite(n) ? n : code;
  }
  return String(code);
}
