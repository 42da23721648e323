// One cell of an imported sheet -> the value a JSON add body would carry for its field. exceljs gives
// strings, numbers, booleans, Dates (date-formatted cells, in UTC), rich text, formulas (their
// result), hyperlinks and errors; the export's formula neutralisation (a leading ') is undone.
// Dictionary fields take a label in either language (the database dictionaries and the registry's)
// or the raw code; multi-valued ones each comma-joined part. Reference fields keep their text here:
// import-refs.ts turns labels into ids for a whole batch at once. A value that cannot be converted is
// passed on as given, so the add route's own validation words the refusal.
import type { Lang } from '../../../../runtime/core/registry.ts';
import { areaPathFromNames, isAreaPath } from '../../../../runtime/core/regions.ts';
import type { Db } from '../../engine/db/database.ts';
import type { FieldModel } from '../../engine/crud/entity-model.ts';
import { dictLabels } from '../../engine/crud/dict-service.ts';
import { unneutralise } from './export-columns.ts';
import { MAX_CELL_CHARS } from './import-source.ts';

/** Header and label comparison: trimmed, case-insensitive. */
export const norm = (s: string) => s.trim().toLowerCase();

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The plain content of an exceljs cell value: text, number, boolean, Date or null for empty. */
export function cellText(v: unknown): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v === '' ? null : v;
  if (typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText)) return (o.richText as { text?: string }[]).map((r) => r.text ?? '').join('') || null;
    if ('formula' in o || 'sharedFormula' in o) return 'result' in o ? cellText(o.result) : null;
    if ('text' in o) return cellText(o.text);
    if ('error' in o) return typeof o.error === 'string' ? o.error : null;
    // An object of another shape: String(v) would throw for one without a usable toString.
    return Object.prototype.toString.call(v);
  }
  return String(v);
}

const dateOf = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const timeOf = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** An Excel serial day number (1900 system) as a UTC Date. */
function serialDate(n: number): Date {
  return new Date(Math.round((n - 25569) * 86_400_000));
}

function normDate(s: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  return m ? `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` : s;
}

function normTime(s: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  return m ? `${pad(Number(m[1]))}:${m[2]}:${m[3] ?? '00'}` : s;
}

function normDateTime(s: string): string {
  const m = /^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2})(?:[ T](\d{1,2}:\d{2}(?::\d{2})?))?$/.exec(s);
  if (!m) return s;
  return `${normDate(m[1])} ${m[2] ? normTime(m[2]) : '00:00:00'}`;
}

const TRUE = new Set(['是', 'yes', 'y', 'true', '1', '√', 'on']);
const FALSE = new Set(['否', 'no', 'n', 'false', '0', '×', 'off']);
const NUMERIC = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** Code lookup for dictionary fields: label (either language) or code, normalised -> code. */
export type DictIndex = Map<string, Map<string, string>>;

/** Labels of every dictionary used by `fields`, from the database dictionaries and the registry. */
export async function dictIndex(db: Db, fields: FieldModel[]): Promise<DictIndex> {
  const out: DictIndex = new Map();
  const dictFields = fields.filter((f) => f.dict);
  if (dictFields.length === 0) return out;
  const fromDb = [await dictLabels(db, 'zh-CN'), await dictLabels(db, 'en')];
  for (const f of dictFields) {
    const code = f.def.dict!;
    if (out.has(code)) continue;
    const index = new Map<string, string>();
    const add = (label: string, value: string) => {
      const k = norm(label);
      if (k !== '' && !index.has(k)) index.set(k, value);
    };
    // Codes first: a code always means itself, then labels (database texts win over the registry's).
    for (const labels of fromDb) for (const value of labels.get(code)?.keys() ?? []) add(value, value);
    for (const value of f.dict!.zh.keys()) add(value, value);
    for (const labels of fromDb) for (const [value, label] of labels.get(code) ?? []) add(label, value);
    for (const [value, label] of f.dict!.zh) add(label, value);
    for (const [value, label] of f.dict!.en) add(label, value);
    out.set(code, index);
  }
  return out;
}

/**
 * A dictionary label (either language) or code -> its code; anything else as given. The cell's text
 * is tried as it is first: the keys are normalised texts, and most cells hold one already (a code, a
 * Chinese label), so most rows skip norm's two new strings per dictionary cell.
 */
function codeOf(index: Map<string, string>, s: string): string {
  return index.get(s) ?? index.get(norm(s)) ?? s;
}

/** Marks a value too long for a cell (the row fails with this reason). */
export class CellTooLong {
  constructor(readonly field: FieldModel) {}
}

/**
 * The body value for `field` from a cell; undefined for an empty cell (the field is left out, so the
 * add route's defaults and required rules apply).
 */
export function bodyValue(field: FieldModel, raw: unknown, dicts: DictIndex, lang: Lang): unknown {
  void lang;
  let v = cellText(raw);
  if (v === null) return undefined;
  if (typeof v === 'string') {
    if (v.length > MAX_CELL_CHARS) return new CellTooLong(field);
    if (field.def.format !== 'password') {
      v = unneutralise(v.trim());
      if (v === '') return undefined;
    }
  }
  const kind = field.codec.kind;
  if (field.dict) {
    const index = dicts.get(field.def.dict!)!;
    const text = v instanceof Date ? dateOf(v) : String(v);
    if (field.def.multiple || field.def.type === 'string') {
      return text
        .split(/[,，]/)
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((p) => codeOf(index, p))
        .join(',');
    }
    const c = codeOf(index, text);
    return kind === 'integer' || kind === 'bigint' || kind === 'number' ? (NUMERIC.test(c) ? Number(c) : c) : c;
  }
  if (field.def.ref) return v instanceof Date ? dateOf(v) : String(v);
  // A region: the codes as exported before, or the names as a person types them (上海市/上海市/徐汇区).
  if (field.def.format === 'area' && typeof v === 'string' && !isAreaPath(v)) return areaPathFromNames(v) ?? v;
  switch (kind) {
    case 'integer':
    case 'bigint':
    case 'number':
    case 'money':
      if (typeof v === 'number') return v;
      if (typeof v === 'string') {
        const s = v.replace(/,/g, '');
        return NUMERIC.test(s) ? Number(s) : v;
      }
      return typeof v === 'boolean' ? (v ? 1 : 0) : String(v);
    case 'boolean':
      if (typeof v === 'boolean') return v;
      if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v;
      if (typeof v === 'string') {
        const k = norm(v);
        return TRUE.has(k) ? true : FALSE.has(k) ? false : v;
      }
      return String(v);
    case 'date':
      if (v instanceof Date) return dateOf(v);
      if (typeof v === 'number') return dateOf(serialDate(v));
      return normDate(String(v));
    case 'datetime':
      if (v instanceof Date) return `${dateOf(v)} ${timeOf(v)}`;
      if (typeof v === 'number') {
        const d = serialDate(v);
        return `${dateOf(d)} ${timeOf(d)}`;
      }
      return normDateTime(String(v));
    case 'time':
      if (v instanceof Date) return timeOf(v);
      if (typeof v === 'number' && v >= 0 && v < 1) return timeOf(new Date(Math.round(v * 86_400_000)));
      return normTime(String(v));
    default:
      if (v instanceof Date) {
        return v.getUTCHours() || v.getUTCMinutes() || v.getUTCSeconds() ? `${dateOf(v)} ${timeOf(v)}` : dateOf(v);
      }
      if (typeof v === 'boolean') return lang === 'en' ? (v ? 'Yes' : 'No') : v ? '是' : '否';
      return String(v);
  }
}
