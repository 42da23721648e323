// The Quartz cron adapter (README.md): parse, validate, describe and compute fire times of 6- and
// 7-field Quartz expressions.
import type { I18nText } from '../registry.ts';
import { CronError } from './errors.ts';
import { parseCron } from './parse.ts';

export { CronError } from './errors.ts';
export {
  CRON_FIELDS,
  FIELD_DEFS,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  YEAR_MAX,
  YEAR_MIN,
  daysInMonth,
  quartzWeekday,
  type CronFieldDef,
  type CronFieldName,
} from './fields.ts';
export { parseCron, parseCronField, type CronField, type CronFields, type CronItem, type ParsedCron } from './parse.ts';
export { matchingDays, type CronSchedule } from './schedule.ts';
export { compileCron, nextFireTime, nextFireTimes, type FireTimeOptions } from './next.ts';
export { describeCron } from './describe.ts';

/** null when `expression` is a valid Quartz expression, otherwise what is wrong in both languages. */
export function validateCron(expression: string): I18nText | null {
  try {
    parseCron(expression);
    return null;
  } catch (error) {
    if (error instanceof CronError) return error.text;
    throw error;
  }
}
