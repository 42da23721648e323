// Parsing a Quartz cron expression into one syntax tree per field (what the builder and describe read)
// and checking the whole: 6 or 7 fields, the bounds of each, day of month and day of week never both
// set (exactly one is "?"). Names (JAN-DEC, SUN-SAT) and letters are case-insensitive.
import { cronErrors } from './errors.ts';
import { CRON_FIELDS, FIELD_DEFS, type CronFieldDef, type CronFieldName } from './fields.ts';

export type CronItem =
  | { kind: 'all' }
  | { kind: 'value'; value: number }
  /** a-b, or a-b/step; `start > end` wraps around in every field but the year. */
  | { kind: 'range'; start: number; end: number; step: number }
  /** a/step, or * /step (start = the field's minimum, `fromAll`). */
  | { kind: 'step'; start: number; step: number; fromAll: boolean }
  /** Day of month: L (offset 0) and L-n, n days before the last day. */
  | { kind: 'last'; offset: number }
  /** Day of month: LW, the last weekday (Monday-Friday) of the month. */
  | { kind: 'lastWorkday' }
  /** Day of month: nW, the weekday nearest day n within the month. */
  | { kind: 'nearestWorkday'; day: number }
  /** Day of week: nL, the last weekday n of the month. */
  | { kind: 'lastWeekday'; weekday: number }
  /** Day of week: n#m, the m-th weekday n of the month. */
  | { kind: 'nthWeekday'; weekday: number; nth: number };

export interface CronField {
  name: CronFieldName;
  /** The field as written (upper-cased). */
  text: string;
  /** "?" (day of month or day of week only). */
  unset: boolean;
  items: CronItem[];
}

export type CronFields = Record<CronFieldName, CronField>;

export interface ParsedCron {
  fields: CronFields;
  /** Whether the expression had the 7th (year) field. */
  hasYear: boolean;
}

const INT = /^\d+$/;

function number(def: CronFieldDef, token: string, item: string, min = def.min, max = def.max): number {
  let value: number;
  if (INT.test(token)) value = Number(token);
  else {
    const index = def.names?.indexOf(token) ?? -1;
    if (index < 0) throw cronErrors.unreadable(def.name, item);
    value = index + 1;
  }
  if (value < min || value > max) throw cronErrors.outOfRange(def.name, token, min, max, item);
  return value;
}

function step(def: CronFieldDef, token: string): number {
  const n = INT.test(token) ? Number(token) : NaN;
  if (!(n >= 1 && n <= def.maxStep)) throw cronErrors.step(def.name, token, def.maxStep);
  return n;
}

function range(def: CronFieldDef, token: string, item: string, by: number): CronItem {
  const [a, b, extra] = token.split('-');
  if (extra !== undefined || !a || !b) throw cronErrors.unreadable(def.name, item);
  const start = number(def, a, item);
  const end = number(def, b, item);
  if (start > end && !def.cyclic) throw cronErrors.reversed(def.name, item);
  return { kind: 'range', start, end, step: by };
}

function dayOfMonthSpecial(def: CronFieldDef, item: string): CronItem | undefined {
  if (item === 'L') return { kind: 'last', offset: 0 };
  if (item === 'LW') return { kind: 'lastWorkday' };
  const before = /^L-(\d+)$/.exec(item);
  if (before) return { kind: 'last', offset: number(def, before[1], item, 0, 30) };
  const nearest = /^(\d+)W$/.exec(item);
  if (nearest) return { kind: 'nearestWorkday', day: number(def, nearest[1], item) };
  return undefined;
}

function dayOfWeekSpecial(def: CronFieldDef, item: string): CronItem | undefined {
  if (item === 'L') return { kind: 'value', value: 7 }; // Quartz: L alone is Saturday
  const last = /^(\w+)L$/.exec(item);
  if (last) return { kind: 'lastWeekday', weekday: number(def, last[1], item) };
  const nth = /^(\w+)#(\w+)$/.exec(item);
  if (nth) return { kind: 'nthWeekday', weekday: number(def, nth[1], item), nth: number(def, nth[2], item, 1, 5) };
  return undefined;
}

function parseItem(def: CronFieldDef, item: string): CronItem {
  if (item === '*') return { kind: 'all' };
  const slash = item.split('/');
  if (slash.length > 2) throw cronErrors.unreadable(def.name, item);
  if (slash.length === 2) {
    const [base, by] = slash;
    const n = step(def, by);
    if (base === '*') return { kind: 'step', start: def.min, step: n, fromAll: true };
    if (base.includes('-')) return range(def, base, item, n);
    return { kind: 'step', start: number(def, base, item), step: n, fromAll: false };
  }
  const special =
    def.name === 'dayOfMonth'
      ? dayOfMonthSpecial(def, item)
      : def.name === 'dayOfWeek'
        ? dayOfWeekSpecial(def, item)
        : undefined;
  if (special) return special;
  if (item.includes('-')) return range(def, item, item, 1);
  return { kind: 'value', value: number(def, item, item) };
}

/** One field of an expression; throws CronError naming the field and the bad value. */
export function parseCronField(name: CronFieldName, source: string): CronField {
  const def = FIELD_DEFS[name];
  const text = source.trim().toUpperCase();
  if (!text || /\s/.test(text)) throw cronErrors.unreadable(name, source.trim());
  const dayField = name === 'dayOfMonth' || name === 'dayOfWeek';
  if (text === '?') {
    if (!dayField) throw cronErrors.questionMark(name);
    return { name, text, unset: true, items: [] };
  }
  const parts = text.split(',');
  if (parts.includes('?')) throw dayField ? cronErrors.questionMarkAlone(name, text) : cronErrors.questionMark(name);
  const items = parts.map((part) => {
    if (!part) throw cronErrors.unreadable(name, text);
    return parseItem(def, part);
  });
  // Quartz documents W (nW, LW) for a single day only; Quartz itself would silently drop it from a list.
  if (items.length > 1 && items.some((i) => i.kind === 'nearestWorkday' || i.kind === 'lastWorkday'))
    throw cronErrors.workdayInList(text);
  return { name, text, unset: false, items };
}

/** The syntax tree of a 6- or 7-field Quartz expression; throws CronError. */
export function parseCron(expression: string): ParsedCron {
  const tokens = expression.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) throw cronErrors.empty();
  if (tokens.length !== 6 && tokens.length !== 7) throw cronErrors.fieldCount(tokens.length);
  const hasYear = tokens.length === 7;
  const fields = Object.fromEntries(
    CRON_FIELDS.map((name, i) => [name, parseCronField(name, tokens[i] ?? '*')]),
  ) as CronFields;
  const { dayOfMonth, dayOfWeek } = fields;
  if (dayOfMonth.unset && dayOfWeek.unset) throw cronErrors.neitherDay();
  if (!dayOfMonth.unset && !dayOfWeek.unset) throw cronErrors.bothDays(dayOfMonth.text, dayOfWeek.text);
  return { fields, hasYear };
}
