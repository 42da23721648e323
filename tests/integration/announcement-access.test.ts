// What each user sees of announcements (object-level access): published ones of the request's tenant
// addressed to all users or to them; read state per user; mark read only what is theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAnnouncement, publish } from './helpers/announcements.ts';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs } from './helpers/data-log.ts';
import { live, openSocket, socketBase } from './helpers/live-socket.ts';
import { userWith, type PermUser } from './helpers/permission-users.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

interface Mine {
  anntId: string;
  title: string;
  readFlag: string;
  content?: string;
  sender: string;
  msgCategory: string;
}
interface Page {
  records: Mine[];
  total: number;
}
interface Unread {
  anntMsgList: Mine[];
  sysMsgList: Mine[];
  anntMsgTotal: number;
  sysMsgTotal: number;
}

describe.each(DIALECTS)('announcement access on %s', (dialect) => {
  let t: TestApp;
  let ann: PermUser;
  let bob: PermUser;
  type Caller = Pick<PermUser, 'headers'>;
  const mine = async (u: Caller, q: Record<string, string> = {}) => {
    const r = await t.get<Page>('/sys/sysAnnouncementSend/getMyAnnouncementSend', q, u.headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  const unread = async (u: PermUser) => {
    const r = await t.get<Unread>('/sys/annountCement/listByUser', {}, u.headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  const markRead = (u: PermUser, anntId: string) =>
    t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, u.headers);

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    ann = await userWith(t, []);
    bob = await userWith(t, []);
  });
  afterAll(async () => t?.close());

  it('shows designated announcements to their users only, live and in the lists', async () => {
    const base = await socketBase(t);
    const annSocket = await openSocket(base, ann.id, ann.token);
    const bobSocket = await openSocket(base, bob.id, bob.token);
    const a = await publish(t, { title: 'For Ann', msgType: 'USER', userIds: `${ann.id},unknown-id` });
    expect(live(await annSocket.next(() => true, 2_000))).toMatchObject({ cmd: 'user', msgTxt: 'For Ann' });
    await expect(bobSocket.next(() => true, 400)).rejects.toThrow(/no matching message/);
    await annSocket.close();
    await bobSocket.close();

    const annPage = await mine(ann);
    expect(annPage.records.map((r) => r.title)).toEqual(['For Ann']);
    expect(annPage.records[0]).toMatchObject({ anntId: a.id, readFlag: '0', sender: '管理员', msgCategory: '1' });
    expect(annPage.records[0].content).toContain('Hello');
    expect((await mine(bob)).total).toBe(0);

    const got = await t.get<Mine>('/sys/sysAnnouncementSend/getOne', { anntId: a.id }, ann.headers);
    expect(got.body.result.title).toBe('For Ann');
    expect((await t.get('/sys/sysAnnouncementSend/getOne', { anntId: a.id }, bob.headers)).status).toBe(404);
    expect((await markRead(bob, a.id)).status).toBe(404);
    expect((await t.get('/sys/annountCement/queryById', { id: a.id }, bob.headers)).status).toBe(403);
    // Ann reads one sent to her: her unread record (added by the release) is edited, logged with the old flag.
    const b = await publish(t, { title: 'Also for Ann', msgType: 'USER', userIds: ann.id });
    expect((await markRead(ann, b.id)).status).toBe(200);
    const record = await t.db
      .selectFrom('sys_announcement_send')
      .select('id')
      .where('annt_id', '=', b.id)
      .where('user_id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect((await dataLogs(t, 'sys_announcement_send', String(record.id))).map((l) => l.op)).toEqual(['add', 'edit']);
    const read = (await dataLogs(t, 'sys_announcement_send', String(record.id)))[1];
    expect(read).toMatchObject({ old: { readFlag: '0', version: 1 }, new: { readFlag: '1', version: 2 } });
    expect(read.old).not.toHaveProperty('readTime'); // null before: the log leaves null fields out
  });

  it('keeps the read state per user: unread lists, totals, readFlag filter, read all', async () => {
    const notice = await publish(t, { title: 'All hands', msgCategory: '1' });
    const system = await publish(t, { title: 'Maintenance', msgCategory: '2' });
    await addAnnouncement(t, { title: 'Draft' }); // unpublished: nobody sees it

    const before = await unread(bob);
    expect(before.anntMsgList.map((r) => r.title)).toEqual(['All hands']);
    expect(before.sysMsgList.map((r) => r.title)).toEqual(['Maintenance']);
    expect([before.anntMsgTotal, before.sysMsgTotal]).toEqual([1, 1]);
    expect(before.anntMsgList[0].content).toBeUndefined();

    const r = await markRead(bob, notice.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await markRead(bob, notice.id)).status).toBe(200); // again: still read, no duplicate
    const after = await unread(bob);
    expect([after.anntMsgTotal, after.sysMsgTotal]).toEqual([0, 1]);
    expect((await mine(bob, { readFlag: '1' })).records.map((x) => x.title)).toEqual(['All hands']);
    expect((await mine(bob, { readFlag: '0' })).records.map((x) => x.title)).toEqual(['Maintenance']);
    expect((await mine(bob, { title: 'hands' })).total).toBe(1);
    expect((await unread(ann)).anntMsgTotal).toBe(2); // Ann's state is her own (For Ann + All hands)

    const all = await t.post('/sys/sysAnnouncementSend/readAll', {}, bob.headers);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(await unread(bob)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
    expect((await mine(bob)).records.every((x) => x.readFlag === '1')).toBe(true);
    const rows = await t.db.selectFrom('sys_announcement_send').select('id').where('user_id', '=', bob.id).execute();
    expect(rows).toHaveLength(2);
    // Each read record was added through the write pipeline once (marking it again changed nothing).
    for (const row of rows) {
      const logs = await dataLogs(t, 'sys_announcement_send', String(row.id));
      expect(logs).toMatchObject([{ op: 'add', old: null, new: { userId: bob.id, readFlag: '1' } }]);
    }

    // Revoked: gone from everyone's messages.
    expect((await t.get('/sys/annountCement/doReovkeData', { id: system.id })).status).toBe(200);
    expect((await mine(bob)).records.map((x) => x.title)).toEqual(['All hands']);
  });

  it("shows a tenant's announcements only in that tenant", async () => {
    await addTenantMember(t, 'admin', 4);
    const a = await publish(t, { title: 'Tenant four' }, { 'tenant-id': '4' });
    expect((await mine(bob)).records.map((x) => x.title)).not.toContain('Tenant four');
    expect((await markRead(bob, a.id)).status).toBe(404);
    const admin = { headers: { 'x-access-token': t.token, 'tenant-id': '4' } };
    expect((await mine(admin)).records.map((x) => x.title)).toEqual(['Tenant four']);
  });

  it('refuses bad parameters', async () => {
    expect((await t.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { readFlag: '7' }, bob.headers)).status).toBe(
      400,
    );
    expect((await t.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { pageSize: '0' }, bob.headers)).status).toBe(
      400,
    );
    expect((await t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', {}, bob.headers)).status).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/sys/annountCement/listByUser` });
    expect(anonymous.statusCode).toBe(401);
  });
});
