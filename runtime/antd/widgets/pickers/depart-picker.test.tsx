// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../core/registry.ts';
import type { Row } from '../../../core/wire.ts';
import { DepartPicker, type DepartPickerProps } from './depart-picker.tsx';
import { DepartCell } from './picker-cells.tsx';
import { pickerField, pickerProvider, PickerWrapper } from './picker-test-fixtures.tsx';

afterEach(cleanup);

/** The picker holding its value the way a form does. */
function Controlled({ value: initial, onChange, ...props }: Partial<DepartPickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <DepartPicker
      id="dep"
      placeholder="请选择部门"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

function setup(props: Partial<DepartPickerProps> = {}, lang: Lang = 'zh-CN') {
  const onChange = vi.fn();
  const mem = pickerProvider();
  render(
    <PickerWrapper mem={mem} lang={lang}>
      <Controlled {...props} onChange={onChange} />
    </PickerWrapper>,
  );
  return { onChange, mem };
}

async function openDialog() {
  fireEvent.click(screen.getByPlaceholderText('请选择部门'));
  const dialog = (await screen.findByText('选择部门')).closest('.ant-modal') as HTMLElement;
  await within(dialog).findByText('华南分部');
  return dialog;
}

/** The tree node row of a department title. */
const node = (dialog: HTMLElement, title: string) =>
  within(dialog).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const checkbox = (dialog: HTMLElement, title: string) =>
  node(dialog, title).querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (dialog: HTMLElement, title: string) =>
  checkbox(dialog, title).classList.contains('ant-tree-checkbox-checked');
const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByText('确定'));

describe('DepartPicker', () => {
  it('opens a 500 wide tree dialog; strict mode checks a parent alone', async () => {
    const { onChange } = setup({ multi: true, checkStrictly: true });
    const dialog = await openDialog();
    expect(dialog.style.width).toBe('500px');
    const linked = within(dialog).getByRole('switch');
    expect(linked.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(checkbox(dialog, '总部'));
    expect(isChecked(dialog, '总部')).toBe(true);
    expect(isChecked(dialog, '华南分部')).toBe(false);
    fireEvent.click(checkbox(dialog, '华北分部'));
    ok(dialog);
    expect(onChange).toHaveBeenLastCalledWith('A,A2');
  });

  it('linked mode checks the whole subtree, and unchecking a child unchecks its parent', async () => {
    const { onChange } = setup({ multi: true, checkStrictly: false });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(checkbox(dialog, '总部'));
    expect(isChecked(dialog, '华南分部')).toBe(true);
    expect(isChecked(dialog, '华北分部')).toBe(true);
    ok(dialog);
    expect(String(onChange.mock.lastCall?.[0]).split(',').sort()).toEqual(['A', 'A1', 'A2']);

    const again = await openDialog();
    fireEvent.click(checkbox(again, '华南分部'));
    expect(isChecked(again, '总部')).toBe(false);
    ok(again);
    expect(onChange).toHaveBeenLastCalledWith('A2');
  });

  it('the switch turns linking on; clicking titles checks too', async () => {
    const { onChange } = setup({ multi: true });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByText('华南分部'));
    fireEvent.click(within(dialog).getByText('华北分部'));
    expect(isChecked(dialog, '总部')).toBe(true); // all children chosen: the parent follows
    ok(dialog);
    expect(String(onChange.mock.lastCall?.[0]).split(',').sort()).toEqual(['A', 'A1', 'A2']);
  });

  it('single mode keeps only the latest choice and has no linking switch', async () => {
    const { onChange } = setup();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    fireEvent.click(checkbox(dialog, '华南分部'));
    fireEvent.click(checkbox(dialog, '财务部'));
    expect(isChecked(dialog, '华南分部')).toBe(false);
    expect(isChecked(dialog, '财务部')).toBe(true);
    ok(dialog);
    expect(onChange).toHaveBeenLastCalledWith('B');
  });

  it('searches the tree, collapses and expands all', async () => {
    setup({ multi: true });
    const dialog = await openDialog();
    const search = within(dialog).getByPlaceholderText('请输入部门名称');
    fireEvent.change(search, { target: { value: '华北' } });
    await waitFor(() => expect(within(dialog).queryByText('华南分部')).toBeNull());
    expect(within(dialog).getByText('华北分部')).toBeTruthy();
    expect(within(dialog).queryByText('财务部')).toBeNull();
    fireEvent.change(search, { target: { value: '' } });
    await within(dialog).findByText('财务部');
    fireEvent.click(within(dialog).getByText('折叠全部'));
    await waitFor(() => expect(within(dialog).queryByText('华南分部')).toBeNull());
    fireEvent.click(within(dialog).getByText('展开全部'));
    await within(dialog).findByText('华南分部');
  });

  it('shows the names of a stored value, stores org codes when asked, in the UI language', async () => {
    const { onChange } = setup({ value: 'A01A01,A02', store: 'orgCode', multi: true }, 'en');
    const input = screen.getByPlaceholderText('请选择部门') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('华南分部 (en),财务部 (en)'));
    fireEvent.click(input);
    const dialog = (await screen.findByText('Select departments')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('华北分部 (en)');
    expect(isChecked(dialog, '华南分部 (en)')).toBe(true);
    fireEvent.click(checkbox(dialog, '华北分部 (en)'));
    fireEvent.click(within(dialog).getByText('OK'));
    expect(onChange).toHaveBeenLastCalledWith('A01A01,A02,A01A02');
  });
});

describe('DepartCell', () => {
  it('shows department names', async () => {
    render(
      <PickerWrapper mem={pickerProvider()}>
        <DepartCell value="A1,B" record={{} as Row} field={pickerField('dep', { widget: 'depart' })} />
      </PickerWrapper>,
    );
    await screen.findByText('华南分部,财务部');
  });
});
