// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickerProvider, pickerRegistry, platformCalls } from '../../widgets/pickers/picker-test-fixtures.tsx';
import { column, renderCell } from './cell-test-kit.tsx';
import { DepartCell, UserCell } from './person-cells.tsx';

afterEach(cleanup);

const registry = pickerRegistry;
const dialogOf = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const userRow = (dialog: HTMLElement, realname: string) =>
  [...dialog.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((tr) => tr.textContent?.includes(realname))!;
const treeBox = (dialog: HTMLElement, title: string) =>
  within(dialog).getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement;
const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('sel_depart cell', () => {
  it('stores the id and shows departName by default; read-only shows the name', async () => {
    const mem = pickerProvider();
    const cell = renderCell(DepartCell, column('sel_depart', { title: '部门' }), { provider: mem.provider, registry });
    expect(input().placeholder).toBe('请选择部门');
    fireEvent.click(input());
    const dialog = await dialogOf('选择部门');
    fireEvent.click(await within(dialog).findByText('华南分部'));
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(cell.last()).toBe('A1'));
    await waitFor(() => expect(input().value).toBe('华南分部'));
    cell.setEditing(false);
    expect(await screen.findByText('华南分部')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('fieldExtendJson: store orgCode, text orgCode, multiSelect (comma-joined)', async () => {
    const mem = pickerProvider();
    const col = column('sel_depart', {
      fieldExtendJson: JSON.stringify({ store: 'orgCode', text: 'orgCode', multiSelect: true }),
    });
    const cell = renderCell(DepartCell, col, { provider: mem.provider, registry, value: 'A02' });
    await waitFor(() => expect(input().value).toBe('A02'));
    fireEvent.click(input());
    const dialog = await dialogOf('选择部门');
    await within(dialog).findByText('华北分部');
    fireEvent.click(treeBox(dialog, '华北分部'));
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(cell.last()).toBe('A02,A01A02'));
    cell.setEditing(false);
    expect(await screen.findByText('A02,A01A02')).toBeTruthy();
  });

  it('read-only cells of a page share one tree call', async () => {
    const mem = pickerProvider();
    const col = column('sel_depart');
    renderCell(DepartCell, col, { provider: mem.provider, registry, value: 'A', editing: false });
    renderCell(DepartCell, col, { provider: mem.provider, registry, value: 'B', editing: false });
    await screen.findByText('总部');
    await screen.findByText('财务部');
    expect(platformCalls(mem, '/sys/sysDepart/queryTreeList')).toHaveLength(1);
  });
});

describe('sel_user cell', () => {
  it('stores the username and shows the realname; clearing emits null', async () => {
    const mem = pickerProvider();
    const cell = renderCell(UserCell, column('sel_user', { title: '负责人' }), { provider: mem.provider, registry });
    fireEvent.click(screen.getByPlaceholderText('请选择负责人'));
    const dialog = await dialogOf('选择用户');
    await waitFor(() => expect(userRow(dialog, 'User Number 12')).toBeTruthy());
    fireEvent.click(userRow(dialog, 'User Number 11'));
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(cell.last()).toBe('u11'));
    await waitFor(() => expect(input().value).toBe('User Number 11'));
    fireEvent.click(screen.getByLabelText('clear'));
    expect(cell.last()).toBeNull();
  });

  it('read-only: the realnames of several cells come from one getMultiUser call', async () => {
    const mem = pickerProvider();
    const col = column('sel_user');
    renderCell(UserCell, col, { provider: mem.provider, registry, value: 'u01,u02', editing: false });
    renderCell(UserCell, col, { provider: mem.provider, registry, value: 'u03', editing: false });
    await screen.findByText('User Number 01,User Number 02');
    await screen.findByText('User Number 03');
    expect(platformCalls(mem, '/sys/user/getMultiUser')).toEqual([{ username: 'u01,u02,u03' }]);
  });

  it('fieldExtendJson: store id, text username, multiSelect', async () => {
    const mem = pickerProvider();
    const col = column('sel_user', { fieldExtendJson: { store: 'id', text: 'username', multiSelect: true } });
    const cell = renderCell(UserCell, col, { provider: mem.provider, registry, value: 'id01' });
    await waitFor(() => expect(input().value).toBe('u01'));
    fireEvent.click(input());
    const dialog = await dialogOf('选择用户');
    await waitFor(() => expect(userRow(dialog, 'User Number 12')).toBeTruthy());
    fireEvent.click(within(userRow(dialog, 'User Number 12')).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(cell.last()).toBe('id01,id12'));
    cell.setEditing(false);
    expect(await screen.findByText('u01,u12')).toBeTruthy();
  });

  it('focus moving into its dialog is not leaving the cell; focus moving elsewhere is', async () => {
    const mem = pickerProvider();
    const cell = renderCell(UserCell, column('sel_user'), { provider: mem.provider, registry });
    const own = input();
    fireEvent.click(own);
    const dialog = await dialogOf('选择用户');
    fireEvent.focusOut(own, { relatedTarget: dialog.querySelector('input') });
    fireEvent.focusOut(dialog.querySelector('input')!, { relatedTarget: dialog }); // inside the dialog
    expect(cell.onBlur).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText('取消'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    fireEvent.focusOut(own, { relatedTarget: elsewhere });
    expect(cell.onBlur).toHaveBeenCalledTimes(1);
  });
});
