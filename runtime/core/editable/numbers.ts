// Number cells (spec 001 §5.2): the text may hold only an optional leading minus, digits and one
// decimal point; any other keystroke reverts to the previous text. The stored value is a number once
// the text is one (`-`, `.` and `-.` are in-between states kept as text in the input only).

const NUMBER_TEXT = /^-?\d*\.?\d*$/;
/** Whole numbers: no decimal point at all. */
const INTEGER_TEXT = /^-?\d*$/;

/** The text to show after the user typed `next` over `previous`: `next` when acceptable, else `previous`. */
export function sanitizeNumberInput(next: string, previous: string, precision?: number): string {
  const pattern = precision === 0 ? INTEGER_TEXT : NUMBER_TEXT;
  if (!pattern.test(next)) return previous;
  if (precision !== undefined && precision > 0) {
    const dot = next.indexOf('.');
    if (dot >= 0 && next.length - dot - 1 > precision) return previous;
  }
  return next;
}

/**
 * The value of a number text: null when empty, undefined when not complete yet (`-`, `.`, `-.`),
 * else the number.
 */
export function parseNumberText(text: string): number | null | undefined {
  if (text === '') return null;
  if (!/\d/.test(text)) return undefined;
  const n = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(n) ? n : undefined;
}

/** The text an input shows for a stored value. */
export function numberText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return String(value);
}

/** Rounds to `digits` decimals without binary noise (1.005 -> 1.01). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * f) / f;
}
