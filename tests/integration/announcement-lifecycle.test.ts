// Announcements (spec 001 §4.3, §7.5): created unpublished, released (sender, send time), revoked;
// every other move 422; editing is for unpublished ones only; release and revoke need the edit code,
// are logged as edits and push {cmd: 'user'} to the recipients' sockets. The read records a release
// adds and a deleted announcement or user takes along are logged too (the write pipeline's stages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs } from './helpers/data-log.ts';
import { live, openSocket, socketBase, type LiveSocket } from './helpers/live-socket.ts';
import { addAnnouncement, type Annt } from './helpers/announcements.ts';
import { userWith, type PermUser } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const isUser = (text: string) => live(text)?.cmd === 'user';

describe.each(DIALECTS)('announcement lifecycle on %s', (dialect) => {
  let t: TestApp;
  let reader: PermUser;
  let readerSocket: LiveSocket;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    reader = await userWith(t, []);
    readerSocket = await openSocket(await socketBase(t), reader.id, reader.token);
  });
  afterAll(async () => {
    await readerSocket?.close();
    await t?.close();
  });

  it('is created unpublished whatever the body says, and editable while unpublished', async () => {
    const a = await addAnnouncement(t, { sendStatus: '1', sender: 'someone' });
    expect(a).toMatchObject({ sendStatus: '0', sender: null, sendTime: null });
    const e = await t.put<Annt>('/sys/annountCement/edit', { id: a.id, version: a.version, title: 'Changed' });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    expect(e.body.result.title).toBe('Changed');
  });

  it('releases, then revokes; every other move is 422', async () => {
    const a = await addAnnouncement(t, { title: 'Road works on Monday' });
    const released = await t.get<Annt>('/sys/annountCement/doReleaseData', { id: a.id });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.result).toMatchObject({ sendStatus: '1', sender: '管理员', version: a.version + 1 });
    expect(released.body.result.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const pushed = live(await readerSocket.next(isUser, 2_000));
    expect(pushed).toMatchObject({ cmd: 'user', msgTxt: 'Road works on Monday', anntId: a.id, op: 'release' });

    expect((await t.get('/sys/annountCement/doReleaseData', { id: a.id })).status).toBe(422);
    const edit = await t.put('/sys/annountCement/edit', { id: a.id, version: a.version + 1, title: 'Late change' });
    expect(edit.status).toBe(422);
    expect((await t.get<Annt>('/sys/annountCement/queryById', { id: a.id })).body.result.title).toBe(
      'Road works on Monday',
    );

    const revoked = await t.get<Annt>('/sys/annountCement/doReovkeData', { id: a.id });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.result.sendStatus).toBe('2');
    expect(revoked.body.result.cancelTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(live(await readerSocket.next(isUser, 2_000))).toMatchObject({ anntId: a.id, op: 'revoke' });
    expect((await t.get('/sys/annountCement/doReovkeData', { id: a.id })).status).toBe(422);
    expect((await t.get('/sys/annountCement/doReleaseData', { id: a.id })).status).toBe(422);

    const log = await t.db
      .selectFrom('sys_data_log')
      .select(['op', 'new_data'])
      .where('data_id', '=', a.id)
      .orderBy('create_time')
      .execute();
    expect(log.map((r) => r.op)).toEqual(['add', 'edit', 'edit']);
    expect(JSON.parse(String(log[2].new_data)).sendStatus).toBe('2');
    const changes = await dataLogs(t, 'sys_announcement', a.id);
    expect(changes).toMatchObject([
      { op: 'add' },
      {
        op: 'edit',
        old: { sendStatus: '0', version: 1 },
        new: { sendStatus: '1', sender: '管理员', version: 2 },
      },
      { op: 'edit', old: { sendStatus: '1' }, new: { sendStatus: '2', version: 3 } },
    ]);
    // null before (the log leaves null fields out)
    expect(changes[1].old).not.toHaveProperty('sender');
    expect(changes[2].old).not.toHaveProperty('cancelTime');

    // The history the timeline shows: release and revoke, by whom, named by the schema's x-states
    // titles (routes: false: these routes carry the moves out); the refused moves left none.
    const query = { entityName: 'sys_announcement', recordId: a.id, column: 'createTime', order: 'asc' };
    const history = await t.get<{ records: Record<string, unknown>[] }>('/sys/stateLog/list', query);
    expect(history.status).toBe(200);
    expect(
      history.body.result.records.map((r) => [r.action, r.action_dictText, r.fromState, r.toState, r.createBy]),
    ).toEqual([
      ['release', '发布', '0', '1', 'admin'],
      ['revoke', '撤销', '1', '2', 'admin'],
    ]);
    const english = await t.get<{ records: Record<string, unknown>[] }>('/sys/stateLog/list', query, {
      'Accept-Language': 'en',
    });
    expect(english.body.result.records.map((r) => [r.action_dictText, r.toState_dictText])).toEqual([
      ['Publish', 'Published'],
      ['Revoke', 'Revoked'],
    ]);
  });

  it('has no generic action route beside the spec routes (x-states routes: false)', async () => {
    const a = await addAnnouncement(t);
    const generic = await t.post('/sys/annountCement/action/release', { id: a.id, version: a.version });
    expect(generic.status).toBe(404);
    expect((await t.get<Annt>('/sys/annountCement/queryById', { id: a.id })).body.result.sendStatus).toBe('0');
  });

  it('needs the edit code to release and refuses unknown ids', async () => {
    const a = await addAnnouncement(t);
    const lister = await userWith(t, ['system:annountCement:list']);
    expect((await t.get('/sys/annountCement/doReleaseData', { id: a.id }, lister.headers)).status).toBe(403);
    const editor = await userWith(t, ['system:annountCement:list', 'system:annountCement:edit']);
    expect((await t.get('/sys/annountCement/doReleaseData', { id: 'nope' }, editor.headers)).status).toBe(404);
    expect((await t.get('/sys/annountCement/doReleaseData', {}, editor.headers)).status).toBe(400);
    expect((await t.get('/sys/annountCement/doReleaseData', { id: a.id }, editor.headers)).status).toBe(200);
  });

  it('releases to designated users only when at least one exists', async () => {
    const none = await addAnnouncement(t, { msgType: 'USER', userIds: 'ghost1,ghost2' });
    const r = await t.get('/sys/annountCement/doReleaseData', { id: none.id });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('请选择指定用户');
    expect((await t.get<Annt>('/sys/annountCement/queryById', { id: none.id })).body.result.sendStatus).toBe('0');
  });

  it('adds one read record per designated user through the add stages, each logged', async () => {
    const a = await addAnnouncement(t, { msgType: 'USER', userIds: `${reader.id},ghost` });
    expect((await t.get('/sys/annountCement/doReleaseData', { id: a.id })).status).toBe(200);
    const rows = await t.db.selectFrom('sys_announcement_send').selectAll().where('annt_id', '=', a.id).execute();
    expect(rows.map((r) => [r.user_id, String(r.read_flag), r.create_by])).toEqual([[reader.id, '0', 'admin']]);
    expect(await dataLogs(t, 'sys_announcement_send', String(rows[0].id))).toMatchObject([
      { op: 'add', old: null, new: { anntId: a.id, userId: reader.id, readFlag: '0', version: 1 } },
    ]);
  });

  it('deletes an announcement with its read records, and a user with theirs', async () => {
    const a = await addAnnouncement(t);
    expect((await t.get('/sys/annountCement/doReleaseData', { id: a.id })).status).toBe(200);
    const temp = await userWith(t, []);
    const read = await t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: a.id }, temp.headers);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const other = await addAnnouncement(t);
    expect((await t.get('/sys/annountCement/doReleaseData', { id: other.id })).status).toBe(200);
    expect(
      (await t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: other.id }, temp.headers)).status,
    ).toBe(200);

    const [readA, readOther] = await Promise.all(
      [a.id, other.id].map(async (anntId) =>
        String(
          (
            await t.db
              .selectFrom('sys_announcement_send')
              .select('id')
              .where('annt_id', '=', anntId)
              .where('user_id', '=', temp.id)
              .executeTakeFirstOrThrow()
          ).id,
        ),
      ),
    );
    expect((await t.del('/sys/annountCement/delete', { id: a.id })).status).toBe(200);
    expect((await dataLogs(t, 'sys_announcement_send', readA)).at(-1)).toMatchObject({
      op: 'delete',
      old: { anntId: a.id, userId: temp.id },
      new: null,
    });
    const left = await t.db
      .selectFrom('sys_announcement_send')
      .select('annt_id')
      .where('user_id', '=', temp.id)
      .execute();
    expect(left.map((r) => r.annt_id)).toEqual([other.id]);
    const gone = await t.del('/sys/user/delete', { id: temp.id });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await dataLogs(t, 'sys_announcement_send', readOther)).at(-1)).toMatchObject({
      op: 'delete',
      old: { anntId: other.id, userId: temp.id },
    });
    expect(
      await t.db.selectFrom('sys_announcement_send').select('id').where('user_id', '=', temp.id).execute(),
    ).toEqual([]);
  });
});
