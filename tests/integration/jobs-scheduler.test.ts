// The scheduler on real databases with a fake clock (no waiting): jobs added through the generic
// routes get their next fire time, invalid cron expressions are refused with 400, a firing runs at
// its time and is logged with duration and error, run once, stop/start, and the misfire policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import type { JobContext } from '../../src/server/platform/jobs/index.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const API = '/sys/quartzJob';

describe.each(DIALECTS)('scheduler on %s', (dialect) => {
  let t: TestApp;
  let clock = new Date(2026, 0, 5, 11, 59, 58);
  const calls: { parameter: string | null; now: Date }[] = [];
  /** The test's handler (under a real job key): records each call, fails when the parameter says so. */
  const recorder = async ({ parameter, now }: JobContext) => {
    calls.push({ parameter, now });
    if (parameter === 'fail') throw new Error('boom: the report store is offline');
    return `recorded ${parameter ?? ''}`;
  };

  beforeAll(async () => {
    t = await startTestApp({
      dialect,
      build: { jobs: { now: () => clock, seed: false, handlers: { reportSnapshot: recorder } } },
    });
  });
  afterAll(async () => t?.close());

  const tick = () => t.app.scheduler.tick();
  const job = (id: string) => t.get<Rec>(`${API}/queryById`, { id }).then((r) => r.body.result);
  const runs = (jobId: string) =>
    t.db.selectFrom('sys_quartz_job_log').selectAll().where('job_id', '=', jobId).orderBy('start_time').execute();
  const addJob = (body: Record<string, unknown>) =>
    addOk(t, `${API}`, { jobKey: 'reportSnapshot', status: 0, ...body });

  it('computes the next fire time on add and edit and lists it', async () => {
    const daily = await addJob({ cronExpression: '0 0 12 * * ? *', parameter: 'noon', description: 'noon' });
    expect(daily.nextFireTime).toBe('2026-01-05 12:00:00');
    const lastFriday = await addJob({ cronExpression: '0 0 12 ? * 6L 2027', description: 'last Friday 2027' });
    expect(lastFriday.nextFireTime).toBe('2027-01-29 12:00:00');
    const list = await t.get<PageResult<Rec>>(`${API}/list`, { description: 'last Friday 2027' });
    expect(list.body.result.records.map((r) => [r.nextFireTime, r.status_dictText])).toEqual([
      ['2027-01-29 12:00:00', '正常'],
    ]);
    const edited = await t.put<Rec>(`${API}/edit`, {
      id: lastFriday.id,
      version: lastFriday.version,
      cronExpression: '0 30 9 ? * 2#1 2027',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result.nextFireTime).toBe('2027-01-04 09:30:00'); // first Monday of 2027
    const stopped = await addJob({ cronExpression: '0 0 12 * * ? *', status: -1 });
    expect(stopped.nextFireTime ?? null).toBeNull();
  });

  it('refuses an invalid cron expression, an expression that never fires and a read-only next fire time', async () => {
    const before = await t.db.selectFrom('sys_quartz_job').select('id').execute();
    const bad = await t.post(`${API}/add`, { jobKey: 'reportSnapshot', cronExpression: '0 0 25 * * ? *', status: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Cron表达式不正确');
    expect(bad.body.message).toContain('超出范围 0-23');
    expect(bad.body.result).toEqual({ errors: [{ field: 'cronExpression', message: expect.stringContaining('时') }] });
    const en = await t.post(
      `${API}/add`,
      { jobKey: 'reportSnapshot', cronExpression: '0 0 12 * * 2 *', status: 0 },
      { 'accept-language': 'en' },
    );
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/^Invalid cron expression: Day of month .* cannot both be set/);
    const past = await t.post(`${API}/add`, {
      jobKey: 'reportSnapshot',
      cronExpression: '0 0 12 * * ? 2020',
      status: 0,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('不会再触发');
    expect((await t.db.selectFrom('sys_quartz_job').select('id').execute()).length).toBe(before.length);

    const ok = await addJob({ cronExpression: '0 0 3 * * ? *' });
    const edit = await t.put(`${API}/edit`, { id: ok.id, version: ok.version, cronExpression: 'every day' });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain('6或7个字段');
    expect(await job(ok.id)).toMatchObject({ cronExpression: '0 0 3 * * ? *', version: ok.version });
    // nextFireTime is read-only: whatever a client sends, the scheduler's value stands.
    await t.put<Rec>(`${API}/edit`, { id: ok.id, version: ok.version, nextFireTime: '2030-01-01 00:00:00' });
    expect((await job(ok.id)).nextFireTime).toBe(ok.nextFireTime);
  });

  it('fires a job at its time, once, and logs the run with its duration', async () => {
    clock = new Date(2026, 0, 5, 11, 59, 58);
    const every = await addJob({ cronExpression: '0 * * * * ? *', parameter: 'minutely' });
    expect(every.nextFireTime).toBe('2026-01-05 12:00:00');
    calls.length = 0;
    expect(await tick()).toEqual([]);
    clock = new Date(2026, 0, 5, 12, 0, 0, 20);
    const fired = (await tick()).filter((r) => r.jobId === every.id);
    expect(fired).toHaveLength(1);
    expect(await tick()).toEqual([]); // the firing was taken
    expect(calls.filter((c) => c.parameter === 'minutely').map((c) => c.now)).toEqual([clock]);
    const [log] = await runs(every.id);
    expect(log).toMatchObject({
      job_key: 'reportSnapshot',
      parameter: 'minutely',
      fire_type: 0,
      fire_time: '2026-01-05 12:00:00',
      start_time: '2026-01-05 12:00:00',
      status: 1,
      result_msg: 'recorded minutely',
      error_msg: null,
    });
    expect(Number(log.cost_time)).toBeGreaterThanOrEqual(0);
    expect((await job(every.id)).nextFireTime).toBe('2026-01-05 12:01:00');
    const page = await t.get<PageResult<Rec>>('/sys/quartzJobLog/list', { jobId: every.id });
    expect(page.body.result.records[0]).toMatchObject({ fireType_dictText: '按计划', status_dictText: '成功' });
  });

  it('logs a failed run with the error and keeps the schedule', async () => {
    clock = new Date(2026, 0, 5, 12, 59, 0);
    const failing = await addJob({ cronExpression: '30 59 12 * * ? *', parameter: 'fail' });
    clock = new Date(2026, 0, 5, 12, 59, 30);
    await tick();
    const [log] = await runs(failing.id);
    expect(log).toMatchObject({ status: 0, error_msg: 'boom: the report store is offline', result_msg: null });
    expect((await job(failing.id)).nextFireTime).toBe('2026-01-06 12:59:30');
  });

  it('runs a job once on request, leaving its schedule alone', async () => {
    clock = new Date(2026, 0, 6, 8, 0, 0);
    const daily = await addJob({ cronExpression: '0 0 12 * * ? *', parameter: 'by hand' });
    const r = await t.get<Rec>(`${API}/execute`, { id: daily.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ jobId: daily.id, fireType: 1, fireTime: null, status: 1 });
    expect((await job(daily.id)).nextFireTime).toBe('2026-01-06 12:00:00');
    const failing = await addJob({ cronExpression: '0 0 12 * * ? *', parameter: 'fail' });
    const f = await t.get<Rec>(`${API}/execute`, { id: failing.id }, { 'accept-language': 'en' });
    expect(f.status).toBe(422);
    expect(f.body.message).toBe('The job failed: boom: the report store is offline');
    expect(f.body.result).toMatchObject({ status: 0, fireType: 1 });
    expect(await runs(failing.id)).toHaveLength(1);
    expect((await t.get(`${API}/execute`, { id: 'no-such-job' })).status).toBe(404);
  });

  it('stops and starts a job', async () => {
    clock = new Date(2026, 0, 7, 9, 0, 0);
    const j = await addJob({ cronExpression: '0 0/10 * * * ? *', parameter: 'pausable' });
    expect(j.nextFireTime).toBe('2026-01-07 09:10:00');
    const paused = await t.get(`${API}/pause`, { id: j.id });
    expect(paused.status).toBe(200);
    expect(await job(j.id)).toMatchObject({ status: -1, status_dictText: '停止', version: j.version + 1 });
    expect((await job(j.id)).nextFireTime ?? null).toBeNull();
    clock = new Date(2026, 0, 7, 9, 10, 0);
    await tick();
    expect(await runs(j.id)).toHaveLength(0);
    clock = new Date(2026, 0, 7, 9, 14, 0);
    const resumed = await t.get<{ nextFireTime: string }>(`${API}/resume`, { id: j.id });
    expect(resumed.status).toBe(200);
    expect(resumed.body.result.nextFireTime).toBe('2026-01-07 09:20:00');
    expect(await job(j.id)).toMatchObject({ status: 0, nextFireTime: '2026-01-07 09:20:00' });
    clock = new Date(2026, 0, 7, 9, 20, 0);
    await tick();
    expect(await runs(j.id)).toHaveLength(1);
  });

  it('after downtime fires a missed job once, now, then goes on from its next time (misfire policy)', async () => {
    clock = new Date(2026, 0, 8, 10, 0, 30);
    const j = await addJob({ cronExpression: '0 * * * * ? *', parameter: 'misfire' });
    expect(j.nextFireTime).toBe('2026-01-08 10:01:00');
    clock = new Date(2026, 0, 8, 13, 30, 15); // three and a half hours later: 210 firings missed
    const fired = (await tick()).filter((r) => r.jobId === j.id);
    expect(fired).toHaveLength(1);
    const [log] = await runs(j.id);
    expect(log).toMatchObject({ fire_type: 2, fire_time: '2026-01-08 10:01:00', start_time: '2026-01-08 13:30:15' });
    expect((await job(j.id)).nextFireTime).toBe('2026-01-08 13:31:00');
    clock = new Date(2026, 0, 8, 13, 31, 0);
    const [next] = (await tick()).filter((r) => r.jobId === j.id);
    expect(next).toMatchObject({ fireType: 0, fireTime: '2026-01-08 13:31:00' });
  });

  it('guards the actions with their permission codes', async () => {
    const seeded = await t.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'like', 'system:quartzJob:%')
      .execute();
    expect(seeded.map((r) => r.perms)).toEqual(
      expect.arrayContaining(['system:quartzJob:pause', 'system:quartzJob:resume', 'system:quartzJob:execute']),
    );
    const anonymous = await t.get(`${API}/execute`, { id: 'x' }, { 'x-access-token': 'nope' });
    expect(anonymous.status).toBe(401);
  });
});
