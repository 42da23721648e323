// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../core/wire.ts';
import { PermissionProvider, type UserPermissions } from '../../react/permissions.tsx';
import { memoryProvider, wrapper } from '../../react/test-fixtures.tsx';
import { Authorized } from '../auth/authorized.tsx';
import { FormModal } from '../form/form-modal.tsx';
import { ListView } from './list-view.tsx';
import { rowAction, rowActionNames } from './row-actions-test-kit.ts';

afterEach(cleanup);

const rows: Row[] = [{ id: 'r1', version: 1, siteName: 'North', type: 1, fee: 12, personPhone: '13800138000' }];
const ALL = ['add', 'edit', 'delete', 'deleteBatch'].map((op) => ({
  action: `wl:site:${op}`,
  type: op === 'edit' ? '2' : '1',
  status: '1',
}));

function perms(granted: string[], fields: UserPermissions['allAuth'] = []): UserPermissions {
  return {
    menu: [],
    auth: granted.map((action) => ({ action, type: '1' })),
    allAuth: [...ALL, ...fields],
  };
}

function renderWith(permissions: UserPermissions | null, node: ReactNode, mem = memoryProvider([...rows])) {
  const Wrapper = wrapper(mem.provider, { url: '/wl/site' });
  const inner = (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>{node}</App>
    </ConfigProvider>
  );
  render(
    <Wrapper>
      {permissions ? <PermissionProvider permissions={permissions}>{inner}</PermissionProvider> : inner}
    </Wrapper>,
  );
  return mem;
}

describe('permission guards', () => {
  it('Authorized hides without the code, disables a type-2 rule, renders with it', () => {
    renderWith(
      perms(['wl:site:add']),
      <>
        <Authorized code="wl:site:add">
          <Button>may add</Button>
        </Authorized>
        <Authorized code="wl:site:delete">
          <Button>may delete</Button>
        </Authorized>
        <Authorized code="wl:site:edit">
          <Button>may edit</Button>
        </Authorized>
      </>,
    );
    expect(screen.getByText('may add').closest('button')!.disabled).toBe(false);
    expect(screen.queryByText('may delete')).toBeNull();
    expect(screen.getByText('may edit').closest('button')!.disabled).toBe(true);
  });

  it('the list shows only Add to a user with list + add', async () => {
    renderWith(perms(['wl:site:list', 'wl:site:add']), <ListView entityName="wl_site" />);
    await screen.findByText('North');
    expect(screen.getByText('新增')).toBeTruthy();
    expect(screen.queryByText('批量删除')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    // edit is a type-2 rule: shown, disabled
    expect(screen.getByText('编辑').closest('button')!.disabled).toBe(true);
  });

  it('with no write action allowed, a row offers only the read-only 详情', async () => {
    const p = perms(['wl:site:list']);
    p.allAuth = p.allAuth.filter((a) => a.action !== 'wl:site:edit');
    renderWith(p, <ListView entityName="wl_site" />);
    await screen.findByText('North');
    expect(screen.getAllByText('详情').length).toBeGreaterThan(0);
    for (const label of ['新增', '编辑', '删除']) expect(screen.queryByText(label)).toBeNull();
  });

  it('shows everything to a user holding every code', async () => {
    renderWith(
      perms(['wl:site:list', 'wl:site:add', 'wl:site:edit', 'wl:site:delete', 'wl:site:deleteBatch']),
      <ListView entityName="wl_site" />,
    );
    await screen.findByText('North');
    for (const label of ['新增', '批量删除']) expect(screen.getByText(label)).toBeTruthy();
    // four row actions: two inline, then 更多 ▾ with Add child and the danger-styled Delete
    const row = screen.getByText('North').closest('tr')!;
    expect(await rowActionNames(row)).toEqual({ inline: ['详情', '编辑'], menu: ['添加下级', '删除'] });
    expect(within(row).getByTestId('row-more').textContent).toBe('更多');
    expect((await rowAction(row, '删除')).className).toContain('ant-dropdown-menu-item-danger');
  });

  it('a locked row keeps Edit disabled with the reason as its tooltip; other rows edit', async () => {
    const mem = memoryProvider([...rows, { id: 'r2', version: 1, siteName: 'South', type: 1 }]);
    renderWith(
      perms(['wl:site:list', 'wl:site:edit']),
      <ListView
        entityName="wl_site"
        editLocked={(row) => (row.siteName === 'North' ? '此模板已被应用，禁止编辑!' : undefined)}
      />,
      mem,
    );
    await screen.findByText('South');
    const [north, south] = screen.getAllByText('编辑').map((el) => el.closest('button')!);
    expect(north.disabled).toBe(true);
    expect(north.getAttribute('aria-label')).toBe('此模板已被应用，禁止编辑!');
    fireEvent.mouseEnter(north.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '此模板已被应用，禁止编辑!');
    expect(south.disabled).toBe(false);
  });

  it('omits hidden fields from columns and forms and locks read-only ones', async () => {
    const fields = [
      { action: 'wl:site:field:fee', type: '1', status: '1' },
      { action: 'wl:site:field:personPhone', type: '2', status: '1' },
    ];
    const mem = renderWith(
      perms(['wl:site:list', 'wl:site:edit'], fields),
      <FormModal entityName="wl_site" id="r1" open onClose={() => undefined} />,
    );
    expect(await screen.findByDisplayValue('North')).toBeTruthy();
    expect(screen.queryByLabelText('费用')).toBeNull();
    expect((screen.getByLabelText('负责人电话') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(mem.calls.some((c) => c.op === 'update')).toBe(true));
    const body = mem.calls.find((c) => c.op === 'update')!.arg as Row;
    expect(body).not.toHaveProperty('fee');
    expect(body).not.toHaveProperty('personPhone');
    cleanup();

    const hiddenType = [...fields, { action: 'wl:site:field:type', type: '1', status: '1' }];
    renderWith(perms(['wl:site:list'], hiddenType), <ListView entityName="wl_site" />);
    await screen.findByText('North');
    expect(screen.queryByText('费用')).toBeNull();
    // type is a search field too: hidden from the search form as well as the columns
    expect(screen.queryByText('网点类型')).toBeNull();
    expect(screen.getAllByText('网点名称').length).toBeGreaterThan(0);
  });
});
