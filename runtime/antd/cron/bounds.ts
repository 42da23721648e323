// Bounds of the builder's number inputs (spec 000 §5, 001 §5.4): seconds and minutes 0-59 (intervals
// 1-59 and 1-60), hours 0-23, days 1-31, months 1-12, weekdays 1-7 (1 = Sunday, loop interval 1-7),
// years 2019 to 2119 or current + 100 if later (interval 1-99), nth weekday 1-5; days before month end 1-30.
export const CRON_UNITS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronUnit = (typeof CRON_UNITS)[number];
/** The units with the every / increment / range / specific modes (the week has the weekday picker). */
export type NumberUnit = Exclude<CronUnit, 'week'>;

export interface UnitBounds {
  min: number;
  max: number;
  stepMax: number;
}

export const YEAR_FIRST = 2019;
/** Spec 000 §5 offers years up to 2119; the range's default end, current + 100 (001 §5.4), may pass it. */
export const YEAR_LAST = Math.max(2119, new Date().getFullYear() + 100);

export const UNIT_BOUNDS: Record<NumberUnit | 'week', UnitBounds> = {
  second: { min: 0, max: 59, stepMax: 59 },
  minute: { min: 0, max: 59, stepMax: 60 },
  hour: { min: 0, max: 23, stepMax: 23 },
  day: { min: 1, max: 31, stepMax: 31 },
  month: { min: 1, max: 12, stepMax: 12 },
  week: { min: 1, max: 7, stepMax: 7 },
  year: { min: YEAR_FIRST, max: YEAR_LAST, stepMax: 99 },
};

export const BEFORE_END_BOUNDS = { min: 1, max: 30 };
export const NTH_BOUNDS = { min: 1, max: 5 };

/** A whole number within [min, max]; a blank or unreadable input gives `fallback`. */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === '' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Year range default end: current year + 100 (001 §5.4). */
export function defaultYearEnd(now = new Date()): number {
  return now.getFullYear() + 100;
}

export function currentYear(now = new Date()): number {
  return Math.min(YEAR_LAST, Math.max(YEAR_FIRST, now.getFullYear()));
}
