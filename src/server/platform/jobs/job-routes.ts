// JeecgBoot's job actions (GET with ?id=, as its screens call them), each with its own permission
// code: pause (stop: status -1, no next fire time), resume (start: status 0, next fire time from
// now) and execute (run once now, awaited: the answer carries the run log row; a failed run is a
// 422 with the job's error). The generic engine serves list/add/edit/delete of sys_quartz_job.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest, notFound } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { findJob, parseLocal, setSchedule, type JobRow } from './job-store.ts';
import { plannedFireTime, type ScheduleCheck } from './job-hooks.ts';
import { JOB_RUNNING, JOB_STOPPED, RUN_SUCCEEDED } from './job-types.ts';
import { JOB_MESSAGES } from './messages.ts';
import type { Scheduler } from './scheduler.ts';

export const JOB_PERMISSION_CODES = [
  { code: 'system:quartzJob:pause', title: t('定时任务:停止', 'Scheduled job: stop'), parentMenuKey: 'quartzJob' },
  { code: 'system:quartzJob:resume', title: t('定时任务:启动', 'Scheduled job: start'), parentMenuKey: 'quartzJob' },
  {
    code: 'system:quartzJob:execute',
    title: t('定时任务:执行一次', 'Scheduled job: run once'),
    parentMenuKey: 'quartzJob',
  },
];

async function jobOf(db: Db, request: FastifyRequest): Promise<JobRow> {
  const id = (request.query as Record<string, unknown>).id;
  if (typeof id !== 'string' || id === '' || id.length > 64) {
    throw badRequest(t('缺少参数或参数无效: id', 'Missing or invalid parameter: id'));
  }
  const job = await findJob(db, id);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

export function registerJobRoutes(
  app: FastifyInstance,
  deps: { db: Db; scheduler: Scheduler; check: ScheduleCheck },
): void {
  const { db, scheduler, check } = deps;
  const config = (op: string) => ({ permission: `system:quartzJob:${op}`, audit: true });

  app.get('/sys/quartzJob/pause', { config: config('pause') }, async (request) => {
    const job = await jobOf(db, request);
    await setSchedule(db, job.id, JOB_STOPPED, null, request.user!.username);
    return ok(null, say(JOB_MESSAGES.paused, langOf(request)));
  });

  app.get('/sys/quartzJob/resume', { config: config('resume') }, async (request) => {
    const job = await jobOf(db, request);
    const lang = langOf(request);
    const next = plannedFireTime(
      check,
      { job_key: job.jobKey, cron_expression: job.cronExpression, status: JOB_RUNNING },
      lang,
    );
    await setSchedule(db, job.id, JOB_RUNNING, next ? parseLocal(next) : null, request.user!.username);
    return ok({ nextFireTime: next }, say(JOB_MESSAGES.resumed, lang));
  });

  app.get('/sys/quartzJob/execute', { config: config('execute') }, async (request) => {
    const job = await jobOf(db, request);
    const run = await scheduler.runOnce(job);
    if (run.status !== RUN_SUCCEEDED) throw new HttpError(422, JOB_MESSAGES.failed(run.errorMsg ?? ''), run);
    return ok(run, say(JOB_MESSAGES.executed, langOf(request)));
  });
}
