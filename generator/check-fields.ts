// Field checks the meta-schema cannot express, each a refusal with the file, the JSON pointer and a
// plain message: a format that does not fit the field's type, a pattern the server's and the
// browser's regex engine cannot compile, an x-widget the form cannot render and x-options keys the
// field's widget does not read (runtime/core/widget-catalog.ts).
import { Ajv } from 'ajv';
import { COMMON_WIDGET_OPTIONS, WIDGET_NAMES, widgetOf, widgetOptionKeys } from '../runtime/core/widget-catalog.ts';
import type { SchemaProblem } from './load.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Formats that fit a type other than string: money is kept in cents of a number, natural also fits integer. */
const FORMAT_TYPES: Record<string, readonly string[]> = {
  money: ['number'],
  natural: ['string', 'integer'],
};

/** The types a format fits (string for every format but those above). */
export function formatTypes(format: string): readonly string[] {
  return FORMAT_TYPES[format] ?? ['string'];
}

// The server validates bodies with Ajv (src/server/engine/crud/body-validator.ts) and the form with rjsf's
// Ajv 8 validator, both with Ajv's default unicodeRegExp: a pattern is compiled as new RegExp(p, 'u').
const ajv = new Ajv({ strict: false });

/** Why `pattern` does not compile under Ajv's regex engine, or undefined when it does. */
export function patternError(pattern: string): string | undefined {
  try {
    ajv.compile({ type: 'string', pattern });
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

const list = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

export function checkField(file: string, name: string, prop: Json, problems: SchemaProblem[]): void {
  const at = `/properties/${name}`;
  const problem = (pointer: string, message: string) => problems.push({ file, pointer: `${at}${pointer}`, message });
  const format = prop.format as string | undefined;
  if (format && !formatTypes(format).includes(prop.type)) {
    const types = formatTypes(format);
    problem(
      '/format',
      `format "${format}" does not fit type "${prop.type}": it needs type ${types.map((t) => `"${t}"`).join(' or ')}`,
    );
  }
  if (typeof prop.pattern === 'string') {
    const error = patternError(prop.pattern);
    if (error)
      problem('/pattern', `pattern does not compile (the server and the form use new RegExp(pattern, 'u')): ${error}`);
  }
  const widget = prop['x-widget'] as string | undefined;
  if (widget !== undefined && !WIDGET_NAMES.includes(widget)) {
    problem('/x-widget', `unknown widget "${widget}"; the form knows ${list(WIDGET_NAMES)}`);
    return;
  }
  const options = prop['x-options'] as Json | undefined;
  if (!options) return;
  const field = { type: prop.type, format, widget, dict: prop['x-dict'], ref: prop['x-ref'] };
  const allowed = widgetOptionKeys(field);
  const used = widgetOf(field);
  for (const key of Object.keys(options)) {
    if (allowed.includes(key)) continue;
    const own = allowed.filter((k) => !COMMON_WIDGET_OPTIONS.includes(k));
    problem(
      `/x-options/${key}`,
      `x-options key "${key}" is not read by ${used ? `the "${used}" widget` : 'the default widget'} (it reads ${list([
        ...own,
        ...COMMON_WIDGET_OPTIONS,
      ])})`,
    );
  }
}
