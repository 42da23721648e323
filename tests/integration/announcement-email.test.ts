// Announcements of message type email: releasing one queues one mail per recipient with an address
// (sys_email_log rows in status 0, subject = title, HTML body = the sanitised content); frozen users,
// users without an address and users of other tenants get none; a system-message announcement
// queues nothing; a stored address that is not one is skipped without failing the release. The
// queued mail is then sent by the seeded sendQueuedMail job to a real SMTP server on 127.0.0.1 and
// the rows become 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from './helpers/announcements.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { body, headers, startSmtp, type TestSmtp } from './mail-smtp-server.ts';

const SEND_QUEUED = '00000000-0000-7000-8000-00000000a001';
const QUICK = { connectionTimeout: 3000, greetingTimeout: 3000, socketTimeout: 5000 };

describe.each(DIALECTS)('announcements by email on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const clock = new Date(2026, 2, 2, 9, 0, 0);
  const users: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ dialect, build: { jobs: { now: () => clock }, mail: { timeouts: QUICK } } });
    await addOk(t, '/sys/emailAccount', {
      fromAddress: 'notices@example.test',
      host: '127.0.0.1',
      port: smtp.port,
      useSsl: false,
      username: smtp.user,
      password: smtp.password,
      isDefault: true,
    });
    await addOk(t, '/sys/tenant', { tenantNo: 7, name: 'Tenant 7', status: '1' });
    const user = async (username: string, extra: Record<string, unknown>) => {
      const u = await addOk(t, '/sys/user', {
        username,
        realname: username,
        password: 'Mail#User2026',
        status: 0,
        ...extra,
      });
      users[username] = u.id;
    };
    await user('ann_mail', { email: 'ann@example.test' });
    await user('bob_mail', { email: 'bob@example.test' });
    await user('cat_nomail', {});
    await user('dan_frozen', { email: 'dan@example.test', status: 1 });
    await user('eve_twin', { email: 'ANN@example.test' }); // the same mailbox as ann
    await user('fay_t7', { email: 'fay@example.test', relTenantIds: '7' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const logsFor = (subject: string) =>
    t.db.selectFrom('sys_email_log').selectAll().where('subject', '=', subject).orderBy('to_address').execute();

  it('queues one mail per designated user with an address, in status 0', async () => {
    const title = 'Depot closed Friday';
    await publish(t, {
      title,
      sendType: 'email',
      msgType: 'USER',
      userIds: [users.ann_mail, users.cat_nomail, users.dan_frozen].join(','),
      content: '<p>The <b>north depot</b> is closed.</p><script>alert(1)</script>',
    });
    const rows = await logsFor(title);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: 'ann@example.test',
      subject: title,
      content: '<p>The <b>north depot</b> is closed.</p>',
      status: 0,
      retry_count: 0,
      create_by: 'admin',
    });
    expect(Boolean(rows[0].is_html)).toBe(true);
  });

  it('queues one mail per address of the tenant for all users; a system message queues none', async () => {
    const title = 'New tariff from April';
    await publish(t, { title, sendType: 'email', msgType: 'ALL', content: '<p>Prices change.</p>' });
    const rows = await logsFor(title);
    // Tenant 0: ann (eve shares her mailbox), bob; not dan (frozen), cat (no address), fay (tenant 7).
    expect(rows.map((r) => r.to_address)).toEqual(['ann@example.test', 'bob@example.test']);
    expect(rows.every((r) => Number(r.status) === 0)).toBe(true);

    const before = await t.db
      .selectFrom('sys_email_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await publish(t, { title: 'Bell only', sendType: 'system', msgType: 'ALL' });
    const after = await t.db
      .selectFrom('sys_email_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the queued-mail job sends them and the rows become 1', async () => {
    const r = await t.get<{ resultMsg: string }>('/sys/quartzJob/execute', { id: SEND_QUEUED });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.resultMsg).toBe('sent 3, failed 0, retrying 0');
    const sent = smtp.received.filter((m) => headers(m.raw).subject === 'New tariff from April');
    expect(sent.map((m) => m.to[0]).sort()).toEqual(['ann@example.test', 'bob@example.test']);
    const h = headers(sent[0].raw);
    expect(h.from).toBe('notices@example.test');
    expect(h['content-type']).toMatch(/^text\/html/);
    expect(body(sent[0].raw)).toBe('<p>Prices change.</p>');
    const rows = await t.db.selectFrom('sys_email_log').select('status').execute();
    expect(rows.map((x) => Number(x.status))).toEqual([1, 1, 1]);
  });

  it('skips a stored address that is not one and still releases and mails the others', async () => {
    // written around the form's validation, as an old or imported row might be
    await t.db.updateTable('sys_user').set({ email: 'not an address' }).where('id', '=', users.cat_nomail).execute();
    try {
      const title = 'Yard inspection';
      const released = await publish(t, { title, sendType: 'email', msgType: 'ALL', content: '<p>Monday.</p>' });
      expect(released.sendStatus).toBe('1');
      const rows = await logsFor(title);
      expect(rows.map((r) => r.to_address)).toEqual(['ann@example.test', 'bob@example.test']);
    } finally {
      await t.db.updateTable('sys_user').set({ email: null }).where('id', '=', users.cat_nomail).execute();
    }
  });
});
