// The seven fields of a Quartz cron expression (second, minute, hour, day of month, month, day of
// week, optional year), their bounds, names and labels. Quartz numbers weekdays 1 = Sunday ... 7 = Saturday.
import type { I18nText } from '../registry.ts';

export const CRON_FIELDS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'] as const;
export type CronFieldName = (typeof CRON_FIELDS)[number];

export interface CronFieldDef {
  name: CronFieldName;
  label: I18nText;
  min: number;
  max: number;
  /** Largest interval after `/`. */
  maxStep: number;
  /** Names accepted for values (JAN-DEC, SUN-SAT), mapped to numbers. */
  names?: readonly string[];
  /** Ranges may wrap around (22-2 in hours is 22, 23, 0, 1, 2); not the year. */
  cyclic: boolean;
}

/** Quartz accepts years 1970-2199; the builder offers 2019-2119 (spec 000 §5). */
export const YEAR_MIN = 1970;
export const YEAR_MAX = 2199;

export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;
export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const def = (
  name: CronFieldName,
  zh: string,
  en: string,
  min: number,
  max: number,
  maxStep: number,
  names?: readonly string[],
): CronFieldDef => ({ name, label: { zh, en }, min, max, maxStep, names, cyclic: name !== 'year' });

// Interval bounds: seconds 1-59 and minutes 1-60 as spec 000 §5 says; the others the field's size.
export const FIELD_DEFS: Record<CronFieldName, CronFieldDef> = {
  second: def('second', '秒', 'Second', 0, 59, 59),
  minute: def('minute', '分', 'Minute', 0, 59, 60),
  hour: def('hour', '时', 'Hour', 0, 23, 23),
  dayOfMonth: def('dayOfMonth', '日', 'Day of month', 1, 31, 31),
  month: def('month', '月', 'Month', 1, 12, 12, MONTH_NAMES),
  dayOfWeek: def('dayOfWeek', '周', 'Day of week', 1, 7, 7, WEEKDAY_NAMES),
  year: def('year', '年', 'Year', YEAR_MIN, YEAR_MAX, YEAR_MAX - YEAR_MIN),
};

/** Quartz weekday (1 = Sunday) of a calendar day, independent of any time zone. */
export function quartzWeekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
