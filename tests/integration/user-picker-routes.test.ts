// The user picker's calls (src/server/platform/sys/user-picker-routes.ts): any signed-in user may search
// users by account, sex, birthday and department and look up labels, sees only harmless fields of
// the enabled users of their tenant, and hostile input is refused or matches nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { userWith, USER_PASSWORD, type PermUser } from './helpers/permission-users.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type User = Record<string, unknown> & { id: string; username: string };
interface Page {
  records: User[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

const FIELDS = ['birthday', 'id', 'orgCode', 'phone', 'realname', 'sex', 'username'];

describe.each(DIALECTS)('user picker routes on %s', (dialect) => {
  let t: TestApp;
  let courier: PermUser;
  const ids: Record<string, string> = {};
  let ops = '';
  let opsNorth = '';

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    ops = (await addOk(t, '/sys/sysDepart', { departName: 'Ops', orgCategory: 1 })).id;
    opsNorth = (await addOk(t, '/sys/sysDepart', { departName: 'Ops North', orgCategory: 2, parentId: ops })).id;
    const other = (await addOk(t, '/sys/sysDepart', { departName: 'Finance', orgCategory: 1 })).id;
    const add = async (username: string, body: Record<string, unknown>) => {
      const r = await addOk(t, '/sys/user', { username, password: USER_PASSWORD, status: 0, ...body });
      ids[username] = r.id;
    };
    // Created in this order, so createTime desc (ties broken by id desc) lists them newest first.
    await add('pick_amy', {
      realname: 'Amy Pick',
      sex: 2,
      birthday: '1990-01-15',
      phone: '13800000001',
      selecteddeparts: ops,
    });
    await add('pick_bob', { realname: 'Bob Pick', sex: 1, birthday: '1985-06-30', selecteddeparts: opsNorth });
    await add('pick_cat', { realname: 'Cat Pick', sex: 2, birthday: '2000-12-31', selecteddeparts: other });
    await add('pick_dan', { realname: 'Dan Frozen', sex: 1, status: 1 });
    expect((await t.post('/sys/tenant/add', { tenantNo: 7, name: 'Seven', status: '1' })).status).toBe(200);
    await add('pick_eve', { realname: 'Eve Seven', sex: 2, relTenantIds: '7' });
    courier = await userWith(t, []); // a signed-in user holding no permission at all
  }, 60_000);
  afterAll(async () => t?.close());

  const search = (query: Record<string, string | number>, headers = courier.headers) =>
    t.get<Page>('/sys/user/queryUserComponentData', query, headers);
  const names = (page: Page) => page.records.map((r) => r.username);

  it('lets the department picker read the tree without the department admin code', async () => {
    type Node = { id: string; departName: string; children?: Node[] } & Record<string, unknown>;
    expect((await t.get('/sys/sysDepart/queryIdTree', {}, courier.headers)).status).toBe(403);
    const tree = await t.get<Node[]>('/sys/sysDepart/queryTreeList', {}, courier.headers);
    expect(tree.status).toBe(200);
    const opsNode = tree.body.result.find((n) => n.id === ops)!;
    expect(opsNode.children?.map((c) => c.departName)).toEqual(['Ops North']);
    expect(Object.keys(opsNode).sort()).toEqual(
      ['children', 'departName', 'departNameEn', 'id', 'key', 'leaf', 'orgCode', 'parentId', 'title', 'value'].sort(),
    );
    const found = await t.get<Node[]>('/sys/sysDepart/searchBy', { keyWord: 'North' }, courier.headers);
    expect(found.body.result.map((n) => n.id)).toEqual([opsNorth]);
    const roots = await t.get<Node[]>('/sys/sysDepart/queryDepartTreeSync', {}, courier.headers);
    expect(roots.status).toBe(200);
    expect(roots.body.result.map((n) => n.id)).toContain(ops);
  });

  it('serves a user without user-admin rights, with only harmless fields', async () => {
    expect((await t.get('/sys/user/list', {}, courier.headers)).status).toBe(403);
    const r = await search({ username: '*pick_*', pageSize: 20 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(names(r.body.result).sort()).toEqual(['pick_amy', 'pick_bob', 'pick_cat']);
    for (const rec of r.body.result.records) expect(Object.keys(rec).sort()).toEqual(FIELDS);
    const amy = r.body.result.records.find((u) => u.username === 'pick_amy')!;
    expect(amy).toMatchObject({ realname: 'Amy Pick', sex: 2, birthday: '1990-01-15', phone: '13800000001' });
    expect(JSON.stringify(r.body)).not.toMatch(/password|salt/i);

    const labels = await t.get<User[]>('/sys/user/getMultiUser', { username: 'pick_amy,pick_dan' }, courier.headers);
    expect(labels.status).toBe(200);
    expect(labels.body.result.map((u) => u.realname)).toEqual(['Amy Pick', 'Dan Frozen']);
    for (const rec of labels.body.result) expect(Object.keys(rec).sort()).toEqual(FIELDS);
    const byId = await t.get<User[]>(
      '/sys/user/getMultiUser',
      { id: `${ids.pick_bob},${ids.pick_cat}` },
      courier.headers,
    );
    expect(byId.body.result.map((u) => u.username)).toEqual(['pick_bob', 'pick_cat']);
    expect(
      (await t.get('/sys/user/queryUserComponentData', { username: '*pick*' }, { 'x-access-token': '' })).status,
    ).toBe(401);
  });

  it('filters by account, sex and birthday, sorts and pages (createTime desc by default)', async () => {
    expect(names((await search({ username: '*pick_*' })).body.result)).toEqual(['pick_cat', 'pick_bob', 'pick_amy']);
    expect(names((await search({ username: 'pick_bob' })).body.result)).toEqual(['pick_bob']);
    expect(names((await search({ username: '*pick_*', sex: 2 })).body.result)).toEqual(['pick_cat', 'pick_amy']);
    expect(names((await search({ username: '*pick_*', birthday: '1985-06-30' })).body.result)).toEqual(['pick_bob']);
    const range = await search({ username: '*pick_*', birthday_begin: '1988-01-01', birthday_end: '1999-12-31' });
    expect(names(range.body.result)).toEqual(['pick_amy']);
    const asc = await search({ username: '*pick_*', column: 'realname', order: 'asc' });
    expect(names(asc.body.result)).toEqual(['pick_amy', 'pick_bob', 'pick_cat']);
    const p2 = await search({ username: '*pick_*', pageSize: 2, pageNo: 2 });
    expect(p2.body.result).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(names(p2.body.result)).toEqual(['pick_amy']);
  });

  it('leaves out frozen users and users of other tenants; a department includes its sub-departments', async () => {
    const all = names((await search({ pageSize: 100 })).body.result);
    expect(all).toContain('admin');
    expect(all).not.toContain('pick_dan');
    expect(all).not.toContain('pick_eve');
    expect(
      (await t.get<User[]>('/sys/user/getMultiUser', { username: 'pick_eve' }, courier.headers)).body.result,
    ).toEqual([]);
    expect(names((await search({ departId: ops })).body.result)).toEqual(['pick_bob', 'pick_amy']);
    expect(names((await search({ departId: opsNorth })).body.result)).toEqual(['pick_bob']);
    expect((await search({ departId: 'no-such-depart' })).body.result).toMatchObject({ records: [], total: 0 });
  });

  it('treats SQL-looking input as data or refuses it, and never leaks SQL', async () => {
    const hostile = await search({ username: "*' OR '1'='1*" });
    expect(hostile.status).toBe(200);
    expect(hostile.body.result.total).toBe(0);
    const pct = await search({ username: '*%*' });
    expect(pct.body.result.total).toBe(0);
    const refused: Record<string, string | number>[] = [
      { sex: '1 OR 1=1' },
      { birthday: "1990-01-15' --" },
      { column: 'password' },
      { column: 'u.id; DROP TABLE sys_user' },
      { order: 'desc; DROP TABLE sys_user' },
      { password: 'x' },
      { salt: '*a*' },
      { pageSize: 1000 },
      { departId: 'x'.repeat(65) },
    ];
    for (const query of refused) {
      const r = await search(query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).not.toMatch(/select|sqlite|syntax|postgres/i);
    }
    const lookup = await t.get<User[]>('/sys/user/getMultiUser', { username: "admin' OR '1'='1" }, courier.headers);
    expect(lookup.status).toBe(200);
    expect(lookup.body.result).toEqual([]);
    const count = await t.db
      .selectFrom('sys_user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(6);
  });
});
