// Saved advanced queries on the server: per user, entity and saveCode; the spec's messages for an
// empty condition, a missing name and an existing name; sharing with a role or everyone only with
// system:savedQuery:share; only the owner deletes. And the advanced query never widens what a user
// may read: data rules and tenant filters stay ANDed outside the tree, hidden fields are unknown.
// Saves, overwrites and deletes go through the write pipeline: each leaves its sys_data_log row
// (the old row for an overwrite and a delete); a refused one leaves none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryNode } from '../../runtime/core/query-tree.ts';
import { SHARE_PERMISSION, savedQueryPath, type SavedQuery } from '../../runtime/core/saved-query.ts';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs } from './helpers/data-log.ts';
import { addFieldPermission, bindOwnSiteRule, userWith, type PermUser } from './helpers/permission-users.ts';
import { seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const LIST = savedQueryPath('wl_site', 'list');
const SAVE = savedQueryPath('wl_site', 'save');
const DELETE = savedQueryPath('wl_site', 'delete');
const records: QueryNode[] = [
  { matchType: 'or', params: [{ field: 'type', rule: 'in', val: ['1', '2'] }] },
  { field: 'siteName', rule: 'like', val: 'Hub' },
];
const TABLE = 'sys_saved_query';
const content = (r: QueryNode[], matchType = 'and') => JSON.stringify({ matchType, params: r });
const body = (over: Record<string, unknown> = {}) => ({
  saveCode: '/wl/site',
  title: 'Hubs',
  matchType: 'and',
  records,
  ...over,
});

describe.each(DIALECTS)('saved advanced queries on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  let reader: PermUser;
  let other: PermUser;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
    reader = await userWith(t, ['wl:site:list']);
    other = await userWith(t, ['wl:site:list']);
  });
  afterAll(async () => t?.close());

  const listAs = async (headers: Record<string, string> = {}, saveCode = '/wl/site') =>
    (await t.get<SavedQuery[]>(LIST, { saveCode }, headers)).body.result;

  it('saves, lists and applies a query; an existing name asks before it is overwritten', async () => {
    const saved = await t.post<SavedQuery>(SAVE, body());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({
      title: 'Hubs',
      matchType: 'and',
      records,
      shareScope: 0,
      mine: true,
      owner: 'admin',
    });
    expect((await listAs()).map((q) => q.title)).toEqual(['Hubs']);
    expect(await listAs({}, '/other/route')).toEqual([]);

    const again = await t.post(SAVE, body({ records: [{ field: 'siteName', rule: 'eq', val: 'HQ' }] }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Hubs 已存在，是否覆盖？');
    const over = await t.post<SavedQuery>(
      SAVE,
      body({ records: [{ field: 'siteName', rule: 'eq', val: 'HQ' }], overwrite: true }),
    );
    expect(over.status).toBe(200);
    const [q] = await listAs();
    expect(q.records).toEqual([{ field: 'siteName', rule: 'eq', val: 'HQ' }]);
    expect(over.body.result.id).toBe(saved.body.result.id);

    // The add and the overwrite each left one data-log row (the refused 409 none), the edit with the old row.
    const hq: QueryNode[] = [{ field: 'siteName', rule: 'eq', val: 'HQ' }];
    const logged = await dataLogs(t, TABLE, q.id);
    expect(logged.map((l) => l.op)).toEqual(['add', 'edit']);
    const admin = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const stored = { id: q.id, userId: String(admin.id), entity: 'wl_site', saveCode: '/wl/site', title: 'Hubs' };
    expect(logged[0]).toMatchObject({
      old: null,
      new: { ...stored, content: content(records), shareScope: 0, version: 1, createBy: 'admin' },
    });
    expect(logged[1]).toMatchObject({
      old: { ...stored, content: content(records), version: 1 },
      new: { ...stored, content: content(hq), shareScope: 0, version: 2, updateBy: 'admin' },
    });

    const applied = await t.get<PageResult<{ id: string }>>('/wl/site/list', {
      superQueryParams: JSON.stringify({ matchType: q.matchType, params: q.records }),
    });
    expect(applied.body.result.records.map((r) => r.id)).toEqual([s.hq.id]);
  });

  it('refuses empty conditions, a missing name and fields or rules the list would refuse', async () => {
    const refused = async (b: unknown, message: string | RegExp) => {
      const r = await t.post(SAVE, b);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toMatch(message);
    };
    await refused(body({ records: [] }), '空条件不能保存');
    await refused(body({ records: [{ field: 'siteName', rule: 'eq', val: ' ' }] }), '空条件不能保存');
    await refused(body({ records: [{ matchType: 'or', params: [] }] }), '空条件不能保存');
    await refused(body({ title: '  ' }), '保存名称不能为空');
    await refused(body({ title: undefined }), '保存名称不能为空');
    await refused(body({ records: [{ field: 'nope', rule: 'eq', val: '1' }] }), '未知的查询字段: nope');
    await refused(body({ records: [{ field: 'type', rule: 'like', val: '1' }] }), '不支持操作符 like');
    await refused(body({ matchType: 'xor' }), '不支持的匹配方式: xor');
    await refused(body({ records: 'x' }), /必须是/);
  });

  it('shares with a role or everyone only with the share permission; only the owner deletes', async () => {
    const mine = await t.post<SavedQuery>(SAVE, body({ title: 'Mine only', saveCode: 'share' }), reader.headers);
    expect(mine.status).toBe(200);
    expect(await listAs(other.headers, 'share')).toEqual([]);
    const forbidden = await t.post(SAVE, body({ title: 'To all', saveCode: 'share', shareScope: 2 }), reader.headers);
    expect(forbidden.status).toBe(403);

    await reader.grant(['wl:site:list', SHARE_PERMISSION]);
    expect(
      (await t.post(SAVE, body({ title: 'To all', saveCode: 'share', shareScope: 2 }), reader.headers)).status,
    ).toBe(200);
    const toRole = await t.post(
      SAVE,
      body({ title: 'To role', saveCode: 'share', shareScope: 1, roleId: other.roleId }),
      reader.headers,
    );
    expect(toRole.status).toBe(200);
    const noRole = await t.post(
      SAVE,
      body({ title: 'x', saveCode: 'share', shareScope: 1, roleId: 'nope' }),
      reader.headers,
    );
    expect(noRole.status).toBe(400);

    const seen = await listAs(other.headers, 'share');
    expect(seen.map((q) => [q.title, q.mine])).toEqual([
      ['To all', false],
      ['To role', false],
    ]);
    expect((await listAs({}, 'share')).map((q) => q.title)).toEqual(['To all']);
    expect((await t.del(DELETE, { id: seen[0].id }, other.headers)).status).toBe(404);
    expect((await dataLogs(t, TABLE, seen[0].id)).map((l) => l.op)).toEqual(['add']);
    expect((await t.del(DELETE, { id: seen[0].id }, reader.headers)).status).toBe(200);
    // The delete's data-log row holds the deleted row.
    const [added, deleted] = await dataLogs(t, TABLE, seen[0].id);
    expect(deleted).toMatchObject({ op: 'delete', new: null });
    expect(deleted.old).toEqual(added.new);
    expect(deleted.old).toMatchObject({ id: seen[0].id, userId: reader.id, title: 'To all', shareScope: 2 });
    expect((await listAs(other.headers, 'share')).map((q) => q.title)).toEqual(['To role']);

    const noList = await userWith(t, ['wl:vehicle:list']);
    expect((await t.get(LIST, {}, noList.headers)).status).toBe(403);
    // One route set for every entity: the entity in the path picks the code needed, a name that is not
    // an entity with a list is a 404.
    expect((await t.get(savedQueryPath('wl_vehicle', 'list'), {}, noList.headers)).status).toBe(200);
    const unknown = await t.get(savedQueryPath('no_such_entity', 'list'), {}, noList.headers);
    expect([unknown.status, unknown.body.success]).toEqual([404, false]);
  });

  it('keeps data rules outside the tree and refuses hidden fields', async () => {
    const u = await userWith(t, ['wl:vehicle:list'], { siteId: s.north.id });
    await bindOwnSiteRule(t, u, 'own site (advanced query)', 'wl:vehicle:list');
    const widen = JSON.stringify({
      matchType: 'or',
      params: [
        { field: 'serial', rule: 'not_empty' },
        { field: 'serial', rule: 'empty' },
        { matchType: 'or', params: [{ field: 'siteId', rule: 'ne', val: s.north.id }] },
      ],
    });
    const r = await t.get<PageResult<{ serial: string }>>('/wl/vehicle/list', { superQueryParams: widen }, u.headers);
    expect(r.body.result.records.map((x) => x.serial).sort()).toEqual(['V1', 'V3']);
    const flat = JSON.stringify([{ field: 'siteId', rule: 'eq', val: s.south.id }]);
    const south = await t.get<PageResult<unknown>>(
      '/wl/vehicle/list',
      { superQueryParams: flat, superQueryMatchType: 'or' },
      u.headers,
    );
    expect(south.body.result.total).toBe(0);

    await addFieldPermission(t, 'wl:vehicle:list', 'wl:vehicle:field:licenceNumber', 1);
    const hidden = [{ field: 'licenceNumber', rule: 'like', val: 'A' }];
    const listed = await t.get('/wl/vehicle/list', { superQueryParams: JSON.stringify(hidden) }, u.headers);
    expect(listed.status).toBe(400);
    expect(listed.body.message).toBe('未知的查询字段: licenceNumber');
    const saved = await t.post(savedQueryPath('wl_vehicle', 'save'), body({ records: hidden }), u.headers);
    expect(saved.status).toBe(400);
  });
});
