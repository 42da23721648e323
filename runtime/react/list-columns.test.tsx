// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  columnCandidates,
  defaultSettings,
  mergeSettings,
  moveItem,
  useColumnSettings,
  type ColumnSetting,
} from './list-columns.ts';
import { siteEntity } from './test-fixtures.tsx';

afterEach(() => localStorage.clear());

const none = new Set<string>();

describe('column candidates and stored layouts', () => {
  it('offers list.columns first, then the other readable fields; never secrets, hidden or technical ones', () => {
    expect(columnCandidates(siteEntity, none)).toEqual([
      'siteName',
      'parentId',
      'type',
      'fee',
      'createTime',
      'personPhone',
    ]);
    expect(columnCandidates(siteEntity, new Set(['fee', 'personPhone']))).toEqual([
      'siteName',
      'parentId',
      'type',
      'createTime',
    ]);
  });

  it('shows list.columns by default', () => {
    const d = defaultSettings(siteEntity, columnCandidates(siteEntity, none));
    expect(d.filter((c) => c.show).map((c) => c.key)).toEqual(siteEntity.list.columns);
    expect(d.find((c) => c.key === 'personPhone')?.show).toBe(false);
  });

  it('applies a stored layout: vanished fields drop out, new ones join at the end', () => {
    const defaults: ColumnSetting[] = [
      { key: 'a', show: true },
      { key: 'b', show: true },
      { key: 'c', show: false },
    ];
    expect(mergeSettings(defaults, { order: ['b', 'gone', 'a'], shown: ['a', 'gone'] })).toEqual([
      { key: 'b', show: false },
      { key: 'a', show: true },
      { key: 'c', show: false },
    ]);
    expect(mergeSettings(defaults, null)).toBe(defaults);
    expect(mergeSettings(defaults, { density: 'small' })).toBe(defaults);
  });

  it('moves items within bounds only', () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});

describe('useColumnSettings', () => {
  const render = (userId: string, hidden = none) =>
    renderHook(({ u }) => useColumnSettings(siteEntity, u, hidden), { initialProps: { u: userId } });

  it('persists toggles, order and density per user and entity, and restores them', () => {
    const first = render('u1');
    act(() => first.result.current.toggle('personPhone', true));
    act(() => first.result.current.toggle('fee', false));
    act(() => first.result.current.move('createTime', -1));
    act(() => first.result.current.moveTo('personPhone', 'siteName'));
    act(() => first.result.current.setDensity('small'));
    const visible = ['personPhone', 'siteName', 'parentId', 'type', 'createTime'];
    expect(first.result.current.visible).toEqual(visible);
    const stored = JSON.parse(localStorage.getItem('listColumns:u1:wl_site')!);
    expect(stored).toMatchObject({ density: 'small', shown: visible });
    first.unmount();

    const again = render('u1');
    expect(again.result.current.visible).toEqual(visible);
    expect(again.result.current.density).toBe('small');
    // another user has the defaults; switching back reads u1's layout again
    again.rerender({ u: 'u2' });
    expect(again.result.current.visible).toEqual(siteEntity.list.columns);
    expect(again.result.current.density).toBe('middle');
    again.rerender({ u: 'u1' });
    expect(again.result.current.visible).toEqual(visible);
  });

  it('resets the columns but keeps the density; never hides the last column', () => {
    const { result } = render('u1');
    act(() => result.current.setDensity('large'));
    act(() => result.current.toggleAll(false));
    expect(result.current.visible).toEqual(['siteName']);
    act(() => result.current.toggle('siteName', false));
    expect(result.current.visible).toEqual(['siteName']);
    act(() => result.current.toggleAll(true));
    expect(result.current.visible).toHaveLength(6);
    act(() => result.current.reset());
    expect(result.current.visible).toEqual(siteEntity.list.columns);
    expect(result.current.density).toBe('large');
  });

  it('never offers a hidden field even when an old layout stored it as shown', () => {
    localStorage.setItem(
      'listColumns:u1:wl_site',
      JSON.stringify({ order: ['fee', 'siteName'], shown: ['fee', 'siteName'] }),
    );
    const { result } = render('u1', new Set(['fee']));
    expect(result.current.columns.map((c) => c.key)).not.toContain('fee');
    expect(result.current.visible).toEqual(['siteName', 'parentId', 'type', 'createTime']);
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem('listColumns:u1:wl_site', '{not json');
    const { result } = render('u1');
    expect(result.current.visible).toEqual(siteEntity.list.columns);
  });
});
