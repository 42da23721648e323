// A JSON value printed exactly as prettier (the repository's config: printWidth 120, singleQuote,
// trailingComma all) prints `JSON.stringify(value, null, 2)`, as a .json file or as the object
// literal of a .ts file, without loading prettier: the large generated files (registry.ts,
// openapi.json, route-schemas.ts ...) are written already formatted, so `npm run gen` formats only the
// few files that are code. The rules this reproduces, all checked against prettier itself
// (print-literal.test.ts, and `npx prettier --check src/generated`):
// - objects stay expanded (one member a line) because JSON.stringify writes a newline after `{`;
// - an array goes on one line when that line, with what follows it (`,`), fits in 120 columns and no
//   element must break; an array whose elements are all arrays (or all objects) of two or more
//   entries always breaks; columns count East Asian wide characters as two;
// - in .ts, keys are quoted only when they are not identifiers, strings take single quotes unless
//   they hold more single than double quotes, and a string value that does not fit moves to the next
//   line when its key is five columns or wider; every member of a broken container ends with `,`.
// Anything outside these rules (a number in exponent form, a non-ASCII key, an array of numbers that
// does not fit, a character whose width is not certain near the margin) throws `Unsure`, and the
// caller hands that file to prettier instead.

const WIDTH = 120;

export type Style = 'ts' | 'json';

export class Unsure extends Error {}

const WIDE: [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

/**
 * Columns of a text: prettier counts wide (CJK) characters as two. A character whose width this does
 * not know for sure (symbols, emoji) counts as one plus UNSURE, so a sum of columns still tells how
 * many such characters it holds: the line is between floor(w) and floor(w) + that many columns.
 */
const UNSURE = 1 / 4096;

function cols(text: string): number {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0x300 && cp <= 0x36f)) continue;
    if ((cp >= 0x4e00 && cp <= 0x9fff) || WIDE.some(([lo, hi]) => cp >= lo && cp <= hi)) width += 2;
    else if (cp < 0x2100 || (cp >= 0x2c00 && cp < 0x2e80)) width += 1;
    else width += 1 + UNSURE; // symbols, emoji, private use: one or two columns
  }
  return width;
}

/** Whether a line of these columns fits; throws when that depends on a character of uncertain width. */
function fits(width: number): boolean {
  const least = Math.floor(width);
  const unsure = Math.round((width - least) / UNSURE);
  if (least + unsure <= WIDTH) return true;
  if (least > WIDTH) return false;
  throw new Unsure('a character of uncertain width near the margin');
}

/** prettier's string for a JSON string literal in .ts: the quote needing fewer escapes, single by default. */
function tsString(value: string): string {
  const raw = JSON.stringify(value).slice(1, -1);
  if (!/["'\\]/.test(raw)) return `'${raw}'`;
  const doubles = (raw.match(/"/g) ?? []).length;
  const singles = (raw.match(/'/g) ?? []).length;
  const quote = singles > doubles ? '"' : "'";
  const other = quote === '"' ? "'" : '"';
  const body = raw.replace(/\\(.)|(["'])/gs, (_m, escaped: string | undefined, q: string | undefined) =>
    escaped === other
      ? escaped
      : q === quote
        ? `\\${q}`
        : (q ?? (/^[^\n\r"'0-7\\bfnrt-vx\u2028\u2029]$/.test(escaped!) ? escaped! : `\\${escaped}`)),
  );
  return `${quote}${body}${quote}`;
}

function scalar(value: unknown, style: Style): string {
  if (typeof value === 'string') return style === 'ts' ? tsString(value) : JSON.stringify(value);
  if (typeof value === 'number') {
    const text = JSON.stringify(value);
    if (/[eE]/.test(text)) throw new Unsure(`number ${text}`);
    return text;
  }
  if (typeof value === 'boolean' || value === null) return String(value);
  throw new Unsure(`not a JSON value: ${typeof value}`);
}

function key(name: string, style: Style): string {
  if (style === 'json') return JSON.stringify(name);
  if (!/^[\x20-\x7e]*$/.test(name) || name === '__proto__') throw new Unsure(`key ${name}`);
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : tsString(name);
}

function isObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) throw new Unsure('not a plain object'); // Date, Map ...
  return true;
}

/** An object's members as JSON.stringify writes them (undefined and functions left out). */
const members = (o: Record<string, unknown>) =>
  Object.entries(o).filter(([, v]) => v !== undefined && typeof v !== 'function');

/** The value on one line, or undefined when it cannot be (a non-empty object, or an array that must break). */
function flat(value: unknown, style: Style): string | undefined {
  if (Array.isArray(value)) {
    if (mustBreak(value)) return undefined;
    const items: string[] = [];
    for (const el of value) {
      const f = flat(el ?? null, style);
      if (f === undefined) return undefined;
      items.push(f);
    }
    return `[${items.join(', ')}]`;
  }
  if (isObject(value)) return members(value).length ? undefined : '{}';
  return scalar(value, style);
}

function mustBreak(list: unknown[]): boolean {
  if (list.length < 2) return false;
  const arrays = list.every((el) => Array.isArray(el) && el.length > 1);
  const objects = list.every((el) => isObject(el) && members(el).length > 1);
  return arrays || objects;
}

/**
 * `value` appended to `out` where the current line already holds `lead` columns and `trail` columns
 * follow it (the `,`); nested lines are indented by `indent` spaces.
 */
function print(out: string[], value: unknown, style: Style, indent: number, lead: number, trail: number): void {
  if (Array.isArray(value)) {
    if (!value.length) return void out.push('[]');
    const one = flat(value, style);
    if (one !== undefined && fits(lead + cols(one) + trail)) return void out.push(one);
    if (value.every((el) => typeof el === 'number')) throw new Unsure('an array of numbers that does not fit');
    const pad = ' '.repeat(indent + 2);
    out.push('[');
    value.forEach((el, i) => {
      const comma = style === 'ts' || i < value.length - 1 ? ',' : '';
      out.push('\n', pad);
      print(out, el ?? null, style, indent + 2, indent + 2, comma.length);
      out.push(comma);
    });
    return void out.push('\n', ' '.repeat(indent), ']');
  }
  if (isObject(value)) {
    const entries = members(value);
    if (!entries.length) return void out.push('{}');
    const pad = ' '.repeat(indent + 2);
    out.push('{');
    entries.forEach(([k, v], i) => {
      const comma = style === 'ts' || i < entries.length - 1 ? ',' : '';
      const name = key(k, style);
      const at = indent + 2 + cols(name) + 2;
      out.push('\n', pad, name, ':');
      if (style === 'ts' && typeof v === 'string' && name.length >= 5) {
        const text = tsString(v);
        if (!fits(at + cols(text) + comma.length)) return void out.push('\n', pad, '  ', text, comma);
      }
      out.push(' ');
      print(out, v, style, indent + 2, at, comma.length);
      out.push(comma);
    });
    return void out.push('\n', ' '.repeat(indent), '}');
  }
  out.push(scalar(value, style));
}

/**
 * The text prettier makes of `JSON.stringify(value, null, 2)` placed after `lead` columns (e.g. after
 * `export const registry: Registry = `), followed by `trail` columns on its last line (`;`).
 */
export function printLiteral(value: unknown, style: Style, lead = 0, trail = 0): string {
  const out: string[] = [];
  print(out, value, style, 0, lead, trail);
  return out.join('');
}

/** A .json file's text as prettier writes it (with its final newline). */
export function printJsonFile(value: unknown): string {
  return `${printLiteral(value, 'json')}\n`;
}
