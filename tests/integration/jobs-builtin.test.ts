// The built-in jobs doing their work, run through the seeded jobs' execute action on a fake clock:
// expireSessions deletes expired sessions, captchas and SMS codes only; reportSnapshot stores one
// row count per editable entity and day, updated (not duplicated) by a second run (its log pruning:
// jobs-prune.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { validateCron } from '../../runtime/core/cron/index.ts';
import { registry } from '../../src/generated/registry.ts';
import { BUILTIN_HANDLERS, SEED_JOBS } from '../../src/server/platform/jobs/builtin-jobs.ts';

const EXPIRE = '00000000-0000-7000-8000-00000000a002';
const SNAPSHOT = '00000000-0000-7000-8000-00000000a003';

describe.each(DIALECTS)('built-in jobs on %s', (dialect) => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { jobs: { now: () => clock } } });
  });
  afterAll(async () => t?.close());

  const execute = async (id: string) => {
    const r = await t.get<{ status: number; resultMsg: string }>('/sys/quartzJob/execute', { id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.resultMsg;
  };

  it('expireSessions deletes only what has expired', async () => {
    clock = new Date();
    const now = clock.getTime();
    const admin = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const session = (hash: string, expiresAt: number) => ({
      token_hash: hash.padEnd(64, '0'),
      id: `s-${hash}`,
      user_id: admin.id,
      username: 'admin',
      create_time: '2026-01-01 00:00:00',
      expires_at: expiresAt,
    });
    await t.db
      .insertInto('sys_session')
      .values([session('old1', now - 1000), session('old2', now - 86_400_000), session('live', now + 60_000)])
      .execute();
    await t.db
      .insertInto('sys_captcha')
      .values([
        { check_key: 'expired-key', code: 'abcd', expires_at: now - 1 },
        { check_key: 'fresh-key', code: 'efgh', expires_at: now + 60_000 },
      ])
      .execute();
    await t.db
      .insertInto('sys_sms_code')
      .values({ code_key: '0:13812345678', code: '123456', expires_at: now - 5, sent_at: now - 300_005 })
      .execute();

    expect(await execute(EXPIRE)).toBe('deleted: sys_session 2, sys_captcha 1, sys_sms_code 1');
    const hashes = (await t.db.selectFrom('sys_session').select('id').execute()).map((r) => r.id);
    expect(hashes).toContain('s-live');
    expect(hashes).not.toContain('s-old1');
    expect((await t.db.selectFrom('sys_captcha').select('check_key').execute()).map((r) => r.check_key)).toEqual([
      'fresh-key',
    ]);
    expect(await t.db.selectFrom('sys_sms_code').select('code_key').execute()).toEqual([]);
    expect((await t.get('/sys/quartzJob/list')).status).toBe(200); // the admin's own session lives on
  });

  it('reportSnapshot stores one row count per editable entity and day', async () => {
    clock = new Date(2026, 5, 30, 1, 30, 0);
    const editable = Object.values(registry.entities).filter((e) => e.routes === 'all');
    expect(await execute(SNAPSHOT)).toMatch(`2026-06-30: ${editable.length} entities counted; pruned: `);
    const rows = async () =>
      t.db
        .selectFrom('sys_report_snapshot')
        .select(['entity_name', 'row_count'])
        .where('snapshot_date', '=', '2026-06-30')
        .execute();
    const first = new Map((await rows()).map((r) => [r.entity_name, Number(r.row_count)]));
    expect(first.size).toBe(editable.length);
    expect(first.get('sys_user')).toBe(1);
    expect(first.get('sys_quartz_job')).toBe(3);
    expect(first.has('sys_log')).toBe(false); // read-only logs are not counted
    const vehicleTypes = first.get('wl_vehicle_type')!;

    await addOk(t, '/wl/vehicleType', { name: 'Snapshot van', carLoadWeight: 1 });
    expect(await execute(SNAPSHOT)).toMatch(`2026-06-30: ${editable.length} entities counted; pruned: `);
    const second = await rows();
    expect(second).toHaveLength(editable.length);
    expect(second.find((r) => r.entity_name === 'wl_vehicle_type')?.row_count).toBe(vehicleTypes + 1);

    clock = new Date(2026, 6, 1, 1, 30, 0);
    await execute(SNAPSHOT);
    const days = await t.db.selectFrom('sys_report_snapshot').select('snapshot_date').distinct().execute();
    expect(days.map((d) => String(d.snapshot_date)).sort()).toEqual(['2026-06-30', '2026-07-01']);
    const list = await t.get<{ total: number }>('/sys/reportSnapshot/list', { snapshotDate: '2026-07-01' });
    expect(list.body.result.total).toBe(editable.length);
    // The list names each entity by its title, and its Entity filter matches the name exactly.
    type Snap = { records: { entityName: string; entityName_dictText: string }[] };
    const users = (lang: string) =>
      t.get<Snap>(
        '/sys/reportSnapshot/list',
        { snapshotDate: '2026-07-01', entityName: 'sys_user' },
        {
          'accept-language': lang,
        },
      );
    expect((await users('zh-CN')).body.result.records).toEqual([
      expect.objectContaining({ entityName: 'sys_user', entityName_dictText: '用户' }),
    ]);
    expect((await users('en')).body.result.records).toEqual([
      expect.objectContaining({ entityName: 'sys_user', entityName_dictText: 'User' }),
    ]);
  });

  it('offers exactly the job keys that have a handler, and seeds a valid job for each', async () => {
    const offered = registry.dicts.quartz_job_key.items.map((i) => String(i.value)).sort();
    expect(offered).toEqual(Object.keys(BUILTIN_HANDLERS).sort());
    expect(SEED_JOBS.map((j) => j.jobKey).sort()).toEqual(offered);
    for (const job of SEED_JOBS) expect(validateCron(job.cronExpression), job.cronExpression).toBeNull();
    const r = await t.post('/sys/quartzJob/add', { jobKey: 'noSuchJob', cronExpression: '0 0 1 * * ?', status: 0 });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('jobKey');
  });
});
