// Log pruning in the nightly reportSnapshot job, run through the seeded job's execute action on a
// fake clock: run log rows started more than 30 days ago go, email log rows sent or failed more than
// 90 days ago go; newer rows, rows exactly at the limit and mail still queued stay. More rows than
// one delete batch are all removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_LOG_RETENTION_DAYS,
  JOB_LOG_RETENTION_DAYS,
  PRUNE_BATCH,
} from '../../src/server/platform/jobs/log-prune.ts';
import { DIALECTS } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const SNAPSHOT = '00000000-0000-7000-8000-00000000a003';

describe.each(DIALECTS)('log pruning on %s', (dialect) => {
  let t: TestApp;
  const clock = new Date(2026, 5, 30, 1, 30, 0);

  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { jobs: { now: () => clock } } });
  });
  afterAll(async () => t?.close());

  const jobLog = (id: string, startTime: string) => ({
    id,
    job_id: SNAPSHOT,
    job_key: 'reportSnapshot',
    fire_type: 0,
    fire_time: startTime,
    start_time: startTime,
    cost_time: 5,
    status: 1,
    create_by: 'system',
    create_time: startTime,
    version: 1,
  });
  const mailLog = (id: string, status: number, createTime: string) => ({
    id,
    to_address: 'someone@example.test',
    subject: id,
    content: 'x',
    is_html: dialect === 'sqlite' ? 0 : false,
    status,
    retry_count: 1,
    next_retry_time: createTime,
    create_by: 'system',
    create_time: createTime,
    version: 1,
  });

  it('keeps 30 days of run log and 90 days of finished mail', async () => {
    expect([JOB_LOG_RETENTION_DAYS, EMAIL_LOG_RETENTION_DAYS]).toEqual([30, 90]);
    await t.db
      .insertInto('sys_quartz_job_log')
      .values([
        jobLog('j-ancient', '2025-01-01 00:00:00'),
        jobLog('j-old', '2026-05-31 01:29:59'),
        jobLog('j-limit', '2026-05-31 01:30:00'),
        jobLog('j-recent', '2026-06-29 23:00:00'),
      ])
      .execute();
    await t.db
      .insertInto('sys_email_log')
      .values([
        mailLog('m-sent-old', 1, '2026-03-01 08:00:00'),
        mailLog('m-failed-old', 2, '2026-04-01 01:29:59'),
        mailLog('m-queued-old', 0, '2026-01-01 08:00:00'),
        mailLog('m-sent-limit', 1, '2026-04-01 01:30:00'),
        mailLog('m-failed-recent', 2, '2026-06-01 08:00:00'),
        mailLog('m-sent-recent', 1, '2026-06-30 01:00:00'),
      ])
      .execute();

    const r = await t.get<{ resultMsg: string }>('/sys/quartzJob/execute', { id: SNAPSHOT });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.resultMsg).toMatch(/; pruned: sys_quartz_job_log 2, sys_email_log 2$/);

    const jobIds = (await t.db.selectFrom('sys_quartz_job_log').select('id').execute()).map((x) => x.id as string);
    expect(jobIds.filter((id) => id.startsWith('j-')).sort()).toEqual(['j-limit', 'j-recent']);
    expect(jobIds).toHaveLength(3); // and this run's own row
    const mailIds = (await t.db.selectFrom('sys_email_log').select('id').execute()).map((x) => x.id as string);
    expect(mailIds.sort()).toEqual(['m-failed-recent', 'm-queued-old', 'm-sent-limit', 'm-sent-recent']);
  });

  it('removes more old rows than one delete batch', async () => {
    const n = PRUNE_BATCH + 3;
    const rows = Array.from({ length: n }, (_, i) => jobLog(`bulk-${i}`, '2026-01-15 12:00:00'));
    for (let i = 0; i < rows.length; i += 1000) {
      await t.db
        .insertInto('sys_quartz_job_log')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    const r = await t.get<{ resultMsg: string }>('/sys/quartzJob/execute', { id: SNAPSHOT });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.resultMsg).toMatch(new RegExp(`; pruned: sys_quartz_job_log ${n}, sys_email_log 0$`));
    const left = await t.db
      .selectFrom('sys_quartz_job_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('start_time', '<', '2026-05-31 01:30:00')
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
