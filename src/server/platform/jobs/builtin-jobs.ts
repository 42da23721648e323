// The job handlers of the product, by job key (dictionary quartz_job_key lists the same keys), and
// the jobs seeded on first start so mail, clean-up and snapshots run without anyone setting them up.
import { sendQueuedMail } from '../mail/queue.ts';
import { expireSessions } from './expire-job.ts';
import type { JobHandler } from './job-types.ts';
import { pruneLogs } from './log-prune.ts';
import { reportSnapshot } from './snapshot-job.ts';

export const BUILTIN_HANDLERS: Record<string, JobHandler> = {
  /** Email log rows in status 0 whose next try is due (mail/queue.ts). Parameter: batch size (default 50). */
  sendQueuedMail: async ({ db, mail, parameter }) => {
    const batch = parameter && /^\d+$/.test(parameter.trim()) ? Math.min(Number(parameter), 500) : 50;
    const s = await sendQueuedMail(db, mail, batch || 50);
    return `sent ${s.sent}, failed ${s.failed}, retrying ${s.retrying}`;
  },
  expireSessions,
  /** Nightly: the row-count snapshot, then the run log and finished mail log pruned (log-prune.ts). */
  reportSnapshot: async (ctx) => {
    const counted = await reportSnapshot(ctx);
    const pruned = await pruneLogs(ctx.db, ctx.now);
    return `${counted}; pruned: sys_quartz_job_log ${pruned.jobLogs}, sys_email_log ${pruned.emailLogs}`;
  },
};

export interface SeedJob {
  /** Fixed ids, so instances starting together insert each once. */
  id: string;
  jobKey: string;
  cronExpression: string;
  description: string;
}

export const SEED_JOBS: SeedJob[] = [
  {
    id: '00000000-0000-7000-8000-00000000a001',
    jobKey: 'sendQueuedMail',
    cronExpression: '0 * * * * ? *',
    description: '每分钟发送待发邮件 / Send queued mail every minute',
  },
  {
    id: '00000000-0000-7000-8000-00000000a002',
    jobKey: 'expireSessions',
    cronExpression: '0 5 * * * ? *',
    description: '每小时清理过期会话和验证码 / Expire sessions and captchas hourly',
  },
  {
    id: '00000000-0000-7000-8000-00000000a003',
    jobKey: 'reportSnapshot',
    cronExpression: '0 30 1 * * ? *',
    description: '每天01:30记录数据量快照并清理旧日志 / Row count snapshot and old logs pruned daily at 01:30',
  },
];
