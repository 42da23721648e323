// What the scheduler needs of cron expressions, answered by the Quartz adapter of runtime/core/cron
// (7-field expressions, 1 = Sunday, the year field honoured). Server local time, like every datetime.
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { nextFireTime, validateCron } from '../../../../runtime/core/cron/index.ts';

export interface CronPort {
  /** null when the expression is valid, else what is wrong in both languages. */
  problem(expression: string): I18nText | null;
  /** The first fire time strictly after `after`, or null when it never fires again. Throws when invalid. */
  next(expression: string, after: Date): Date | null;
}

export const quartzCron: CronPort = {
  problem: validateCron,
  next: (expression, after) => nextFireTime(expression, after),
};
