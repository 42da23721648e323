// The scheduler's life with the server: off in tests unless asked, started when the app is ready,
// firing on its real timer, and on close waiting for the run in progress (its log row is written)
// before the database closes.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('scheduler lifecycle on %s', (dialect) => {
  it('stays off under NODE_ENV=test unless asked', async () => {
    const t = await startTestApp({ dialect, build: { jobs: { seed: false } } });
    try {
      expect(t.app.scheduler.started).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('starts with the app, fires on time, and lets the run in progress finish on close', async () => {
    const database = await createTestDatabase(dialect);
    let started = 0;
    let finished = 0;
    const slow = async () => {
      started += 1;
      await sleep(400);
      finished += 1;
      return 'slow run done';
    };
    const t = await startTestApp({
      dialect,
      database,
      build: { jobs: { scheduler: true, seed: false, handlers: { expireSessions: slow } } },
    });
    try {
      expect(t.app.scheduler.started).toBe(true);
      const job = await addOk(t, '/sys/quartzJob', {
        jobKey: 'expireSessions',
        cronExpression: '* * * * * ? *',
        status: 0,
      });
      const deadline = Date.now() + 10_000;
      while (started === 0 && Date.now() < deadline) await sleep(20);
      expect(started).toBeGreaterThan(0);
      await t.app.close(); // waits for the run that is going on
      expect(finished).toBe(started);
      const logs = await t.db
        .selectFrom('sys_quartz_job_log')
        .select(['status', 'cost_time', 'result_msg'])
        .where('job_id', '=', job.id)
        .execute();
      expect(logs).toHaveLength(started);
      expect(logs[0]).toMatchObject({ status: 1, result_msg: 'slow run done' });
      expect(Number(logs[0].cost_time)).toBeGreaterThanOrEqual(390);
      expect(t.app.scheduler.started).toBe(false);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});
