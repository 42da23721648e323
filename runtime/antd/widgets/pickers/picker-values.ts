// Values of the user and department pickers: several keys joined by commas (spec 001 §9 "default
// multi-select separator is a comma"), and the display text truncated with an ellipsis.
import { joinValues, splitValues } from '../../../core/multi-value.ts';

/** The keys of a stored comma-joined value, without blanks or repeats. */
export const splitKeys = (value: unknown): string[] => splitValues(value, { unique: true });

/** Keys back into a stored value; undefined when there are none (the field is emptied). */
export const joinKeys = joinValues;

/** Spec 000 §9 / 001 §9: display texts are cut at width 25 with an ellipsis (Chinese counts 2). */
export { ELLIPSIS_LENGTH, ellipsis } from '../../../core/text-length.ts';
