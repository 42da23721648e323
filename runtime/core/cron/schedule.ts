// A parsed expression compiled for evaluation: the sorted values of second, minute, hour and month,
// the years (null = any), and the day rules, which depend on the month and year (L, W, nL, n#m).
import { daysInMonth, FIELD_DEFS, quartzWeekday, type CronFieldDef } from './fields.ts';
import type { CronItem, ParsedCron } from './parse.ts';

export interface CronSchedule {
  seconds: number[];
  minutes: number[];
  hours: number[];
  months: number[];
  /** null: every year. */
  years: number[] | null;
  /** The day-of-month items, or null when day of month is "?". */
  dayOfMonth: CronItem[] | null;
  /** The day-of-week items, or null when day of week is "?". */
  dayOfWeek: CronItem[] | null;
}

/** Every value a plain item (*, value, range, step) stands for; special day items add nothing here. */
function expandItem(def: CronFieldDef, item: CronItem, into: Set<number>): void {
  const size = def.max - def.min + 1;
  const wrap = (v: number) => def.min + ((v - def.min) % size);
  switch (item.kind) {
    case 'all':
      for (let v = def.min; v <= def.max; v++) into.add(v);
      return;
    case 'value':
      into.add(item.value);
      return;
    case 'step':
      for (let v = item.start; v <= def.max; v += item.step) into.add(v);
      return;
    case 'range': {
      const span = item.start <= item.end ? item.end - item.start : item.end - item.start + size;
      for (let k = 0; k <= span; k += item.step) into.add(wrap(item.start + k));
      return;
    }
    default:
      return;
  }
}

export function expandValues(def: CronFieldDef, items: CronItem[]): number[] {
  const values = new Set<number>();
  for (const item of items) expandItem(def, item, values);
  return [...values].sort((a, b) => a - b);
}

export function compileSchedule(parsed: ParsedCron): CronSchedule {
  const { fields } = parsed;
  const year = fields.year;
  return {
    seconds: expandValues(FIELD_DEFS.second, fields.second.items),
    minutes: expandValues(FIELD_DEFS.minute, fields.minute.items),
    hours: expandValues(FIELD_DEFS.hour, fields.hour.items),
    months: expandValues(FIELD_DEFS.month, fields.month.items),
    years: year.items.some((i) => i.kind === 'all') ? null : expandValues(FIELD_DEFS.year, year.items),
    dayOfMonth: fields.dayOfMonth.unset ? null : fields.dayOfMonth.items,
    dayOfWeek: fields.dayOfWeek.unset ? null : fields.dayOfWeek.items,
  };
}

/** The weekday (Monday-Friday) nearest `day` without leaving the month (Quartz W). */
function nearestWorkday(year: number, month: number, day: number, last: number): number {
  const weekday = quartzWeekday(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1; // Saturday: Friday, or Monday the 3rd
  if (weekday === 1) return day === last ? day - 2 : day + 1; // Sunday: Monday, or Friday before the end
  return day;
}

function dayOfMonthDays(items: CronItem[], year: number, month: number, last: number, into: Set<number>): void {
  for (const v of expandValues(FIELD_DEFS.dayOfMonth, items)) if (v <= last) into.add(v);
  for (const item of items) {
    if (item.kind === 'last' && last - item.offset >= 1) into.add(last - item.offset);
    // Quartz: a day beyond the month's length (31W in April) is the month's last day, then its nearest weekday.
    if (item.kind === 'nearestWorkday') into.add(nearestWorkday(year, month, Math.min(item.day, last), last));
    if (item.kind === 'lastWorkday') into.add(nearestWorkday(year, month, last, last));
  }
}

function dayOfWeekDays(items: CronItem[], year: number, month: number, last: number, into: Set<number>): void {
  const first = quartzWeekday(year, month, 1);
  const weekdays = new Set(expandValues(FIELD_DEFS.dayOfWeek, items));
  for (let day = 1; day <= last; day++) if (weekdays.has(((first - 1 + day - 1) % 7) + 1)) into.add(day);
  const lastWeekday = quartzWeekday(year, month, last);
  for (const item of items) {
    if (item.kind === 'lastWeekday') into.add(last - ((lastWeekday - item.weekday + 7) % 7));
    if (item.kind === 'nthWeekday') {
      const day = 1 + ((item.weekday - first + 7) % 7) + 7 * (item.nth - 1);
      if (day <= last) into.add(day);
    }
  }
}

/** The days of `month` in `year` the schedule fires on, ascending. */
export function matchingDays(schedule: CronSchedule, year: number, month: number): number[] {
  const last = daysInMonth(year, month);
  const days = new Set<number>();
  if (schedule.dayOfMonth) dayOfMonthDays(schedule.dayOfMonth, year, month, last, days);
  if (schedule.dayOfWeek) dayOfWeekDays(schedule.dayOfWeek, year, month, last, days);
  return [...days].sort((a, b) => a - b);
}
