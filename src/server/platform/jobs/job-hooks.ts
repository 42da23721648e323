// Hooks of the generic engine for sys_quartz_job (add, edit and Excel import): the job key must
// have a handler and the cron expression must be a valid Quartz expression (400 on the field
// otherwise); the read-only nextFireTime is computed here, so the list shows it as soon as a
// job is saved (null while the job is stopped).
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { failWith } from '../../engine/crud/body-validator.ts';
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityHooks, Rec } from '../../engine/crud/hooks.ts';
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import type { CronPort } from './cron.ts';
import { JOB_RUNNING, type JobHandler } from './job-types.ts';
import { JOB_MESSAGES } from './messages.ts';

export interface ScheduleCheck {
  cron: CronPort;
  handlers: ReadonlyMap<string, JobHandler>;
  now: () => Date;
}

/** The next fire time of a job about to be saved (null when stopped); a 400 on the field when it cannot be scheduled. */
export function plannedFireTime(check: ScheduleCheck, row: Rec, lang: Ctx['lang']): string | null {
  const key = String(row.job_key ?? '');
  const cron = String(row.cron_expression ?? '');
  if (!check.handlers.has(key)) failWith([{ field: 'jobKey', message: JOB_MESSAGES.unknownKey(key) }], lang);
  const problem: I18nText | null = check.cron.problem(cron);
  if (problem) failWith([{ field: 'cronExpression', message: JOB_MESSAGES.badCron(problem) }], lang);
  if (Number(row.status) !== JOB_RUNNING) return null;
  const next = check.cron.next(cron, check.now());
  if (!next) failWith([{ field: 'cronExpression', message: JOB_MESSAGES.neverFires }], lang);
  return formatDateTime(next);
}

export function quartzJobHooks(check: ScheduleCheck): EntityHooks {
  return {
    async beforeInsert(_trx: Db, ctx: Ctx, row: Rec) {
      row.next_fire_time = plannedFireTime(check, row, ctx.lang);
    },
    async afterWrite(trx: Db, ctx: Ctx, id: string, _extras: Rec, op: 'add' | 'edit') {
      if (op !== 'edit') return; // beforeInsert did it
      const row = await trx
        .selectFrom('sys_quartz_job')
        .select(['job_key', 'cron_expression', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const next = plannedFireTime(check, row, ctx.lang);
      await trx.updateTable('sys_quartz_job').set({ next_fire_time: next }).where('id', '=', id).execute();
    },
  };
}
