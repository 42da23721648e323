// Log pruning, run by the nightly reportSnapshot job after its snapshot (builtin-jobs.ts): the run
// log and the finished mail log would otherwise grow for ever (sendQueuedMail alone logs 1,440 runs
// a day). Deletes in batches so neither database holds a long write lock.
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { MAIL_FAILED, MAIL_SENT } from '../mail/mail-log.ts';

/** sys_quartz_job_log rows whose run started more than this many days ago are deleted. */
export const JOB_LOG_RETENTION_DAYS = 30;
/**
 * sys_email_log rows in a final state (1 sent, 2 failed) created more than this many days ago are
 * deleted; rows still in 0 (queued or being retried) are kept whatever their age.
 */
export const EMAIL_LOG_RETENTION_DAYS = 90;
/** Rows deleted per statement. */
export const PRUNE_BATCH = 5000;

export interface PruneResult {
  jobLogs: number;
  emailLogs: number;
}

/** `days` calendar days before `now`, same local clock time, as stored text. */
export function daysBefore(now: Date, days: number): string {
  const d = new Date(now);
  d.setDate(d.getDate() - days);
  return formatDateTime(d);
}

export async function pruneLogs(db: Db, now: Date): Promise<PruneResult> {
  const jobCutoff = daysBefore(now, JOB_LOG_RETENTION_DAYS);
  const mailCutoff = daysBefore(now, EMAIL_LOG_RETENTION_DAYS);
  const jobLogs = await inBatches(() =>
    db
      .deleteFrom('sys_quartz_job_log')
      .where(
        'id',
        'in',
        db.selectFrom('sys_quartz_job_log').select('id').where('start_time', '<', jobCutoff).limit(PRUNE_BATCH),
      )
      .executeTakeFirst(),
  );
  const emailLogs = await inBatches(() =>
    db
      .deleteFrom('sys_email_log')
      .where(
        'id',
        'in',
        db
          .selectFrom('sys_email_log')
          .select('id')
          .where('status', 'in', [MAIL_SENT, MAIL_FAILED])
          .where('create_time', '<', mailCutoff)
          .limit(PRUNE_BATCH),
      )
      .executeTakeFirst(),
  );
  return { jobLogs, emailLogs };
}

async function inBatches(step: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = Number((await step()).numDeletedRows);
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}
