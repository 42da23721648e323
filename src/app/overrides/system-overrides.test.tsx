// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityListPage } from '../pages/entity-list-page.tsx';
import { RoleAuthDrawer } from './sys-role/role-auth-drawer.tsx';
import { envelope, lastBody, renderApp } from './test-harness.tsx';

afterEach(cleanup);

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const tree = [
  {
    key: 'm1',
    title: '网点管理',
    titleEn: 'Sites',
    value: 'm1',
    menuType: 1,
    perms: 'wl:site:list',
    children: [
      { key: 'b1', title: '网点:add', titleEn: 'Site: add', value: 'b1', menuType: 2, perms: 'wl:site:add' },
      { key: 'b2', title: '网点:edit', titleEn: 'Site: edit', value: 'b2', menuType: 2, perms: 'wl:site:edit' },
    ],
  },
];

describe('system overrides', () => {
  it('the role drawer checks nodes independently and saves the grant with the previous ids', async () => {
    const { calls } = renderApp(
      <RoleAuthDrawer role={{ id: 'r1', roleName: '录入员' }} open onClose={() => undefined} />,
      (cfg) => {
        if (cfg.url === '/sys/permission/queryTreeList') return { data: envelope({ treeList: tree, ids: [] }) };
        if (cfg.url === '/sys/permission/queryRolePermission') return { data: envelope(['b2']) };
        if (cfg.url === '/sys/permission/saveRolePermission') return { data: envelope(null) };
        if (cfg.url === '/sys/role/datarule/m1/r1') {
          return { data: envelope({ datarule: [{ id: 'dr1', ruleName: '本网点' }], drChecked: '' }) };
        }
        if (cfg.url === '/sys/role/datarule') return { data: envelope(null) };
        return undefined;
      },
    );
    await screen.findByText('网点管理');
    const checkbox = (title: string) =>
      screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement;
    fireEvent.click(checkbox('网点管理'));
    fireEvent.click(checkbox('网点:add (wl:site:add)'));
    // Strict mode: the edit button stays as loaded, the menu does not pull its buttons in.
    await act(async () => fireEvent.click(screen.getByText('保存')));
    await waitFor(() => expect(lastBody(calls, '/sys/permission/saveRolePermission')).toBeTruthy());
    const body = lastBody(calls, '/sys/permission/saveRolePermission')!;
    expect(body.roleId).toBe('r1');
    expect(String(body.permissionIds).split(',').sort()).toEqual(['b1', 'b2', 'm1']);
    expect(body.lastpermissionIds).toBe('b2');

    fireEvent.click(screen.getByText('网点管理'));
    fireEvent.click(await screen.findByText('本网点'));
    await act(async () => fireEvent.click(screen.getByText('保存规则')));
    await waitFor(() =>
      expect(lastBody(calls, '/sys/role/datarule')).toEqual({ permissionId: 'm1', roleId: 'r1', dataRuleIds: 'dr1' }),
    );
  });

  it('in linked mode a button grant brings its menu along', async () => {
    const { calls } = renderApp(
      <RoleAuthDrawer role={{ id: 'r2', roleName: 'x' }} open onClose={() => undefined} />,
      (cfg) => {
        if (cfg.url === '/sys/permission/queryTreeList') return { data: envelope({ treeList: tree, ids: [] }) };
        if (cfg.url === '/sys/permission/queryRolePermission') return { data: envelope([]) };
        if (cfg.url === '/sys/permission/saveRolePermission') return { data: envelope(null) };
        return undefined;
      },
    );
    await screen.findByText('网点管理');
    fireEvent.click(screen.getByRole('switch'));
    const checkbox = screen
      .getByText('网点:add (wl:site:add)')
      .closest('.ant-tree-treenode')!
      .querySelector('.ant-tree-checkbox')!;
    fireEvent.click(checkbox);
    await act(async () => fireEvent.click(screen.getByText('保存')));
    await waitFor(() => expect(lastBody(calls, '/sys/permission/saveRolePermission')).toBeTruthy());
    expect(String(lastBody(calls, '/sys/permission/saveRolePermission')!.permissionIds).split(',').sort()).toEqual([
      'b1',
      'm1',
    ]);
  });

  it("the user dialog loads the user's roles, positions and tenants and saves them with the user", async () => {
    const user = { id: 'u1', version: 2, username: 'clerk', realname: '录入员', status: 0 };
    const { calls } = renderApp(
      <EntityListPage
        menu={{ key: 'user', title: { zh: '用户管理', en: 'Users' }, path: '/system/user', entity: 'sys_user' }}
      />,
      (cfg) => {
        if (cfg.url === '/sys/user/list') return { data: envelope(page([user])) };
        if (cfg.url === '/sys/user/queryById') return { data: envelope(user) };
        if (cfg.url === '/sys/user/queryUserRole') return { data: envelope(['r1']) };
        if (cfg.url === '/sys/user/queryUserDepart') return { data: envelope([]) };
        if (cfg.url === '/sys/user/queryUserPosition') return { data: envelope(['p1']) };
        if (cfg.url === '/sys/user/queryUserTenant') return { data: envelope([0]) };
        if (cfg.url === '/sys/position/list') {
          return {
            data: envelope(
              page([
                { id: 'p1', name: '司机' },
                { id: 'p2', name: '调度员' },
              ]),
            ),
          };
        }
        if (cfg.url === '/sys/tenant/list') {
          return {
            data: envelope(
              page([
                { id: 't0', tenantNo: 0, name: '默认租户' },
                { id: 't7', tenantNo: 7, name: '华东' },
              ]),
            ),
          };
        }
        if (cfg.url === '/sys/role/queryall') {
          return {
            data: envelope([
              { id: 'r1', roleName: '录入员角色' },
              { id: 'r2', roleName: '审核员' },
            ]),
          };
        }
        if (cfg.url === '/sys/sysDepart/queryTreeList') return { data: envelope([]) };
        if (cfg.url === '/sys/user/edit') return { data: envelope(null) };
        return undefined;
      },
    );
    const row = (await screen.findByText('clerk')).closest('tr')!;
    fireEvent.click(within(row).getByText('编辑'));
    const dialog = (await screen.findByText('编辑用户')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('录入员角色');
    fireEvent.mouseDown(within(dialog).getByLabelText('角色'));
    fireEvent.click(await screen.findByTitle('审核员'));
    await within(dialog).findByText('司机');
    fireEvent.mouseDown(within(dialog).getByLabelText('职务'));
    fireEvent.click(await screen.findByTitle('调度员'));
    await within(dialog).findByText('默认租户 (0)');
    fireEvent.mouseDown(within(dialog).getByLabelText('租户'));
    fireEvent.click(await screen.findByTitle('华东 (7)'));
    await act(async () => fireEvent.click(within(dialog).getByText('确定')));
    await waitFor(() => expect(lastBody(calls, '/sys/user/edit')).toBeTruthy());
    expect(lastBody(calls, '/sys/user/edit')).toMatchObject({
      id: 'u1',
      version: 2,
      selectedroles: 'r1,r2',
      selecteddeparts: '',
      selectedpositions: 'p1,p2',
      relTenantIds: '0,7',
    });
  });

  it('the user dialog names roles, departments and tenants in English where they have English names', async () => {
    const user = { id: 'u1', version: 2, username: 'clerk', realname: 'Clerk', status: 0 };
    renderApp(
      <EntityListPage
        menu={{ key: 'user', title: { zh: '用户管理', en: 'Users' }, path: '/system/user', entity: 'sys_user' }}
      />,
      (cfg) => {
        if (cfg.url === '/sys/user/list') return { data: envelope(page([user])) };
        if (cfg.url === '/sys/user/queryById') return { data: envelope(user) };
        if (cfg.url === '/sys/user/queryUserRole') return { data: envelope(['r1', 'r2']) };
        if (cfg.url === '/sys/user/queryUserDepart') return { data: envelope(['d1']) };
        if (cfg.url === '/sys/user/queryUserPosition') return { data: envelope([]) };
        if (cfg.url === '/sys/user/queryUserTenant') return { data: envelope([0, 7]) };
        if (cfg.url === '/sys/position/list') return { data: envelope(page([])) };
        if (cfg.url === '/sys/tenant/list') {
          return {
            data: envelope(
              page([
                { id: 't0', tenantNo: 0, name: '默认租户', nameEn: 'Default tenant' },
                { id: 't7', tenantNo: 7, name: '华东', nameEn: ' ' },
              ]),
            ),
          };
        }
        if (cfg.url === '/sys/role/queryall') {
          return {
            data: envelope([
              { id: 'r1', roleName: '管理员', roleNameEn: 'Administrator' },
              { id: 'r2', roleName: '审核员', roleNameEn: null },
            ]),
          };
        }
        if (cfg.url === '/sys/sysDepart/queryTreeList') {
          const node = { id: 'd1', key: 'd1', value: 'd1', title: '仓储部', departName: '仓储部', leaf: true };
          return { data: envelope([{ ...node, departNameEn: 'Storage' }]) };
        }
        return undefined;
      },
      'en',
    );
    const row = (await screen.findByText('clerk')).closest('tr')!;
    fireEvent.click(within(row).getByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Administrator');
    await within(dialog).findByText('审核员'); // no English name: its own
    await within(dialog).findByText('Storage');
    await within(dialog).findByText('Default tenant (0)');
    await within(dialog).findByText('华东 (7)'); // a blank English name: its own
    expect(within(dialog).queryByText('管理员')).toBeNull();
    expect(within(dialog).queryByText('仓储部')).toBeNull();
  });
});
