// Queued mail through the built-in sendQueuedMail job against a real SMTP server on 127.0.0.1, on a
// fake clock: a queued message is sent and its row becomes 1; a 451 keeps it at 0 and retries it
// after the back-off; a 550 or the fifth transient failure ends it at 2; an unreachable host (connection
// refused, or a server that never greets) is transient too; two app instances on one database send
// each message once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { closedPort, headers, silentServer, startSmtp, type TestSmtp } from './mail-smtp-server.ts';

/** The seeded sendQueuedMail job (jobs/builtin-jobs.ts SEED_JOBS). */
const SEND_QUEUED = '00000000-0000-7000-8000-00000000a001';
const QUICK = { connectionTimeout: 3000, greetingTimeout: 3000, socketTimeout: 5000 };

describe.each(DIALECTS)('queued mail on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let database: TestDatabase;
  let clock = new Date(2026, 2, 2, 9, 0, 0);
  const build = {
    jobs: { now: () => clock },
    mail: { timeouts: QUICK, now: () => clock },
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(dialect);
    t = await startTestApp({ dialect, database, build });
    await addOk(t, '/sys/emailAccount', {
      fromAddress: 'notices@example.test',
      host: '127.0.0.1',
      port: smtp.port,
      useSsl: false,
      username: smtp.user,
      password: smtp.password,
      isDefault: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await database?.drop();
  });

  const row = (id: string) =>
    t.db.selectFrom('sys_email_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** One run of the seeded job, as the execute button does it. */
  const runQueue = async () => {
    const r = await t.get<{ resultMsg: string }>('/sys/quartzJob/execute', { id: SEND_QUEUED });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.resultMsg;
  };
  const at = (text: string) => {
    const [d, h] = text.split(' ');
    const [y, mo, day] = d.split('-').map(Number);
    const [hh, mi, s] = h.split(':').map(Number);
    return new Date(y, mo - 1, day, hh, mi, s);
  };

  it('seeds the built-in jobs with their next fire times', async () => {
    const jobs = await t.db
      .selectFrom('sys_quartz_job')
      .select(['id', 'job_key', 'cron_expression', 'status', 'next_fire_time'])
      .orderBy('id')
      .execute();
    expect(jobs).toEqual([
      {
        id: SEND_QUEUED,
        job_key: 'sendQueuedMail',
        cron_expression: '0 * * * * ? *',
        status: 0,
        next_fire_time: '2026-03-02 09:01:00',
      },
      expect.objectContaining({ job_key: 'expireSessions', next_fire_time: '2026-03-02 09:05:00' }),
      expect.objectContaining({ job_key: 'reportSnapshot', next_fire_time: '2026-03-03 01:30:00' }),
    ]);
  });

  it('sends a queued message and marks it sent', async () => {
    const id = await t.app.mail.enqueue({
      to: 'driver@example.test',
      subject: 'Order 42 shipped',
      content: 'On its way',
    });
    expect(await row(id)).toMatchObject({ status: 0, retry_count: 0, next_retry_time: '2026-03-02 09:00:00' });
    expect(await runQueue()).toBe('sent 1, failed 0, retrying 0');
    expect(await row(id)).toMatchObject({
      status: 1,
      retry_count: 1,
      from_address: 'notices@example.test',
      sent_time: '2026-03-02 09:00:00',
      error_msg: null,
    });
    const message = smtp.received.at(-1)!;
    expect(message.to).toEqual(['driver@example.test']);
    expect(headers(message.raw).subject).toBe('Order 42 shipped');
    expect(await runQueue()).toBe('sent 0, failed 0, retrying 0'); // nothing sent twice
  });

  it('sends queued mail when the scheduler fires the job', async () => {
    const id = await t.app.mail.enqueue({ to: 'clerk@example.test', subject: 'On schedule', content: 'x' });
    clock = new Date(2026, 2, 2, 9, 1, 0);
    const runs = await t.app.scheduler.tick();
    expect(runs.find((r) => r.jobId === SEND_QUEUED)).toMatchObject({ status: 1, fireType: 0 });
    expect(await row(id)).toMatchObject({ status: 1 });
  });

  it('retries a transient failure with back-off and sends it later', async () => {
    clock = new Date(2026, 2, 2, 10, 0, 0);
    smtp.busy.add('busy@example.test');
    const id = await t.app.mail.enqueue({ to: 'busy@example.test', subject: 'Try again', content: 'x' });
    expect(await runQueue()).toBe('sent 0, failed 0, retrying 1');
    const first = await row(id);
    expect(first).toMatchObject({ status: 0, retry_count: 1, next_retry_time: '2026-03-02 10:02:00' });
    expect(first.error_msg).toContain('451 Mailbox busy');
    clock = new Date(2026, 2, 2, 10, 1, 59);
    expect(await runQueue()).toBe('sent 0, failed 0, retrying 0'); // not due yet
    smtp.busy.delete('busy@example.test');
    clock = new Date(2026, 2, 2, 10, 2, 0);
    expect(await runQueue()).toBe('sent 1, failed 0, retrying 0');
    expect(await row(id)).toMatchObject({ status: 1, retry_count: 2, error_msg: null });
  });

  it('fails for good on a permanent refusal or after five transient failures', async () => {
    clock = new Date(2026, 2, 3, 8, 0, 0);
    smtp.unknown.add('nobody@example.test');
    const gone = await t.app.mail.enqueue({ to: 'nobody@example.test', subject: 'Lost', content: 'x' });
    expect(await runQueue()).toBe('sent 0, failed 1, retrying 0');
    const g = await row(gone);
    expect(g).toMatchObject({ status: 2, retry_count: 1 });
    expect(g.error_msg).toContain('550 No such mailbox here');

    smtp.busy.add('always-busy@example.test');
    const busy = await t.app.mail.enqueue({ to: 'always-busy@example.test', subject: 'Never', content: 'x' });
    const waits: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await runQueue();
      const r = await row(busy);
      waits.push(String(r.next_retry_time));
      if (attempt < 5) clock = at(String(r.next_retry_time));
    }
    expect(waits).toEqual([
      '2026-03-03 08:02:00',
      '2026-03-03 08:10:00',
      '2026-03-03 08:42:00',
      '2026-03-03 10:50:00',
      '2026-03-03 19:22:00',
    ]);
    expect(await row(busy)).toMatchObject({ status: 2, retry_count: 5 });
  });

  it('retries a host that refuses the connection with back-off, then ends the row at 2 with the error', async () => {
    clock = new Date(2026, 2, 5, 8, 0, 0);
    const dead = await addOk(t, '/sys/emailAccount', {
      fromAddress: 'dead@example.test',
      host: '127.0.0.1',
      port: await closedPort(),
      useSsl: false,
    });
    const id = await t.app.mail.enqueue(
      { to: 'ops@example.test', subject: 'Nobody home', content: 'x' },
      { accountId: dead.id },
    );
    expect(await runQueue()).toBe('sent 0, failed 0, retrying 1');
    const first = await row(id);
    expect(first).toMatchObject({
      status: 0,
      retry_count: 1,
      account_id: dead.id,
      from_address: 'dead@example.test',
      next_retry_time: '2026-03-05 08:02:00',
      sent_time: null,
    });
    expect(first.error_msg).toContain('ECONNREFUSED 127.0.0.1');
    for (let attempt = 2; attempt <= 5; attempt++) {
      clock = at(String((await row(id)).next_retry_time));
      expect(await runQueue()).toBe(attempt < 5 ? 'sent 0, failed 0, retrying 1' : 'sent 0, failed 1, retrying 0');
    }
    const last = await row(id);
    expect(last).toMatchObject({ status: 2, retry_count: 5, sent_time: null });
    expect(last.error_msg).toContain('ECONNREFUSED 127.0.0.1');
  });

  it('keeps the row at 0 with the timeout when the server never greets', async () => {
    const silent = await silentServer();
    try {
      clock = new Date(2026, 2, 6, 8, 0, 0);
      const mute = await addOk(t, '/sys/emailAccount', {
        fromAddress: 'mute@example.test',
        host: '127.0.0.1',
        port: silent.port,
        useSsl: false,
      });
      const id = await t.app.mail.enqueue(
        { to: 'ops@example.test', subject: 'Hello?', content: 'x' },
        { accountId: mute.id },
      );
      expect(await runQueue()).toBe('sent 0, failed 0, retrying 1');
      const r = await row(id);
      expect(r).toMatchObject({ status: 0, retry_count: 1, next_retry_time: '2026-03-06 08:02:00', sent_time: null });
      expect(r.error_msg).toContain('Greeting never received');
    } finally {
      await silent.close();
    }
  });

  it('sends each queued message once when two instances run the queue together', async () => {
    const other = await startTestApp({ dialect, database, build });
    try {
      clock = new Date(2026, 2, 4, 8, 0, 0);
      const before = smtp.received.length;
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        ids.push(await t.app.mail.enqueue({ to: `bulk${i}@example.test`, subject: `Bulk ${i}`, content: 'x' }));
      }
      await Promise.all([runQueue(), other.get('/sys/quartzJob/execute', { id: SEND_QUEUED })]);
      expect(smtp.received.length - before).toBe(8);
      const subjects = smtp.received.slice(before).map((m) => headers(m.raw).subject);
      expect(new Set(subjects).size).toBe(8);
      for (const id of ids) expect(await row(id)).toMatchObject({ status: 1, retry_count: 1 });
    } finally {
      await other.close();
    }
  });
});
