// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROW_HEIGHT, TEMP_ID_PREFIX, VIRTUAL_BUFFER_ROWS, type EditableColumn } from '../../core/editable/types.ts';
import { InputCell } from './cells/basic-cells.tsx';
import type { EditableCellProps } from './cells/cell-types.ts';
import { freightColumns, freightRows, renderTable } from './editable-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

// getByRole is slow on a table's worth of antd DOM; buttons are found by their text, boxes by label.
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text) ?? null;
const click = (text: string) => fireEvent.click(button(text)!);

const base = { columns: freightColumns, dataSource: freightRows, rowNumber: true, rowSelection: true, dragSort: true };

describe('EditableTable: frame', () => {
  it('draws the header with required marks, row numbers, the cells and no hidden column', () => {
    const t = renderTable(base);
    const header = document.querySelector('.et-header')!;
    expect(header.textContent).toContain('*起始重量');
    expect(header.textContent).not.toContain('排序');
    expect(t.rowIds()).toEqual(['f1', 'f2', 'f3']);
    expect(t.rows()[1].textContent).toContain('2');
    expect(t.input('f2', 'price').value).toBe('8.5');
    expect(t.input('f1', 'note').value).toBe('a');
  });

  it('shows 合计 and 平均 lines that follow edits', async () => {
    const t = renderTable(base);
    const line = (kind: string) => document.querySelector(`[data-statistic="${kind}"]`)!;
    expect(line('sum').textContent).toContain('合计');
    expect(within(line('sum') as HTMLElement).getByText('25.75')).toBeTruthy();
    expect(line('average').textContent).toContain('平均');
    expect(line('average').querySelector('[data-cell="price"]')!.textContent).toBe('8.58');
    expect(line('sum').querySelector('[data-cell="startWeight"]')!.textContent).toBe('15');
    fireEvent.change(t.input('f1', 'startWeight'), { target: { value: '100' } });
    expect(line('sum').querySelector('[data-cell="startWeight"]')!.textContent).toBe('115');
  });

  it('shows the empty state without rows', () => {
    renderTable({ ...base, dataSource: [] });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('EditableTable: editing and validation', () => {
  it('number cells refuse anything but a minus, digits and one point', () => {
    const t = renderTable(base);
    const input = t.input('f2', 'startWeight');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '-1.' } });
    expect(input.value).toBe('-1.');
    fireEvent.change(input, { target: { value: '-1.5' } });
    expect(t.api().getDeleteIds()).toEqual([]);
    const price = t.input('f2', 'price');
    fireEvent.change(price, { target: { value: '1.234' } });
    expect(price.value).toBe('8.5');
  });

  it('a failed rule gives a red cell and its message in a tooltip on hover', async () => {
    const t = renderTable(base);
    fireEvent.change(t.input('f1', 'note'), { target: { value: 'a1' } });
    fireEvent.blur(t.input('f1', 'note'));
    await waitFor(() => expect(t.cell('f1', 'note').classList.contains('et-cell-error')).toBe(true));
    fireEvent.mouseEnter(t.cell('f1', 'note'));
    expect(await screen.findByText('备注只能是字母')).toBeTruthy();
    fireEvent.change(t.input('f1', 'note'), { target: { value: 'ab' } });
    fireEvent.blur(t.input('f1', 'note'));
    await waitFor(() => expect(t.cell('f1', 'note').classList.contains('et-cell-error')).toBe(false));
  });

  it('getValues reports required cells and shows them; setErrors shows server messages', async () => {
    const t = renderTable(base);
    fireEvent.change(t.input('f3', 'startWeight'), { target: { value: '' } });
    let result: Awaited<ReturnType<ReturnType<typeof t.api>['getValues']>> | undefined;
    await act(async () => void (result = await t.api().getValues()));
    expect(result!.errors).toEqual({ f3: { startWeight: '请输入起始重量!' } });
    expect(t.cell('f3', 'startWeight').getAttribute('aria-invalid')).toBe('true');
    act(() => t.api().setErrors({ f2: { price: '价格不能低于成本' } }));
    fireEvent.mouseEnter(t.cell('f2', 'price'));
    expect(await screen.findByText('价格不能低于成本')).toBeTruthy();
  });

  it('the checkbox stores its customValue pair', async () => {
    const t = renderTable(base);
    const box = t.cell('f2', 'active').querySelector('input')!;
    fireEvent.click(box);
    const { values } = await t.api().getValues();
    expect(values[1].active).toBe('Y');
  });

  it('click-to-edit: text until clicked, the editor on click, text again after a click outside', async () => {
    const t = renderTable({ ...base, editMode: 'click' });
    expect(t.input('f1', 'note')).toBeNull();
    expect(t.cell('f1', 'note').textContent).toBe('a');
    fireEvent.click(t.cell('f1', 'note').querySelector('.et-view')!);
    const input = t.input('f1', 'note');
    expect(input).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'xyz' } });
    fireEvent.mouseDown(document.body);
    expect(t.input('f1', 'note')).toBeNull();
    expect(t.cell('f1', 'note').textContent).toBe('xyz');
  });

  it('disabled rows (by field values) are greyed and their editors disabled', () => {
    const t = renderTable({ ...base, disabledRows: { active: 'N' } });
    expect(t.rows()[1].classList.contains('et-disabled')).toBe(true);
    expect(t.input('f2', 'note').disabled).toBe(true);
    expect(t.input('f1', 'note').disabled).toBe(false);
  });

  it('column attributes: placeholder (the title by default), props on the editor, disabled, defaultValue', async () => {
    const columns: EditableColumn[] = [
      { key: 'name', title: '名称', type: 'input', placeholder: '请输入名称', props: { maxLength: 8 } },
      { key: 'code', title: '编码', type: 'input', disabled: true, defaultValue: 'C-1', help: '自动生成' },
      { key: 'qty', title: '数量', type: 'inputNumber', defaultValue: 3 },
    ];
    const t = renderTable({ columns, dataSource: [{ id: 'x1', name: 'a', code: 'K' }] });
    expect(t.input('x1', 'name').placeholder).toBe('请输入名称');
    expect(t.input('x1', 'name').maxLength).toBe(8);
    expect(t.input('x1', 'qty').placeholder).toBe('数量');
    expect(t.input('x1', 'code').disabled).toBe(true);
    expect(t.input('x1', 'name').disabled).toBe(false);
    // The header's tooltip: the title, with the column's help when it has one.
    const tips = [...document.querySelectorAll('[role="columnheader"][title]')].map((h) => h.getAttribute('title'));
    expect(tips).toEqual(['名称', '编码: 自动生成', '数量']);
    // Loaded rows keep their values; new rows get the defaults.
    expect(t.input('x1', 'qty').value).toBe('');
    let added: { id: string }[] = [];
    act(() => void (added = t.api().addRows(1)));
    expect(t.input(added[0].id, 'code').value).toBe('C-1');
    expect(t.input(added[0].id, 'qty').value).toBe('3');
    const { values } = await t.api().getValues();
    expect(values[1]).toMatchObject({ code: 'C-1', qty: 3 });
  });

  it('rows are 61 px high and the body 400 px at most by default (maxHeight changes it)', () => {
    const t = renderTable({ columns: freightColumns.slice(0, 3), dataSource: freightRows });
    const scroller = () => document.querySelector<HTMLElement>('.et-scroll')!;
    const high = parseFloat(scroller().style.maxHeight);
    expect(high).toBeGreaterThan(400);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(new RegExp(`\\.et-row\\{[^}]*height:${ROW_HEIGHT}px`));
    expect(ROW_HEIGHT).toBe(61);
    // Each row sits at index x 61 px in a body as high as all rows.
    expect(t.rows().map((r) => r.style.top)).toEqual(['0px', '61px', '122px']);
    expect(document.querySelector<HTMLElement>('.et-body')!.style.height).toBe(`${3 * ROW_HEIGHT}px`);
    t.rerender({ columns: freightColumns.slice(0, 3), dataSource: freightRows, maxHeight: 200 });
    expect(parseFloat(scroller().style.maxHeight)).toBe(high - 200);
  });
});

describe('EditableTable: render isolation', () => {
  it('a keystroke re-renders only the edited cell of the whole table', () => {
    const renders = new Map<string, number>();
    const Counting = (props: EditableCellProps) => {
      const k = `${props.row.id}.${props.column.key}`;
      renders.set(k, (renders.get(k) ?? 0) + 1);
      return <InputCell {...props} />;
    };
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, a: 'x', b: 'y' }));
    const columns: EditableColumn[] = [
      { key: 'a', title: 'A', type: 'input', validateRules: [{ required: true }] },
      { key: 'b', title: 'B', type: 'input' },
    ];
    const t = renderTable({
      columns,
      dataSource: many,
      rowNumber: true,
      rowSelection: true,
      cells: { input: Counting },
    });
    renders.clear();
    fireEvent.change(t.input('r3', 'a'), { target: { value: 'xy' } });
    fireEvent.change(t.input('r3', 'a'), { target: { value: 'xyz' } });
    expect(Object.fromEntries(renders)).toEqual({ 'r3.a': 2 });
  });
});

describe('EditableTable: rows', () => {
  it('新增 adds a row at the bottom; a second click within 1500 ms warns and adds nothing', async () => {
    vi.useFakeTimers({ now: 5_000_000, toFake: ['Date'] });
    const t = renderTable(base);
    click('新增');
    expect(t.rowIds()).toHaveLength(4);
    expect(t.rowIds()[3]!.startsWith(TEMP_ID_PREFIX)).toBe(true);
    click('新增');
    expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
    expect(t.rowIds()).toHaveLength(4);
    vi.setSystemTime(5_000_000 + 1600);
    click('新增');
    expect(t.rowIds()).toHaveLength(5);
    const { values } = await t.api().getValues();
    expect(values.map((r) => r.orderNum)).toEqual([1, 2, 3, 4, 5]);
  });

  it('the add settings (count, position) are used and saved', async () => {
    const t = renderTable({ ...base, storageKey: 'tiers' });
    fireEvent.click(screen.getByLabelText('新增设置'));
    const count = await screen.findByLabelText('新增行数');
    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('新增位置'), { target: { value: '1' } });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('editableTable:add:tiers')!)).toMatchObject({ addRowNum: 2, addIndex: 1 }),
    );
    click('新增');
    expect(t.rowIds()).toHaveLength(5);
    expect(t.rowIds().slice(2)).toEqual(['f1', 'f2', 'f3']);
  });

  it('插入 puts a row before the selected one; 删除 asks first, then removes and records ids', async () => {
    const t = renderTable(base);
    fireEvent.click(screen.getByLabelText('选择第 2 行'));
    click('插入');
    expect(t.rowIds()[1]!.startsWith(TEMP_ID_PREFIX)).toBe(true);
    expect(t.rowIds()[2]).toBe('f2');
    fireEvent.click(screen.getByLabelText('选择第 1 行'));
    click('删除');
    expect(await screen.findByText('确定删除选中的 2 行吗?')).toBeTruthy();
    click('确定');
    await waitFor(() => expect(t.rowIds()).toHaveLength(2));
    expect(t.api().getDeleteIds()).toEqual(['f1', 'f2']);
  });

  it('select-all selects every row; 清空选择 clears', () => {
    const t = renderTable(base);
    fireEvent.click(screen.getByLabelText('全选'));
    expect(screen.getByText('已选择 3 项')).toBeTruthy();
    click('清空选择');
    expect(screen.queryByText('已选择 3 项')).toBeNull();
    expect(t.rows().some((r) => r.classList.contains('et-selected'))).toBe(false);
  });

  it('reorders with the keyboard on the drag handle and by the 上移/下移 menu; sort numbers follow', async () => {
    const t = renderTable(base);
    const handle = (i: number) => t.rows()[i].querySelector<HTMLElement>('.et-drag')!;
    fireEvent.keyDown(handle(0), { key: 'ArrowDown' });
    expect(t.rowIds()).toEqual(['f2', 'f1', 'f3']);
    fireEvent.click(t.rows()[2].querySelector('[aria-label="行操作"]')!);
    fireEvent.click(await screen.findByText('上移'));
    expect(t.rowIds()).toEqual(['f2', 'f3', 'f1']);
    const { values } = await t.api().getValues();
    expect(values.map((r) => [r.id, r.orderNum])).toEqual([
      ['f2', 1],
      ['f3', 2],
      ['f1', 3],
    ]);
  });

  it('drags a row by its handle with the pointer', () => {
    const t = renderTable(base);
    const body = document.querySelector<HTMLElement>('.et-body')!;
    body.getBoundingClientRect = () =>
      ({ top: 100, bottom: 400, left: 0, right: 800, height: 300, width: 800, x: 0, y: 100 }) as DOMRect;
    fireEvent.pointerDown(t.rows()[0].querySelector('.et-drag')!, { button: 0, clientY: 110 });
    fireEvent.pointerMove(window, { clientY: 100 + ROW_HEIGHT * 2 + 10 });
    expect(document.querySelector('.et-drop')).not.toBeNull();
    fireEvent.pointerUp(window, { clientY: 100 + ROW_HEIGHT * 2 + 10 });
    expect(t.rowIds()).toEqual(['f2', 'f3', 'f1']);
    expect(document.querySelector('.et-drop')).toBeNull();
  });

  it('removeRows throws a TypeError on an argument that is neither string nor array', () => {
    const t = renderTable(base);
    expect(() => t.api().removeRows(42 as never)).toThrow(TypeError);
    act(() => t.api().removeRows('f2'));
    expect(t.rowIds()).toEqual(['f1', 'f3']);
  });

  it('a new dataSource array replaces the rows', () => {
    const t = renderTable(base);
    t.rerender({ ...base, dataSource: [{ id: 'n1', startWeight: 1 }] });
    expect(t.rowIds()).toEqual(['n1']);
  });
});

describe('EditableTable: permissions (authPre)', () => {
  const permissions = (held: string[]) => ({
    menu: [],
    auth: held.map((action) => ({ action, type: '1' })),
    allAuth: [
      { action: 'wl:freight:add', type: '1', status: '1' },
      { action: 'wl:freight:batch_delete', type: '1', status: '1' },
    ],
  });

  it('hides 新增 and 删除 when the exclusions under authPre contain add and batch_delete', () => {
    renderTable({ ...base, authPre: 'wl:freight:' }, { permissions: permissions([]) });
    fireEvent.click(screen.getByLabelText('全选'));
    expect(button('新增')).toBeNull();
    expect(button('删除')).toBeNull();
  });

  it('shows them to a user holding the codes', () => {
    renderTable(
      { ...base, authPre: 'wl:freight:' },
      { permissions: permissions(['wl:freight:add', 'wl:freight:batch_delete']) },
    );
    fireEvent.click(screen.getByLabelText('全选'));
    expect(button('新增')).not.toBeNull();
    expect(button('删除')).not.toBeNull();
  });
});

describe('EditableTable: virtual body', () => {
  const many = Array.from({ length: 5000 }, (_, i) => ({ id: `r${i}`, startWeight: i, note: 'x' }));
  const columns: EditableColumn[] = freightColumns.slice(0, 3);

  it('mounts only the window (~9 rows + buffer) of 5,000 rows, each at its place in the full-height body', () => {
    const t = renderTable({ columns, dataSource: many, rowNumber: true });
    const mounted = t.rows().length;
    expect(mounted).toBeLessThanOrEqual(Math.ceil(400 / ROW_HEIGHT) + 2 * VIRTUAL_BUFFER_ROWS);
    expect(mounted).toBeGreaterThanOrEqual(9);
    expect(t.rowIds()[0]).toBe('r0');
    const scroller = document.querySelector<HTMLElement>('.et-scroll')!;
    Object.defineProperty(scroller, 'scrollTop', { value: ROW_HEIGHT * 2500, configurable: true });
    fireEvent.scroll(scroller);
    const ids = t.rowIds();
    expect(ids.length).toBeLessThanOrEqual(Math.ceil(400 / ROW_HEIGHT) + 2 * VIRTUAL_BUFFER_ROWS + 1);
    expect(ids).toContain('r2500');
    expect(ids).not.toContain('r0');
    expect(t.rows()[0].textContent).toContain(String(2500 - VIRTUAL_BUFFER_ROWS + 1));
    // Mounted rows keep their place in a body as high as all 5,000.
    expect(t.rows()[0].style.top).toBe(`${(2500 - VIRTUAL_BUFFER_ROWS) * ROW_HEIGHT}px`);
    expect(document.querySelector<HTMLElement>('.et-body')!.style.height).toBe(`${5000 * ROW_HEIGHT}px`);
  });

  it('a small scroll inside the mounted rows mounts the next ones too (rendered as a transition)', async () => {
    const t = renderTable({ columns, dataSource: many });
    expect(t.rowIds()).not.toContain('r12');
    const scroller = document.querySelector<HTMLElement>('.et-scroll')!;
    Object.defineProperty(scroller, 'scrollTop', { value: ROW_HEIGHT * 2, configurable: true });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(t.rowIds()).toContain('r12'));
    expect(t.rowIds()[0]).toBe('r0');
  });

  it('adds 100 rows at once and still mounts only the window', () => {
    const t = renderTable({ columns, dataSource: many });
    act(() => void t.api().addRows(100));
    expect(t.rows().length).toBeLessThanOrEqual(Math.ceil(400 / ROW_HEIGHT) + 2 * VIRTUAL_BUFFER_ROWS);
    expect(document.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')).toBe('5101');
  });

  it('adds rows with scrollToBottom and scrolls once the new rows are drawn, mounting the last one', () => {
    const t = renderTable({ columns, dataSource: many.slice(0, 50) });
    let added: { id: string }[] = [];
    act(() => void (added = t.api().addRows(20, { scrollToBottom: true })));
    const scroller = document.querySelector<HTMLElement>('.et-scroll')!;
    // The last new row (index 69) is brought to the bottom of the 400 px viewport.
    expect(scroller.scrollTop).toBe(70 * ROW_HEIGHT - 400);
    const ids = t.rowIds();
    expect(ids).toContain(added[19].id);
    expect(ids).not.toContain('r0');
  });
});
