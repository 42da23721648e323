// Values of the user and department pickers: several keys joined by commas (spec 001 §9 "default
// multi-select separator is a comma"), and the display text truncated with an ellipsis.

/** The keys of a stored comma-joined value, without blanks or repeats. */
export function splitKeys(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
}

/** Keys back into a stored value; undefined when there are none (the field is emptied). */
export function joinKeys(keys: readonly string[]): string | undefined {
  return keys.length ? keys.join(',') : undefined;
}

/** Spec 000 §9 / 001 §9: display texts are cut at width 25 with an ellipsis (Chinese counts 2). */
export { ELLIPSIS_LENGTH, ellipsis } from '../../../core/text-length.ts';
