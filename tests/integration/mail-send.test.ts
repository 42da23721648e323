// Email accounts and sending against a real SMTP server on 127.0.0.1 (mail-smtp-server.ts): the
// password is stored encrypted and never returned, a test message arrives with the right headers and
// body and its log row becomes 1; a refused login or a closed port leaves the row at 2 with the
// server's error. Every host is 127.0.0.1: nothing leaves the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { body, closedPort, headers, startSmtp, type TestSmtp } from './mail-smtp-server.ts';

const ACCOUNTS = '/sys/emailAccount';
const QUICK = { connectionTimeout: 3000, greetingTimeout: 3000, socketTimeout: 5000 };

describe.each(DIALECTS)('mail over SMTP on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let database: TestDatabase;
  let account: Rec;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(dialect);
    t = await startTestApp({
      dialect,
      database,
      env: { APP_SECRET: 'first-app-secret' },
      build: { mail: { timeouts: QUICK } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await database?.drop();
  });

  const logRow = (id: string) => t.db.selectFrom('sys_email_log').selectAll().where('id', '=', id).executeTakeFirst();
  const testSend = (id: string, to: string, lang = 'en') =>
    t.post<{ id: string; status: number; error?: string }>(
      `${ACCOUNTS}/testSend`,
      { id, to },
      { 'accept-language': lang },
    );

  it('stores the password encrypted and never returns it', async () => {
    account = await addOk(t, ACCOUNTS, {
      fromAddress: 'noreply@example.test',
      host: '127.0.0.1',
      port: smtp.port,
      useSsl: false,
      username: smtp.user,
      password: smtp.password,
      isDefault: true,
    });
    expect(account).not.toHaveProperty('password');
    const stored = await t.db
      .selectFrom('sys_email_account')
      .select('password')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(stored.password).not.toContain(smtp.password);
    const read = await t.get<Rec>(`${ACCOUNTS}/queryById`, { id: account.id });
    expect(read.body.result).not.toHaveProperty('password');
    const list = await t.get<PageResult<Rec>>(`${ACCOUNTS}/list`);
    expect(JSON.stringify(list.body.result)).not.toContain('v1:');
    const filtered = await t.get(`${ACCOUNTS}/list`, { password: stored.password as string });
    expect(filtered.status).toBe(400);
    const logged = await t.db.selectFrom('sys_data_log').select('new_data').where('data_id', '=', account.id).execute();
    expect(JSON.stringify(logged)).not.toContain(smtp.password);

    // An edit without a password keeps it; a new one replaces it (sealed again).
    const kept = await t.put<Rec>(`${ACCOUNTS}/edit`, { id: account.id, version: account.version, port: smtp.port });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const after = await t.db
      .selectFrom('sys_email_account')
      .select('password')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(after.password).toBe(stored.password);
    const tooLong = await t.put(`${ACCOUNTS}/edit`, {
      id: account.id,
      version: kept.body.result.version,
      password: 'x'.repeat(129),
    });
    expect(tooLong.status).toBe(400);
    account = kept.body.result;
  });

  it('sends a test message that arrives with its headers and body; the log row becomes 1', async () => {
    const r = await testSend(account.id, 'ops@example.test');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.status).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({ from: 'noreply@example.test', to: ['ops@example.test'], user: smtp.user });
    const h = headers(message.raw);
    expect(h.from).toBe('noreply@example.test');
    expect(h.to).toBe('ops@example.test');
    expect(h.subject).toBe('Test message');
    expect(body(message.raw)).toBe('This is a test message: receiving it means the email account is set up correctly.');
    const row = await logRow(r.body.result.id);
    expect(row).toMatchObject({
      account_id: account.id,
      from_address: 'noreply@example.test',
      to_address: 'ops@example.test',
      subject: 'Test message',
      status: 1,
      error_msg: null,
      create_by: 'admin',
    });
    expect(row?.sent_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page = await t.get<PageResult<Rec>>('/sys/emailLog/list', { toAddress: 'ops@example.test' });
    expect(page.body.result.records.map((x) => x.status_dictText)).toEqual(['已发送']);
  });

  it('sends through the default account with app.mail.send, several recipients in one message', async () => {
    const before = smtp.received.length;
    const result = await t.app.mail.send({
      to: 'a@example.test, b@example.test',
      subject: 'Weekly report',
      content: 'Line one\nLine two',
    });
    expect(result.status).toBe(1);
    const message = smtp.received[before];
    expect(message.to).toEqual(['a@example.test', 'b@example.test']);
    expect(headers(message.raw).subject).toBe('Weekly report');
    expect(body(message.raw).replace(/\r\n/g, '\n')).toBe('Line one\nLine two');
  });

  it('leaves the row at 2 with the server error when the login is refused', async () => {
    const wrong = await addOk(t, ACCOUNTS, {
      fromAddress: 'wrong@example.test',
      host: '127.0.0.1',
      port: smtp.port,
      useSsl: false,
      username: smtp.user,
      password: 'not-the-password',
    });
    const before = smtp.received.length;
    const r = await testSend(wrong.id, 'ops@example.test');
    expect(r.status).toBe(502);
    expect(r.body.message).toMatch(/^Sending failed: .*535 Authentication credentials invalid/);
    expect(smtp.received.length).toBe(before);
    const row = await logRow(r.body.result.id);
    expect(row).toMatchObject({ status: 2, sent_time: null, from_address: 'wrong@example.test' });
    expect(row?.error_msg).toContain('535 Authentication credentials invalid');
  });

  it('leaves the row at 2 with the connection error when the host does not answer', async () => {
    const dead = await addOk(t, ACCOUNTS, {
      fromAddress: 'dead@example.test',
      host: '127.0.0.1',
      port: await closedPort(),
      useSsl: false,
    });
    const r = await testSend(dead.id, 'ops@example.test', 'zh-CN');
    expect(r.status).toBe(502);
    expect(r.body.message).toMatch(/^发送失败：.*ECONNREFUSED/);
    const row = await logRow(r.body.result.id);
    expect(row).toMatchObject({ status: 2, sent_time: null });
    expect(row?.error_msg).toContain('ECONNREFUSED 127.0.0.1');
  });

  it('refuses a bad recipient or an unknown account without sending', async () => {
    const count = async () => (await t.db.selectFrom('sys_email_log').select('id').execute()).length;
    const before = await count();
    expect((await testSend(account.id, 'not an address')).status).toBe(400);
    expect((await testSend('no-such-account', 'ops@example.test')).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('keeps one default account', async () => {
    const second = await addOk(t, ACCOUNTS, {
      fromAddress: 'second@example.test',
      host: '127.0.0.1',
      port: smtp.port,
      useSsl: false,
      isDefault: true,
    });
    const defaults = await t.db
      .selectFrom('sys_email_account')
      .select('id')
      .where('is_default', '=', dialect === 'sqlite' ? 1 : true)
      .execute();
    expect(defaults.map((d) => d.id)).toEqual([second.id]);
  });

  it('cannot open a password sealed under another APP_SECRET', async () => {
    const other = await startTestApp({
      dialect,
      database,
      env: { APP_SECRET: 'another-secret' },
      build: { mail: { timeouts: QUICK } },
    });
    try {
      const r = await other.post<{ id: string }>(`${ACCOUNTS}/testSend`, { id: account.id, to: 'ops@example.test' });
      expect(r.status).toBe(502);
      expect(r.body.message).toContain('cannot be decrypted (was APP_SECRET changed?)');
    } finally {
      await other.close();
    }
  });
});
