// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { memo, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEMP_ID_PREFIX, type EditableColumn } from '../../core/editable/types.ts';
import type { EditableRowStore } from './row-store.ts';
import { useCellError, useCellValue, useRowIds } from './store-hooks.ts';
import { useEditableTable, type EditableTableOptions } from './use-editable-table.ts';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', defaultValue: 1, validateRules: [{ pattern: 'z' }] },
  { key: 'secret', title: '隐藏', type: 'hidden', defaultValue: 'h' },
];
const data = [
  { id: 's1', name: 'a', qty: 1, orderNum: 1 },
  { id: 's2', name: 'b', qty: 2, orderNum: 2 },
  { id: 's3', name: 'c', qty: 3, orderNum: 3 },
];

function setup(extra: Partial<EditableTableOptions> = {}) {
  const onTooFast = vi.fn();
  const hook = renderHook((props: Partial<EditableTableOptions>) =>
    useEditableTable({ columns, dataSource: data, onTooFast, validationDelay: 10, ...extra, ...props }),
  );
  const c = () => hook.result.current;
  return {
    hook,
    c,
    onTooFast,
    order: () =>
      c()
        .store.getRows()
        .map((r) => [r.id, r.orderNum]),
  };
}

describe('useEditableTable: rows', () => {
  it('adds N rows at the bottom (0) or at a position, with defaults, temp ids and 1-based sort numbers', () => {
    const { c } = setup();
    let added: ReturnType<ReturnType<typeof c>['api']['addRows']> = [];
    act(() => void (added = c().api.addRows(2)));
    expect(added).toHaveLength(2);
    expect(added[0].id.startsWith(TEMP_ID_PREFIX)).toBe(true);
    expect(added[0]).toMatchObject({ qty: 1, secret: 'h', orderNum: 4 });
    expect(c().store.getIds().slice(0, 3)).toEqual(['s1', 's2', 's3']);
    vi.useFakeTimers({ now: Date.now() + 5000 });
    act(() => void (added = c().api.addRows(1, { index: 1 })));
    expect(c().store.getIds()[0]).toBe(added[0].id);
    expect(
      c()
        .store.getRows()
        .map((r) => r.orderNum),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses an insert within 1500 ms with 你点击的太快了，请慢点点击!', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { c, onTooFast } = setup();
    act(() => void c().api.addRows());
    act(() => void c().api.addRows());
    expect(onTooFast).toHaveBeenCalledWith('你点击的太快了，请慢点点击!');
    expect(c().store.size).toBe(4);
    vi.setSystemTime(1_000_000 + 1499);
    act(() => void c().api.insertRows(1, 0));
    expect(c().store.size).toBe(4);
    vi.setSystemTime(1_000_000 + 1500);
    act(() => void c().api.insertRows(1, 0));
    expect(c().store.size).toBe(5);
    expect(onTooFast).toHaveBeenCalledTimes(2);
  });

  it('inserts before an index; removes by id or ids; throws a TypeError on anything else', () => {
    const { c, order } = setup();
    let inserted: { id: string }[] = [];
    act(() => void (inserted = c().api.insertRows([{ name: 'x' }], 1)));
    expect(c().store.getIds()[1]).toBe(inserted[0].id);
    act(() => c().api.removeRows('s1'));
    act(() => c().api.removeRows([inserted[0].id, 's3']));
    expect(order()).toEqual([['s2', 1]]);
    expect(c().api.getDeleteIds()).toEqual(['s1', 's3']);
    for (const bad of [1, null, undefined, { id: 's2' }]) {
      expect(() => c().api.removeRows(bad as never)).toThrow(TypeError);
    }
  });

  it('moves rows (from-to, up, down) and recomputes the sort number', () => {
    const { c, order } = setup();
    act(() => c().api.moveRow(0, 2));
    expect(order()).toEqual([
      ['s2', 1],
      ['s3', 2],
      ['s1', 3],
    ]);
    act(() => c().api.moveUp('s1'));
    expect(order()).toEqual([
      ['s2', 1],
      ['s1', 2],
      ['s3', 3],
    ]);
    act(() => c().api.moveDown('s2'));
    act(() => c().api.moveUp('s1'));
    act(() => c().api.moveDown('s3'));
    expect(order()).toEqual([
      ['s1', 1],
      ['s2', 2],
      ['s3', 3],
    ]);
  });

  it('keeps no sort number when the table has none (no column, no explicit key, rows without it)', () => {
    const { c } = setup({ dataSource: [{ id: 'a' }, { id: 'b' }] });
    act(() => c().api.moveRow(0, 1));
    expect(c().store.getRows()).toEqual([{ id: 'b' }, { id: 'a' }]);
    const custom = setup({ dataSource: [{ id: 'a' }, { id: 'b' }], sortKey: 'seq' });
    act(() => custom.c().api.moveRow(0, 1));
    expect(custom.c().store.getRows()).toEqual([
      { id: 'b', seq: 1 },
      { id: 'a', seq: 2 },
    ]);
  });

  it('selection: removeSelectedRows, clearSelection', () => {
    const { c } = setup();
    act(() => c().store.setSelection(['s1', 's3']));
    act(() => c().api.removeSelectedRows());
    expect(c().store.getIds()).toEqual(['s2']);
    act(() => c().store.select('s2', true));
    act(() => c().api.clearSelection());
    expect(c().store.selectedCount).toBe(0);
  });

  it('a new dataSource array resets; reset() forgets deleted ids', () => {
    const { c, hook } = setup();
    act(() => c().api.removeRows('s1'));
    hook.rerender({ dataSource: [{ id: 'n1', name: 'z' }] });
    expect(c().store.getIds()).toEqual(['n1']);
    act(() => c().api.removeRows('n1'));
    act(() => c().api.reset([{ id: 'm1' }]));
    expect(c().api.getDeleteIds()).toEqual([]);
  });
});

describe('useEditableTable: values and validation', () => {
  it('getValues validates every row, emits clean ids (hidden columns kept), deleted ids and errors', async () => {
    const { c } = setup();
    let tmp = '';
    act(() => void (tmp = c().api.addRows(1)[0].id));
    act(() => c().changeCell('s2', 'name', 'a'));
    act(() => c().api.removeRows('s3'));
    let result: Awaited<ReturnType<ReturnType<typeof c>['api']['getValues']>> | undefined;
    await act(async () => void (result = await c().api.getValues()));
    expect(result!.values.map((r) => r.id)).toEqual(['s1', 's2', tmp.slice(TEMP_ID_PREFIX.length)]);
    expect(result!.values[2]).toMatchObject({ secret: 'h', qty: 1 });
    expect(result!.deleteIds).toEqual(['s3']);
    expect(result!.errors).toEqual({
      s1: { name: '名称不能重复' },
      s2: { name: '名称不能重复' },
      [tmp]: { name: '请输入名称!' },
    });
    expect(c().store.getError(tmp, 'name')).toBe('请输入名称!');
  });

  it('checks a cell shortly after a change and at once on blur; unique neighbours are re-checked', async () => {
    vi.useFakeTimers();
    const { c } = setup();
    act(() => c().changeCell('s1', 'qty', 1.5));
    expect(c().store.getError('s1', 'qty')).toBeUndefined();
    await act(async () => void vi.advanceTimersByTime(20));
    expect(c().store.getError('s1', 'qty')).toBe('请输入整数');
    act(() => c().changeCell('s2', 'name', 'a'));
    await act(() => c().blurCell('s2', 'name'));
    expect(c().store.getError('s2', 'name')).toBe('名称不能重复');
    expect(c().store.getError('s1', 'name')).toBe('名称不能重复');
    act(() => c().changeCell('s2', 'name', 'b2'));
    await act(() => c().blurCell('s2', 'name'));
    expect(c().store.getError('s1', 'name')).toBeUndefined();
    expect(c().store.getError('s2', 'name')).toBeUndefined();
  });

  it('setErrors shows server errors, also for temporary rows named by their clean id; setValues writes', () => {
    const { c } = setup();
    let tmp = '';
    act(() => void (tmp = c().api.addRows(1)[0].id));
    act(() => c().api.setErrors({ s1: { name: '已存在' }, [tmp.slice(TEMP_ID_PREFIX.length)]: { qty: '太大' } }));
    expect(c().store.getError('s1', 'name')).toBe('已存在');
    expect(c().store.getError(tmp, 'qty')).toBe('太大');
    act(() => c().api.setValues([{ rowKey: 's2', values: { name: 'B', qty: 9 } }]));
    expect(c().store.getRow('s2')).toMatchObject({ name: 'B', qty: 9 });
  });

  it('an async handler answering late for an older value is ignored', async () => {
    const resolvers: ((v: string | undefined) => void)[] = [];
    const cols: EditableColumn[] = [
      {
        key: 'code',
        title: '编码',
        type: 'input',
        validateRules: [{ handler: () => new Promise((r) => resolvers.push(r)) }],
      },
    ];
    const { c } = setup({ columns: cols, dataSource: [{ id: 'a', code: 'x' }] });
    const first = c().blurCell('a', 'code');
    act(() => c().changeCell('a', 'code', 'y'));
    const second = c().blurCell('a', 'code');
    resolvers[1](undefined);
    resolvers[0]('旧的错误');
    await act(async () => void (await Promise.all([first, second])));
    expect(c().store.getError('a', 'code')).toBeUndefined();
  });

  it('add settings default to the spec and are saved under the storage key', () => {
    const { c } = setup({ storageKey: 'freight' });
    expect(c().addSettings).toEqual({ addRowNum: 1, addIndex: 0, addScrollToBottom: false });
    act(() => c().setAddSettings({ addRowNum: 3, addIndex: 1 }));
    expect(JSON.parse(localStorage.getItem('editableTable:add:freight')!)).toEqual({
      addRowNum: 3,
      addIndex: 1,
      addScrollToBottom: false,
    });
    act(() => void c().addWithSettings());
    expect(c().store.size).toBe(6);
    expect(c().store.getIds().slice(3)).toEqual(['s1', 's2', 's3']);
    expect(setup({ storageKey: 'freight' }).c().addSettings.addRowNum).toBe(3);
  });
});

describe('useEditableTable: render isolation', () => {
  it('a keystroke re-renders only its cell: no other cell, no row list', () => {
    const renders = new Map<string, number>();
    const count = (k: string) => renders.set(k, (renders.get(k) ?? 0) + 1);
    const Cell = memo(function Cell({ store, id, k }: { store: EditableRowStore; id: string; k: string }) {
      const value = useCellValue(store, id, k);
      const error = useCellError(store, id, k);
      useEffect(() => void count(`${id}.${k}`));
      return (
        <span>
          {String(value)}
          {error}
        </span>
      );
    });
    let api: ReturnType<typeof useEditableTable> | undefined;
    function Table() {
      const controller = useEditableTable({ columns, dataSource: data });
      api = controller;
      const ids = useRowIds(controller.store);
      useEffect(() => void count('list'));
      return (
        <div>
          {ids.map((id) =>
            columns.map((c) => <Cell key={`${id}.${c.key}`} store={controller.store} id={id} k={c.key} />),
          )}
        </div>
      );
    }
    render(<Table />);
    renders.clear();
    act(() => api!.changeCell('s2', 'name', 'bb'));
    act(() => api!.changeCell('s2', 'name', 'bbb'));
    expect(Object.fromEntries(renders)).toEqual({ 's2.name': 2 });
    renders.clear();
    act(() => void api!.api.addRows(1));
    expect(renders.get('list')).toBe(1);
  });
});
