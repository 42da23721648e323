// Two app instances on one database (PostgreSQL when PG_URL is set, and a SQLite file) each run a
// scheduler: every firing runs exactly once between them, whether they poll on a fake clock at
// the same moments or run their real timers side by side.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/server/platform/jobs/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('two schedulers on one %s database', (dialect) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let clock: Date | undefined = new Date(2026, 4, 1, 12, 0, 0, 500);
  const ran = { a: [] as string[], b: [] as string[] };
  /** A handler that takes a few milliseconds, so the two instances' runs overlap. */
  const recorder =
    (who: 'a' | 'b') =>
    async ({ parameter, now }: JobContext) => {
      ran[who].push(`${parameter} ${now.toISOString()}`);
      await sleep(5);
    };
  const build = (who: 'a' | 'b') => ({
    jobs: { now: () => clock ?? new Date(), seed: false, handlers: { reportSnapshot: recorder(who) } },
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    a = await startTestApp({ dialect, database, build: build('a') });
    b = await startTestApp({ dialect, database, build: build('b') });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const fireTimes = async (jobId: string) =>
    (
      await a.db
        .selectFrom('sys_quartz_job_log')
        .select('fire_time')
        .where('job_id', '=', jobId)
        .orderBy('fire_time')
        .execute()
    ).map((r) => String(r.fire_time));

  it('runs each firing once when both poll at the same moments', async () => {
    const job = await addOk(a, '/sys/quartzJob', {
      jobKey: 'reportSnapshot',
      cronExpression: '* * * * * ? *',
      parameter: 'fake-clock',
      status: 0,
    });
    expect(job.nextFireTime).toBe('2026-05-01 12:00:01');
    for (let s = 1; s <= 20; s++) {
      clock = new Date(2026, 4, 1, 12, 0, s, 10);
      await Promise.all([a.app.scheduler.tick(), b.app.scheduler.tick(), a.app.scheduler.tick()]);
    }
    const times = await fireTimes(job.id);
    expect(times).toHaveLength(20);
    expect(new Set(times).size).toBe(20);
    expect(times[0]).toBe('2026-05-01 12:00:01');
    expect(times[19]).toBe('2026-05-01 12:00:20');
    expect(ran.a.length + ran.b.length).toBe(20);
    await a.get('/sys/quartzJob/pause', { id: job.id });
  });

  it('runs each firing once with both real timers running', async () => {
    clock = undefined; // the system clock from here on
    const job = await addOk(a, '/sys/quartzJob', {
      jobKey: 'reportSnapshot',
      cronExpression: '* * * * * ? *',
      parameter: 'real-clock',
      status: 0,
    });
    a.app.scheduler.start();
    b.app.scheduler.start();
    try {
      const deadline = Date.now() + 15_000;
      while ((await fireTimes(job.id)).length < 3 && Date.now() < deadline) await sleep(100);
    } finally {
      await Promise.all([a.app.scheduler.stop(), b.app.scheduler.stop()]);
    }
    const times = await fireTimes(job.id);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(new Set(times).size).toBe(times.length);
    const calls = [...ran.a, ...ran.b].filter((c) => c.startsWith('real-clock'));
    expect(calls).toHaveLength(times.length);
  });
});
