// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../../core/wire.ts';
import type { FieldDef } from '../../../core/registry.ts';
import { defaultCells, resolveCell } from '../../cells/index.ts';
import { defaultWidgets, resolveWidgetKey } from '../index.ts';
import { DepartCell, UserCell } from './picker-cells.tsx';
import { RegionCell } from './region-cell.tsx';
import {
  pickerField,
  pickerProvider,
  platformCalls,
  PickerWrapper,
  type PickerMemory,
} from './picker-test-fixtures.tsx';
import { UserPicker, type UserPickerProps } from './user-picker.tsx';

afterEach(cleanup);

const SEARCH = '/sys/user/queryUserComponentData';

function setup(props: Partial<UserPickerProps> = {}) {
  const onChange = vi.fn();
  const mem = pickerProvider();
  render(
    <PickerWrapper mem={mem}>
      <UserPicker id="owner" placeholder="请选择负责人" onChange={onChange} {...props} />
    </PickerWrapper>,
  );
  return { onChange, mem };
}

async function openDialog() {
  fireEvent.click(screen.getByPlaceholderText('请选择负责人'));
  const title = await screen.findByText('选择用户');
  const dialog = title.closest('.ant-modal') as HTMLElement;
  await waitFor(() => expect(rowOf(dialog, 'User Number 12')).toBeTruthy());
  return dialog;
}

const rowOf = (dialog: HTMLElement, realname: string) =>
  [...dialog.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((tr) => tr.textContent?.includes(realname))!;
const lastSearch = (mem: PickerMemory) => platformCalls(mem, SEARCH).at(-1);

describe('UserPicker', () => {
  it('lists users newest first, 5 a page, in a 1200 wide dialog with name, account, phone and birthday', async () => {
    const { mem } = setup();
    const dialog = await openDialog();
    expect((dialog as HTMLElement).style.width).toBe('1200px');
    expect(lastSearch(mem)).toEqual({ pageNo: 1, pageSize: 5, column: 'createTime', order: 'desc' });
    const row = rowOf(dialog, 'User Number 12');
    expect(within(row).getByText('u12')).toBeTruthy();
    expect(within(row).getByText('13800000012')).toBeTruthy();
    expect(within(row).getByText('1990-01-12')).toBeTruthy();
    expect(dialog.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5);
    expect(within(dialog).getByText('共 12 条')).toBeTruthy();
  });

  it('searches by account with the like operator, and by sex and birthday', async () => {
    const { mem } = setup();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入账号'), { target: { value: 'u0' } });
    fireEvent.click(within(dialog).getByText('查询'));
    await waitFor(() => expect(lastSearch(mem)).toMatchObject({ username: '*u0*', pageNo: 1 }));

    fireEvent.mouseDown(within(dialog).getByLabelText('性别'));
    fireEvent.click((await screen.findAllByText('女')).find((el) => el.closest('.ant-select-item'))!);
    const birthday = within(dialog).getByLabelText('生日');
    fireEvent.mouseDown(birthday);
    fireEvent.change(birthday, { target: { value: '1990-01-04' } });
    fireEvent.keyDown(birthday, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByText('查询'));
    await waitFor(() => expect(lastSearch(mem)).toMatchObject({ username: '*u0*', sex: 2, birthday: '1990-01-04' }));
    await waitFor(() => expect(rowOf(dialog, 'User Number 04')).toBeTruthy());
    expect(dialog.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1);

    fireEvent.click(within(dialog).getByText('重置'));
    await waitFor(() =>
      expect(lastSearch(mem)).toEqual({ pageNo: 1, pageSize: 5, column: 'createTime', order: 'desc' }),
    );
  });

  it('keeps a multi selection across pages and writes the usernames joined by commas', async () => {
    const { onChange, mem } = setup({ multi: true });
    const dialog = await openDialog();
    fireEvent.click(within(rowOf(dialog, 'User Number 12')).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByTitle('2'));
    await waitFor(() => expect(rowOf(dialog, 'User Number 07')).toBeTruthy());
    expect(lastSearch(mem)).toMatchObject({ pageNo: 2, pageSize: 5 });
    fireEvent.click(within(rowOf(dialog, 'User Number 07')).getByRole('checkbox'));
    fireEvent.click(rowOf(dialog, 'User Number 06')); // a row click toggles too
    expect(within(dialog).getByText('已选择 3 项')).toBeTruthy();
    fireEvent.click(within(dialog).getByTitle('1'));
    await waitFor(() => expect(rowOf(dialog, 'User Number 12')).toBeTruthy());
    expect(within(rowOf(dialog, 'User Number 12')).getByRole('checkbox')).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByText('确定'));
    expect(onChange).toHaveBeenLastCalledWith('u12,u07,u06');
  });

  it('keeps only the latest choice in single mode and can store ids', async () => {
    const { onChange } = setup({ store: 'id' });
    const dialog = await openDialog();
    fireEvent.click(within(rowOf(dialog, 'User Number 12')).getByRole('radio'));
    fireEvent.click(rowOf(dialog, 'User Number 10'));
    expect(within(dialog).getByText('已选择 1 项')).toBeTruthy();
    expect(within(rowOf(dialog, 'User Number 12')).getByRole('radio')).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByText('确定'));
    expect(onChange).toHaveBeenLastCalledWith('id10');
  });

  it('shows real names joined by commas, cut at 25 characters, the full text in a tooltip', async () => {
    const { mem } = setup({ value: 'u01,u02', multi: true });
    const input = screen.getByPlaceholderText('请选择负责人') as HTMLInputElement;
    const full = 'User Number 01,User Number 02';
    await waitFor(() => expect(input.value).toBe(`${full.slice(0, 25)}...`));
    expect(platformCalls(mem, '/sys/user/getMultiUser')).toEqual([{ username: 'u01,u02' }]);
    fireEvent.mouseEnter(input);
    await screen.findByText(full);
  });

  it('starts the dialog with the current users chosen and clears with the clear icon', async () => {
    const { onChange } = setup({ value: 'u12', multi: true });
    const input = screen.getByPlaceholderText('请选择负责人') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('User Number 12'));
    const dialog = await openDialog();
    expect(within(rowOf(dialog, 'User Number 12')).getByRole('checkbox')).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByText('取消'));
    fireEvent.click(screen.getByLabelText('clear'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('UserPicker by department', () => {
  it('is 1250 wide with the department tree; choosing a department sends departId', async () => {
    const { mem } = setup({ byDepart: true });
    const dialog = await openDialog();
    expect(dialog.style.width).toBe('1250px');
    fireEvent.click(await within(dialog).findByText('华南分部'));
    await waitFor(() => expect(lastSearch(mem)).toMatchObject({ departId: 'A1', pageNo: 1 }));
    fireEvent.click(within(dialog).getByText('华南分部'));
    await waitFor(() => expect(lastSearch(mem)).not.toHaveProperty('departId'));
  });
});

describe('picker registration', () => {
  it('finds the widgets and cells by format area and x-widget user / depart', () => {
    const keyOf = (f: Partial<FieldDef>) => resolveWidgetKey(defaultWidgets, pickerField('f', f));
    expect(keyOf({ format: 'area' })).toBe('area');
    expect(keyOf({ widget: 'user' })).toBe('user');
    expect(keyOf({ widget: 'depart' })).toBe('depart');
    expect(resolveCell(defaultCells, pickerField('f', { format: 'area' }))).toBe(RegionCell);
    expect(resolveCell(defaultCells, pickerField('f', { widget: 'user' }))).toBe(UserCell);
    expect(resolveCell(defaultCells, pickerField('f', { widget: 'depart' }))).toBe(DepartCell);
  });
});

describe('UserCell', () => {
  const field = pickerField('owner', { widget: 'user' });

  it('uses the server label when there is one, else fetches every cell of the page in one call', async () => {
    const mem = pickerProvider();
    render(
      <PickerWrapper mem={mem}>
        {[
          ['u01', { owner_dictText: 'Given Name' }],
          ['u02,u03', {}],
          ['u04', {}],
          ['ghost', {}],
        ].map(([value, record]) => (
          <div key={String(value)}>
            <UserCell value={value} record={record as Row} field={field} />
          </div>
        ))}
      </PickerWrapper>,
    );
    expect(screen.getByText('Given Name')).toBeTruthy();
    await screen.findByText('User Number 02,User Number 03');
    await screen.findByText('User Number 04');
    await screen.findByText('ghost');
    await act(async () => undefined);
    const calls = platformCalls(mem, '/sys/user/getMultiUser');
    expect(calls).toHaveLength(1);
    expect(String(calls[0].username).split(',').sort()).toEqual(['ghost', 'u02', 'u03', 'u04']);
  });
});
