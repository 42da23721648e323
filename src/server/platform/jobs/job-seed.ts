// The built-in jobs (builtin-jobs.ts SEED_JOBS) inserted, running, when sys_quartz_job is empty:
// on the first start, and again only if every job was deleted. Fixed ids make instances that
// start together insert each job once.
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { SEED_JOBS } from './builtin-jobs.ts';
import type { CronPort } from './cron.ts';
import { JOB_RUNNING } from './job-types.ts';

export async function seedJobs(db: Db, cron: CronPort, now: Date): Promise<void> {
  const any = await db.selectFrom('sys_quartz_job').select('id').limit(1).executeTakeFirst();
  if (any) return;
  for (const job of SEED_JOBS) {
    const next = cron.next(job.cronExpression, now);
    await db
      .insertInto('sys_quartz_job')
      .values({
        id: job.id,
        job_key: job.jobKey,
        cron_expression: job.cronExpression,
        description: job.description,
        status: JOB_RUNNING,
        next_fire_time: next ? formatDateTime(next) : null,
        create_by: 'system',
        create_time: formatDateTime(now),
        version: 1,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
