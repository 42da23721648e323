// @vitest-environment jsdom
// The row actions' layout rules (at most three inline, else two and a More menu), the permission check
// of each action, the column width, and the menu's confirmation, tooltip and dialog (row-actions.tsx).
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPermissionView } from '../../react/permissions.tsx';
import { memoryProvider, wrapper } from '../../react/test-fixtures.tsx';
import {
  actionsWidth,
  RowActionsCell,
  shownActions,
  splitActions,
  textWidth,
  type RowAction,
  type ShownAction,
} from './row-actions.tsx';
import { confirmation, openRowMenu, rowAction, rowActionNames } from './row-actions-test-kit.ts';

afterEach(cleanup);

const act4 = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `a${i}`, label: `A${i}` }));

describe('row actions layout', () => {
  it('shows up to three inline; with more, the first two inline and the rest in the menu', () => {
    expect(splitActions(act4(3))).toEqual({ inline: act4(3), menu: [] });
    expect(splitActions(act4(4))).toEqual({ inline: act4(4).slice(0, 2), menu: act4(4).slice(2) });
    expect(splitActions(act4(6)).menu.map((a) => a.key)).toEqual(['a2', 'a3', 'a4', 'a5']);
  });

  it('drops an action without its code, disables it under a type-2 rule or with a reason', () => {
    const permission = createPermissionView({
      menu: [],
      auth: [{ action: 'x:held', type: '1' }],
      allAuth: [
        { action: 'x:held', type: '1', status: '1' },
        { action: 'x:hidden', type: '1', status: '1' },
        { action: 'x:greyed', type: '2', status: '1' },
      ],
    });
    const actions: RowAction[] = [
      { key: 'free', label: 'Free' },
      { key: 'held', label: 'Held', code: 'x:held' },
      { key: 'hidden', label: 'Hidden', code: 'x:hidden' },
      { key: 'greyed', label: 'Greyed', code: 'x:greyed' },
      { key: 'locked', label: 'Locked', code: 'x:held', disabledReason: 'in use' },
    ];
    expect(shownActions(actions, permission).map((a) => [a.key, a.disabled])).toEqual([
      ['free', false],
      ['held', false],
      ['greyed', true],
      ['locked', true],
    ]);
  });

  it('is as wide as the widest row: its inline buttons, More when it has a menu, and the cell padding', () => {
    const button = (label: string) => textWidth(label) + 16;
    const more = textWidth('更多') + 16 + 20;
    expect(textWidth('详情')).toBe(28);
    expect(actionsWidth([], '更多', '操作', 18)).toBe(28 + 18);
    const two = [{ label: '详情' }, { label: '编辑' }];
    const five = [...two, { label: '重置密码' }, { label: '修改密码' }, { label: '删除' }];
    expect(actionsWidth([two], '更多', '操作', 18)).toBe(button('详情') + button('编辑') + 18);
    expect(actionsWidth([two, five], '更多', '操作', 18)).toBe(button('详情') + button('编辑') + more + 18);
  });
});

/** The cell inside a table row with the list's dialog slot, as ListView renders it. */
function Cell({ actions }: { actions: ShownAction[] }) {
  const [dialog, setDialog] = useState<ReactNode>(null);
  return (
    <>
      <table>
        <tbody>
          <tr>
            <td>
              <RowActionsCell actions={actions} onDialog={setDialog} />
            </td>
          </tr>
        </tbody>
      </table>
      {dialog}
    </>
  );
}

function renderCell(actions: RowAction[]) {
  const Wrapper = wrapper(memoryProvider([]).provider);
  const shown = shownActions(actions, createPermissionView(null));
  render(
    <Wrapper>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <Cell actions={shown} />
        </App>
      </ConfigProvider>
    </Wrapper>,
  );
  return document.querySelector('tr') as HTMLElement;
}

describe('RowActionsCell', () => {
  it('asks before a menu action runs and keeps Delete danger-styled; a dialog action opens its dialog', async () => {
    const ran: string[] = [];
    const row = renderCell([
      { key: 'view', label: '详情', onClick: () => ran.push('view') },
      { key: 'edit', label: '编辑', onClick: () => ran.push('edit') },
      {
        key: 'open',
        label: '打开',
        dialog: (close) => (
          <Modal open title="对话框" onCancel={close} footer={null}>
            body
          </Modal>
        ),
      },
      { key: 'locked', label: '锁定', disabledReason: '已被引用', onClick: () => ran.push('locked') },
      { key: 'delete', label: '删除', danger: true, confirm: '确定删除吗?', onClick: () => ran.push('delete') },
    ]);
    expect(await rowActionNames(row)).toEqual({ inline: ['详情', '编辑'], menu: ['打开', '锁定', '删除'] });
    expect(within(row).getByTestId('row-more').textContent).toBe('更多');

    fireEvent.click(await rowAction(row, '删除'));
    const box = await confirmation('确定删除吗?');
    expect(ran).toEqual([]);
    expect(within(box).getByText('确定').closest('button')!.className).toContain('dangerous');
    await act(async () => fireEvent.click(within(box).getByText('确定')));
    await waitFor(() => expect(ran).toEqual(['delete']));

    const menu = await openRowMenu(row);
    const locked = within(menu).getByText('锁定').closest('li')!;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(locked);
    expect(ran).toEqual(['delete']);
    fireEvent.mouseEnter(within(menu).getByText('锁定'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '已被引用');

    fireEvent.click(within(menu).getByText('打开'));
    expect(await screen.findByText('对话框')).toBeTruthy();
  });

  it('shows three actions inline, without a menu', async () => {
    const row = renderCell([
      { key: 'view', label: '详情' },
      { key: 'edit', label: '编辑' },
      { key: 'delete', label: '删除', danger: true, confirm: '确定删除吗?' },
    ]);
    expect(await rowActionNames(row)).toEqual({ inline: ['详情', '编辑', '删除'], menu: [] });
  });
});
