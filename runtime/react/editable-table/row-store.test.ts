import { describe, expect, it, vi } from 'vitest';
import { EditableRowStore } from './row-store.ts';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, v: i }));

describe('EditableRowStore', () => {
  it('notifies only the edited row; the list and other rows hear nothing', () => {
    const store = new EditableRowStore(rows(3));
    const r0 = vi.fn();
    const r1 = vi.fn();
    const list = vi.fn();
    const data = vi.fn();
    store.subscribeRow('r0', r0);
    store.subscribeRow('r1', r1);
    store.subscribeList(list);
    store.subscribeData(data);
    const ids = store.getIds();
    const all = store.getRows();
    expect(store.patch('r0', { v: 'x' })).toBe(true);
    expect([r0.mock.calls.length, r1.mock.calls.length, list.mock.calls.length, data.mock.calls.length]).toEqual([
      1, 0, 0, 1,
    ]);
    expect(store.getIds()).toBe(ids);
    expect(store.getRows()).not.toBe(all);
    expect(store.getRow('r0')?.v).toBe('x');
    expect(store.patch('r0', { v: 'x' })).toBe(false);
    expect(r0).toHaveBeenCalledTimes(1);
  });

  it('insert, remove and reorder notify the list once; removed server rows are recorded', () => {
    const store = new EditableRowStore(rows(3));
    const list = vi.fn();
    store.subscribeList(list);
    store.insert(
      Array.from({ length: 100 }, (_, i) => ({ id: `_tmp_${i}` })),
      1,
    );
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(103);
    expect(store.getIds().slice(0, 3)).toEqual(['r0', '_tmp_0', '_tmp_1']);
    store.remove(['r1', '_tmp_5', 'nope']);
    expect(list).toHaveBeenCalledTimes(2);
    expect(store.getDeleted()).toEqual(['r1']);
    store.reorder([...store.getIds()].reverse());
    expect(list).toHaveBeenCalledTimes(3);
    expect(store.getIds()[0]).toBe('r2');
  });

  it('keeps errors per row and notifies only rows whose errors change', () => {
    const store = new EditableRowStore(rows(3));
    const r0 = vi.fn();
    const r2 = vi.fn();
    store.subscribeRow('r0', r0);
    store.subscribeRow('r2', r2);
    store.setErrors({ r0: { v: 'bad' } });
    store.setErrors({ r0: { v: 'bad' }, r1: { v: 'also' } });
    expect(r0).toHaveBeenCalledTimes(1);
    expect(r2).not.toHaveBeenCalled();
    expect(store.getErrors()).toEqual({ r0: { v: 'bad' }, r1: { v: 'also' } });
    store.setCellError('r0', 'v', undefined);
    expect(store.getError('r0', 'v')).toBeUndefined();
    expect(store.getErrors()).toEqual({ r1: { v: 'also' } });
  });

  it('selection: per-row notices, count, setSelection, removal drops selected rows', () => {
    const store = new EditableRowStore(rows(4));
    const r1 = vi.fn();
    const sel = vi.fn();
    store.subscribeRow('r1', r1);
    store.subscribeSelection(sel);
    store.select('r1', true);
    store.select('r1', true);
    expect(r1).toHaveBeenCalledTimes(1);
    expect(store.selectedCount).toBe(1);
    store.setSelection(['r2', 'r3', 'ghost']);
    expect(store.getSelectedIds()).toEqual(['r2', 'r3']);
    expect(r1).toHaveBeenCalledTimes(2);
    store.remove(['r2']);
    expect(store.getSelectedIds()).toEqual(['r3']);
    expect(sel.mock.calls.length).toBe(3);
  });

  it('reset replaces rows and forgets errors, selection, deleted ids and the active cell', () => {
    const store = new EditableRowStore(rows(2));
    store.setErrors({ r0: { v: 'x' } });
    store.select('r0', true);
    store.remove(['r1']);
    store.setActive({ rowId: 'r0', key: 'v', focus: false });
    store.reset([{ id: 'n1' }]);
    expect(store.getIds()).toEqual(['n1']);
    expect([store.getErrors(), store.selectedCount, store.getDeleted(), store.getActive()]).toEqual([{}, 0, [], null]);
  });
});
