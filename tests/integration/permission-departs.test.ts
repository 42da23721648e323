// Departments (generated orgCode, trees, delete refusal), user links sent with the user form, the
// department switch, and the role-permission set replaced as a whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DIALECTS } from './helpers/databases.ts';
import { USER_PASSWORD } from './helpers/permission-users.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface MenuEntry {
  key: string;
  path: string;
  entity?: string;
  children?: MenuEntry[];
}
const menuFile = JSON.parse(readFileSync('schemas/menus.json', 'utf8')) as MenuEntry[];

type Node = { key: string; orgCode: string; leaf: boolean; children?: Node[] };

describe.each(DIALECTS)('departments and user links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  it('generates orgCodes, serves the trees, links users and switches department', async () => {
    const a = await addOk(t, '/sys/sysDepart', { departName: 'A', orgCategory: 1 });
    const b = await addOk(t, '/sys/sysDepart', { departName: 'B', orgCategory: 1 });
    const a1 = await addOk(t, '/sys/sysDepart', { departName: 'A1', orgCategory: 2, parentId: a.id });
    expect([a.orgCode, b.orgCode, a1.orgCode]).toEqual(['A01', 'A02', 'A01A01']);
    const tree = await t.get<Node[]>('/sys/sysDepart/queryTreeList');
    expect(tree.body.result.map((n) => [n.orgCode, n.leaf, n.children?.map((c) => c.orgCode)])).toEqual([
      ['A01', false, ['A01A01']],
      ['A02', true, undefined],
    ]);
    const lazy = await t.get<Node[]>('/sys/sysDepart/queryDepartTreeSync', { pid: a.id });
    expect(lazy.body.result.map((n) => n.orgCode)).toEqual(['A01A01']);
    const found = await t.get<Node[]>('/sys/sysDepart/searchBy', { keyWord: 'A1' });
    expect(found.body.result.map((n) => n.orgCode)).toEqual(['A01A01']);
    expect((await t.get<Node[]>('/sys/sysDepart/searchBy', { keyWord: '%' })).body.result).toEqual([]);

    const role = await addOk(t, '/sys/role', { roleName: 'R', roleCode: 'r_dep' });
    const user = await addOk(t, '/sys/user', {
      username: 'dep_user',
      realname: 'D',
      password: USER_PASSWORD,
      status: 0,
      selectedroles: role.id,
      selecteddeparts: `${a1.id},${b.id}`,
    });
    expect((await t.get<string[]>('/sys/user/queryUserRole', { userid: user.id })).body.result).toEqual([role.id]);
    expect((await t.get<string[]>('/sys/user/queryUserDepart', { userId: user.id })).body.result.sort()).toEqual(
      [a1.id, b.id].sort(),
    );
    // a bad role id refuses the whole write
    const bad = await t.put('/sys/user/edit', {
      id: user.id,
      version: user.version,
      realname: 'X',
      selectedroles: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(
      (await t.db.selectFrom('sys_user').select('realname').where('id', '=', user.id).executeTakeFirst())?.realname,
    ).toBe('D');

    expect((await t.del('/sys/sysDepart/delete', { id: a.id })).status).toBe(422); // has a child
    expect((await t.del('/sys/sysDepart/delete', { id: b.id })).status).toBe(422); // has a user

    const signed = await t.login('dep_user', USER_PASSWORD);
    const h = { 'x-access-token': signed.body.result.token };
    const mine = await t.get<{ list: { orgCode: string }[]; orgCode: string }>(
      '/sys/user/getCurrentUserDeparts',
      {},
      h,
    );
    expect(mine.body.result.list.map((d) => d.orgCode)).toEqual(['A01A01', 'A02']);
    expect(mine.body.result.orgCode).toBe('A01A01');
    expect((await t.put('/sys/selectDepart', { orgCode: 'A01', username: 'dep_user' }, h)).status).toBe(403);
    const sw = await t.put<{ userInfo: { orgCode: string } }>(
      '/sys/selectDepart',
      { orgCode: 'A02', username: 'dep_user' },
      h,
    );
    expect(sw.body.result.userInfo.orgCode).toBe('A02');
  });

  it('grants through the current department and through department roles', async () => {
    const ids = async (codes: string[]) =>
      (await t.db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).execute()).map(
        (r) => r.id as string,
      );
    const d1 = await addOk(t, '/sys/sysDepart', { departName: 'D1', orgCategory: 1 });
    const d2 = await addOk(t, '/sys/sysDepart', { departName: 'D2', orgCategory: 1 });
    const grant = await t.post('/sys/permission/saveDepartPermission', {
      departId: d1.id,
      permissionIds: (await ids(['wl:site:list', 'wl:vehicle:list', 'wl:site:add'])).join(','),
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const role = await addOk(t, '/sys/sysDepartRole', { departId: d1.id, roleName: 'DR', roleCode: 'dr1' });
    const save = (codes: string[]) =>
      ids(codes).then((p) =>
        t.post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: role.id, permissionIds: p.join(',') }),
      );
    expect((await save(['wl:site:edit'])).status).toBe(400); // the department does not hold it
    expect((await save(['wl:vehicle:list'])).status).toBe(200);
    const user = await addOk(t, '/sys/user', {
      username: 'dr_user',
      realname: 'R',
      password: USER_PASSWORD,
      status: 0,
      selecteddeparts: `${d1.id},${d2.id}`,
    });
    const add = await t.post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: user.id,
      departId: d1.id,
      newRoleId: role.id,
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const h = { 'x-access-token': (await t.login('dr_user', USER_PASSWORD)).body.result.token };
    expect((await t.put('/sys/selectDepart', { orgCode: d2.orgCode }, h)).status).toBe(200);
    expect((await t.get('/wl/site/list', {}, h)).status).toBe(403);
    expect((await t.get('/wl/vehicle/list', {}, h)).status).toBe(200); // via the department role
    expect((await t.put('/sys/selectDepart', { orgCode: d1.orgCode }, h)).status).toBe(200);
    expect((await t.get('/wl/site/list', {}, h)).status).toBe(200); // via the current department
    const site = await t.post<{ id: string }>('/wl/site/add', { siteName: 'By D1', type: 0, siteMode: 0 }, h);
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    const stored = await t.db
      .selectFrom('wl_site')
      .select('sys_org_code')
      .where('id', '=', site.body.result.id)
      .executeTakeFirst();
    expect(stored?.sys_org_code).toBe(d1.orgCode); // new rows record the current department
  });

  it('serves the menu tree lazily for the management screen', async () => {
    type Row = { id: string; name: string; menuType: number; leaf: boolean; url: string };
    const top = await t.get<Row[]>('/sys/permission/getSystemMenuList');
    // The tree schemas/menus.json declares, in its order; entity menus have button children.
    const topUrls = menuFile.map((m) => m.path);
    expect(topUrls.slice(0, 3)).toEqual(['/dashboard/analysis', '/dashboard/workplace', '/wl/basic']);
    expect(top.body.result.map((r) => r.url)).toEqual(topUrls);
    const basic = top.body.result.find((r) => r.url === '/wl/basic')!;
    const sub = await t.get<Row[]>('/sys/permission/getSystemSubmenu', { parentId: basic.id });
    const declared = menuFile.find((m) => m.path === '/wl/basic')!.children!;
    expect(sub.body.result.map((r) => [r.url, r.leaf])).toEqual(declared.map((m) => [m.path, !m.entity]));
    expect(sub.body.result[0].url).toBe('/wl/site');
    const site = sub.body.result[0].id;
    const batch = await t.get<Record<string, Row[]>>('/sys/permission/getSystemSubmenuBatch', { parentIds: site });
    expect(batch.body.result[site].map((r) => r.menuType)).toEqual([2, 2, 2, 2, 2, 2]);
    const tree = await t.get<{ records: { url: string; children?: unknown[] }[] }>('/sys/permission/list');
    expect(tree.body.result.records.map((r) => r.url)).toEqual(topUrls);
  });

  it('replaces a role permission set and refuses unknown ids', async () => {
    const role = await addOk(t, '/sys/role', { roleName: 'S', roleCode: 'r_set' });
    const tree = await t.get<{ treeList: unknown[]; ids: string[] }>('/sys/permission/queryTreeList');
    const [p1, p2, p3] = tree.body.result.ids;
    const save = (ids: string[]) =>
      t.post('/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: ids.join(',') });
    expect((await save([p1, p2])).status).toBe(200);
    expect((await save([p2, p3])).status).toBe(200);
    const held = await t.get<string[]>('/sys/permission/queryRolePermission', { roleId: role.id });
    expect(held.body.result.sort()).toEqual([p2, p3].sort());
    expect((await save([p1, 'missing'])).status).toBe(400);
    const links = (table: string) => t.db.selectFrom(table).select('id').where('role_id', '=', role.id).execute();
    expect(await links('sys_role_permission')).toHaveLength(2);
    const admin = await t.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect((await t.del('/sys/role/delete', { id: admin.id })).status).toBe(422);
    expect(
      (await t.get<string[]>('/sys/permission/queryRolePermission', { roleId: role.id })).body.result.sort(),
    ).toEqual([p2, p3].sort());
  });
});
