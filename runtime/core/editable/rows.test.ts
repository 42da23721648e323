import { describe, expect, it } from 'vitest';
import {
  addPositionToIndex,
  clampAddCount,
  clampAddIndex,
  cleanId,
  createRow,
  emitRow,
  insertAt,
  isRowDisabled,
  isTempId,
  loadRow,
  moveItem,
  removeByIds,
  renumber,
  sortKeyOf,
  tempId,
} from './rows.ts';
import { normalizeAddSettings } from './add-settings.ts';
import { TEMP_ID_PREFIX, type EditableColumn } from './types.ts';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', defaultValue: '新' },
  { key: 'on', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'off', title: '关', type: 'checkbox' },
  { key: 'n', title: '数', type: 'inputNumber' },
];

describe('temporary ids', () => {
  it('carry the prefix, are unique, and are emitted clean', () => {
    const ids = new Set(Array.from({ length: 2000 }, tempId));
    expect(ids.size).toBe(2000);
    const id = tempId();
    expect(id.startsWith(TEMP_ID_PREFIX)).toBe(true);
    expect(isTempId(id)).toBe(true);
    expect(cleanId(id)).toBe(id.slice(TEMP_ID_PREFIX.length));
    expect(cleanId('123')).toBe('123');
    expect(isTempId('123')).toBe(false);
    expect(emitRow({ id, a: 1 })).toEqual({ id: cleanId(id), a: 1 });
    expect(emitRow({ id: 's1', a: 1 })).toEqual({ id: 's1', a: 1 });
  });
});

describe('new rows', () => {
  it('get every column default (checkbox from customValue and defaultChecked), given values win', () => {
    const row = createRow(columns);
    expect(isTempId(row.id)).toBe(true);
    expect(row).toMatchObject({ name: '新', on: 'Y', off: false });
    expect('n' in row).toBe(false);
    expect(createRow(columns, { id: 'x', name: 'given' })).toMatchObject({ id: 'x', name: 'given', on: 'Y' });
  });
  it('loaded rows keep their id and values, without defaults', () => {
    expect(loadRow({ id: 's1', name: 'a' })).toEqual({ id: 's1', name: 'a' });
    expect(isTempId(loadRow({ name: 'a' }).id)).toBe(true);
  });
});

describe('add count and position (spec §5.2)', () => {
  it('count is at least 1 and whole', () => {
    expect([0, -3, 'x', undefined, 2.7, 5].map(clampAddCount)).toEqual([1, 1, 1, 1, 2, 5]);
  });
  it('position is 0..rowCount; 0 is the bottom, k puts the first new row at row k', () => {
    expect(clampAddIndex(-1, 5)).toBe(0);
    expect(clampAddIndex(9, 5)).toBe(5);
    expect(addPositionToIndex(0, 5)).toBe(5);
    expect(addPositionToIndex(1, 5)).toBe(0);
    expect(addPositionToIndex(3, 5)).toBe(2);
    expect(addPositionToIndex(5, 5)).toBe(4);
    expect(addPositionToIndex(99, 5)).toBe(4);
    expect(addPositionToIndex(0, 0)).toBe(0);
  });
  it('stored settings come back into range with the spec defaults', () => {
    expect(normalizeAddSettings(null)).toEqual({ addRowNum: 1, addIndex: 0, addScrollToBottom: false });
    expect(normalizeAddSettings({ addRowNum: 0, addIndex: -2, addScrollToBottom: 'yes' })).toEqual({
      addRowNum: 1,
      addIndex: 0,
      addScrollToBottom: false,
    });
    expect(normalizeAddSettings({ addRowNum: '3', addIndex: 2, addScrollToBottom: true })).toEqual({
      addRowNum: 3,
      addIndex: 2,
      addScrollToBottom: true,
    });
  });
});

describe('insert, remove, move', () => {
  it('inserts before an index, clamped', () => {
    expect(insertAt([1, 2, 3], [9], 1)).toEqual([1, 9, 2, 3]);
    expect(insertAt([1, 2, 3], [9], -5)).toEqual([9, 1, 2, 3]);
    expect(insertAt([1, 2, 3], [9, 8], 99)).toEqual([1, 2, 3, 9, 8]);
  });
  it('removes by id and records only non-temporary ids', () => {
    const t = tempId();
    const rows = [{ id: 'a' }, { id: t }, { id: 'b' }, { id: 'c' }];
    const result = removeByIds(rows, ['b', t, 'zz', 'a']);
    expect(result.rows).toEqual([{ id: 'c' }]);
    expect(result.deleted).toEqual(['a', 'b']);
  });
  it('moves from-to (clamped), up and down; no move returns the same array', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 7, 1)).toBe(list);
  });
});

describe('sort number', () => {
  it('is the isOrder column, else the sort key, orderNum by default', () => {
    expect(sortKeyOf(columns)).toBe('orderNum');
    expect(sortKeyOf(columns, 'seq')).toBe('seq');
    expect(sortKeyOf([...columns, { key: 'rank', title: 'r', type: 'inputNumber', isOrder: true }])).toBe('rank');
  });
  it('is recomputed 1..n; unchanged rows keep their object', () => {
    const a = { id: 'a', orderNum: 1 };
    const b = { id: 'b', orderNum: 5 };
    const c: { id: string; orderNum?: number } = { id: 'c' };
    const out = renumber([a, b, c], 'orderNum');
    expect(out.map((r) => r.orderNum)).toEqual([1, 2, 3]);
    expect(out[0]).toBe(a);
    expect(out[1]).not.toBe(b);
    expect(b.orderNum).toBe(5);
  });
});

describe('disabled rows', () => {
  it('match any listed value of any listed field (numbers and text alike)', () => {
    const disabled = { state: [30, 40], locked: true };
    expect(isRowDisabled({ id: '1', state: 30 }, disabled)).toBe(true);
    expect(isRowDisabled({ id: '1', state: '40' }, disabled)).toBe(true);
    expect(isRowDisabled({ id: '1', state: 20 }, disabled)).toBe(false);
    expect(isRowDisabled({ id: '1', state: 20, locked: true }, disabled)).toBe(true);
    expect(isRowDisabled({ id: '1' }, { state: 'x' })).toBe(false);
    expect(isRowDisabled({ id: '1', state: 30 }, undefined)).toBe(false);
  });
});
