// Fire times of a Quartz expression. The search walks the calendar field by field (year, month, day,
// hour, minute, second): a field with no match moves the next coarser one on and resets the finer
// ones, so a yearly expression costs a few steps per year, never a step per minute. It stops at the
// last year Quartz knows (2199): an expression that never fires (30 February) returns [].
//
// Time zone: 'local' (default) reads and builds times in the zone of the process (the server's TZ,
// the browser's zone in the preview); 'utc' in UTC. A local time skipped by a daylight-saving change
// does not fire; a repeated local hour fires once, at its first occurrence.
import { YEAR_MAX } from './fields.ts';
import { parseCron } from './parse.ts';
import { compileSchedule, matchingDays, type CronSchedule } from './schedule.ts';

export interface FireTimeOptions {
  /** Preview mode: the year field is not applied (spec 001 §4.8). */
  ignoreYear?: boolean;
  /** 'local' (default): the zone of the running process; 'utc': UTC. */
  timeZone?: 'local' | 'utc';
}

type Fields = [year: number, month: number, day: number, hour: number, minute: number, second: number];

interface Clock {
  fields(date: Date): Fields;
  /** The instant of these wall-clock fields, or null when it does not exist (a DST gap). */
  make(...f: Fields): Date | null;
}

const localClock: Clock = {
  fields: (d) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()],
  make(y, mo, d, h, mi, s) {
    const date = new Date(y, mo - 1, d, h, mi, s);
    return date.getHours() === h && date.getMinutes() === mi && date.getDate() === d ? date : null;
  },
};

const utcClock: Clock = {
  fields: (d) => [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ],
  make: (y, mo, d, h, mi, s) => new Date(Date.UTC(y, mo - 1, d, h, mi, s)),
};

/** The first value >= `from` in an ascending list, or undefined. */
function ceil(values: readonly number[], from: number): number | undefined {
  for (const v of values) if (v >= from) return v;
  return undefined;
}

class Search {
  private readonly days = new Map<number, number[]>();
  constructor(
    private readonly schedule: CronSchedule,
    private readonly clock: Clock,
    private readonly years: number[] | null,
  ) {}

  private daysOf(year: number, month: number): number[] {
    const key = year * 12 + month;
    let days = this.days.get(key);
    if (!days) this.days.set(key, (days = matchingDays(this.schedule, year, month)));
    return days;
  }

  /** The first fire time strictly after `after`, or null. */
  next(after: Date): Date | null {
    const { seconds, minutes, hours, months } = this.schedule;
    const afterMs = after.getTime();
    let [y, mo, d, h, mi, s] = this.clock.fields(new Date(Math.floor(afterMs / 1000) * 1000 + 1000));
    for (;;) {
      if (y > YEAR_MAX) return null;
      if (this.years) {
        const year = ceil(this.years, y);
        if (year === undefined) return null;
        if (year !== y) [y, mo, d, h, mi, s] = [year, 1, 1, 0, 0, 0];
      }
      const month = ceil(months, mo);
      if (month === undefined) {
        [y, mo, d, h, mi, s] = [y + 1, 1, 1, 0, 0, 0];
        continue;
      }
      if (month !== mo) [mo, d, h, mi, s] = [month, 1, 0, 0, 0];
      const day = ceil(this.daysOf(y, mo), d);
      if (day === undefined) {
        [mo, d, h, mi, s] = [mo + 1, 1, 0, 0, 0];
        if (mo > 12) [y, mo] = [y + 1, 1];
        continue;
      }
      if (day !== d) [d, h, mi, s] = [day, 0, 0, 0];
      const hour = ceil(hours, h);
      if (hour === undefined) {
        [d, h, mi, s] = [d + 1, 0, 0, 0];
        continue;
      }
      if (hour !== h) [h, mi, s] = [hour, 0, 0];
      const minute = ceil(minutes, mi);
      if (minute === undefined) {
        [h, mi, s] = [h + 1, 0, 0];
        continue;
      }
      if (minute !== mi) [mi, s] = [minute, 0];
      const second = ceil(seconds, s);
      if (second === undefined) {
        [mi, s] = [mi + 1, 0];
        continue;
      }
      const date = this.clock.make(y, mo, d, h, mi, second);
      if (date && date.getTime() > afterMs) return date;
      s = second + 1; // a DST gap, or the second pass of a repeated hour
    }
  }
}

/** A parsed and compiled expression; throws CronError for an invalid one. */
export function compileCron(expression: string): CronSchedule {
  return compileSchedule(parseCron(expression));
}

/**
 * The next `count` fire times strictly after `from`, ascending; [] when the expression never fires
 * again. Throws CronError for an invalid expression.
 */
export function nextFireTimes(
  expression: string | CronSchedule,
  from: Date,
  count: number,
  options: FireTimeOptions = {},
): Date[] {
  if (Number.isNaN(from.getTime())) throw new RangeError('nextFireTimes: invalid start date');
  const schedule = typeof expression === 'string' ? compileCron(expression) : expression;
  const search = new Search(
    schedule,
    options.timeZone === 'utc' ? utcClock : localClock,
    options.ignoreYear ? null : schedule.years,
  );
  const times: Date[] = [];
  let after = from;
  while (times.length < count) {
    const next = search.next(after);
    if (!next) break;
    times.push(next);
    after = next;
  }
  return times;
}

/** The next fire time strictly after `from`, or null. */
export function nextFireTime(expression: string | CronSchedule, from: Date, options?: FireTimeOptions): Date | null {
  return nextFireTimes(expression, from, 1, options)[0] ?? null;
}
