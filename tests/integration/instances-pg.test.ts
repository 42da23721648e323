// Several instances (issue 11 item 6): two real server PROCESSES started together on one fresh
// PostgreSQL database, captcha on, schedulers on. They behave as one: a captcha fetched from A signs
// in on B, a token from B works on A until a logout on B kills it there, failed sign-ins on both add
// up to one lockout (and wrong SMS tries to one count), a dictionary edit on A shows on B, a socket
// on B gets a push caused on A exactly once, B answers the progress of an export run on A, and an
// every-second job fires once per firing across both. Runs when PG_URL is set (SQLite is one
// instance by design).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { live, openSocket, type LiveSocket } from './helpers/live-socket.ts';
import { newOrder } from './helpers/orders.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

const SECRET = 'instances-test-secret';
const PASSWORD = 'It#Admin2026';

describe.runIf(!!process.env.PG_URL)('two server processes on one PostgreSQL database', () => {
  let dir: string;
  let database: TestDatabase;
  let db: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-instances-'));
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: (database.config as { url: string }).url,
      ADMIN_PASSWORD: PASSWORD,
      NODE_ENV: 'development',
      CAPTCHA: 'on',
      SCHEDULER: 'on',
      SIGN_SECRET: SECRET,
      UPLOAD_DIR: join(dir, 'uploads'),
    };
    // Started together on the empty database: migrations and first-start seeds must not collide.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    db = await openDatabase(database.config);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const captchaFrom = async (s: ServerProcess) => {
    const checkKey = `k${Date.now()}${Math.random().toString().slice(2, 8)}`;
    const r = await s.call('GET', `/sys/randomImage/${checkKey}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await db.db
      .selectFrom('sys_captcha')
      .select('code')
      .where('check_key', '=', checkKey)
      .executeTakeFirst();
    return { checkKey, captcha: String(row?.code) };
  };
  const login = async (s: ServerProcess, captcha: { checkKey: string; captcha: string }) =>
    s.call<{ token: string; userInfo: { id: string } }>('POST', '/sys/login', {
      json: { username: 'admin', password: PASSWORD, ...captcha },
    });
  const whoAmI = (s: ServerProcess, t: string) =>
    s.call('GET', '/sys/permission/getUserPermissionByToken', { token: t });

  it('signs in on B with a captcha fetched from A, once', async () => {
    const captcha = await captchaFrom(a);
    const signedIn = await login(b, captcha);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    token = signedIn.body.result.token;
    userId = signedIn.body.result.userInfo.id;
    // The captcha was used up on B, so A refuses it too.
    const again = await login(a, captcha);
    expect(again.status).toBe(400);
  });

  it('takes the token on A, and a logout on B ends it on A', async () => {
    const other = await login(a, await captchaFrom(b));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const mine = other.body.result.token;
    expect((await whoAmI(a, mine)).status).toBe(200);
    expect((await whoAmI(b, mine)).status).toBe(200);
    const online = await b.call<{ records: unknown[] }>('GET', '/sys/online/list', { token: mine });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(online.body.result.records.length).toBeGreaterThanOrEqual(2); // sessions made on A and on B
    expect((await b.call('POST', '/sys/logout', { token: mine, json: {} })).status).toBe(200);
    expect((await whoAmI(a, mine)).status).toBe(401);
    expect((await whoAmI(b, mine)).status).toBe(401);
    expect((await whoAmI(a, token)).status).toBe(200); // the other session lives on
  });

  it('counts failed sign-ins of one username across both instances and locks it on both', async () => {
    const fail = async (s: ServerProcess) =>
      (
        await s.call('POST', '/sys/login', {
          json: { username: 'nobody-here', password: 'Wrong#2026', ...(await captchaFrom(s)) },
        })
      ).status;
    // Five failures lock the username (sys/lockout.ts); alternate, so neither instance saw five.
    expect([await fail(a), await fail(b), await fail(a), await fail(b)]).toEqual([400, 400, 400, 400]);
    expect(await fail(a)).toBe(429);
    expect(await fail(b)).toBe(429);
  });

  it('counts wrong SMS tries made at once on both instances and drops the code after five', async () => {
    const mobile = '13800000042';
    await db.db.updateTable('sys_user').set({ phone: mobile }).where('username', '=', 'admin').execute();
    const sent = await a.call('POST', '/sys/sms', { json: { mobile, smsmode: '0' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const row = await db.db
      .selectFrom('sys_sms_code')
      .select('code')
      .where('code_key', '=', `0:${mobile}`)
      .executeTakeFirst();
    const code = String(row?.code);
    const bad = code === '000000' ? '111111' : '000000';
    // Exactly the 5 wrong tries that drop a code, sent at once to both instances: none may go uncounted.
    const both = [a, b, a, b, a];
    const tries = await Promise.all(
      both.map((s) => s.call('POST', '/sys/phoneLogin', { json: { mobile, captcha: bad } })),
    );
    expect(tries.every((r) => r.status === 400)).toBe(true);
    const right = await b.call('POST', '/sys/phoneLogin', { json: { mobile, captcha: code } });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('短信验证码已失效，请重新获取');
  });

  it('shows a dictionary edit made on A on B (its cache is dropped through NOTIFY)', async () => {
    const textOn = async (s: ServerProcess, code: string, value: string) => {
      const r = await s.call<Record<string, { value: unknown; text: string }[]>>('GET', '/sys/dict/queryAllDictItems', {
        token,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result[code]?.find((i) => String(i.value) === value)?.text;
    };
    const item = await db.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['i.id', 'i.version', 'i.item_value', 'd.dict_code'])
      .where('i.status', '=', '1')
      .orderBy('d.dict_code')
      .orderBy('i.sort_order')
      .executeTakeFirstOrThrow();
    const code = String(item.dict_code);
    const value = String(item.item_value);
    expect(await textOn(b, code, value)).toBeDefined(); // B's cache is warm now (60 s TTL)
    const renamed = `Renamed ${Date.now()}`;
    const edit = await a.call('PUT', '/sys/dictItem/edit', {
      token,
      json: { id: item.id, version: item.version, itemText: renamed },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await textOn(a, code, value)).toBe(renamed);
    // The signal is asynchronous: wait well below the TTL, so only the signal can explain the change.
    let seen: string | undefined;
    for (let i = 0; i < 60 && seen !== renamed; i++) {
      seen = await textOn(b, code, value);
      if (seen !== renamed) await sleep(250);
    }
    expect(seen).toBe(renamed);
  });

  it('delivers a push caused on A to a socket on B exactly once', async () => {
    const socket: LiveSocket = await openSocket(`${b.base.replace(/^http/, 'ws')}/jeecg-boot`, userId, token);
    try {
      const added = await a.call<{ id: string }>('POST', '/wl/order/add', {
        token,
        json: newOrder(`MI${Date.now().toString(36)}`),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const isTopic = (text: string) => live(text)?.cmd === 'topic';
      expect(live(await socket.next(isTopic, 10_000))).toMatchObject({ cmd: 'topic' });
      await expect(socket.next(isTopic, 1_500)).rejects.toThrow(/no matching message/);
    } finally {
      await socket.close();
    }
  });

  it('answers a progress poll on B for an Excel export (of the users) run on A', async () => {
    const progressId = `instances-${Date.now()}`;
    const exported = await a.call('GET', '/sys/user/exportXls', { token, query: { progressId } });
    expect(exported.status).toBe(200);
    const mine = await a.call<{ phase: string }>('GET', '/sys/excel/progress', { token, query: { id: progressId } });
    expect(mine.body.result.phase).toBe('done');
    let seen: { status: number; phase?: string } = { status: 0 };
    for (let i = 0; i < 60 && seen.phase !== 'done'; i++) {
      const r = await b.call<{ phase: string }>('GET', '/sys/excel/progress', { token, query: { id: progressId } });
      seen = { status: r.status, phase: r.body.result?.phase };
      if (seen.phase !== 'done') await sleep(250);
    }
    expect(seen).toEqual({ status: 200, phase: 'done' });
  });

  it('runs each firing of an every-second job once across both instances', async () => {
    const added = await a.call<{ id: string }>('POST', '/sys/quartzJob/add', {
      token,
      json: { jobKey: 'expireSessions', cronExpression: '* * * * * ? *', parameter: 'instances', status: 0 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const jobId = added.body.result.id;
    const logRows = () =>
      db.db.selectFrom('sys_quartz_job_log').select(['fire_time', 'fire_type']).where('job_id', '=', jobId).execute();
    const deadline = Date.now() + 90_000; // a loaded machine may run late; six firings are enough
    while ((await logRows()).length < 6 && Date.now() < deadline) await sleep(500);
    const paused = await b.call('GET', '/sys/quartzJob/pause', { token, query: { id: jobId } });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    await sleep(1_500); // a run claimed just before the pause may still be writing its row
    const rows = await logRows();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const times = rows.map((r) => String(r.fire_time));
    expect(new Set(times).size).toBe(times.length); // no firing ran twice
  }, 150_000);
});
