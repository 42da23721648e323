// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DbDictItemsProvider } from './db-dict-items.tsx';
import { memoryProvider, wrapper } from './test-fixtures.tsx';
import { useDict } from './use-dict.ts';
import { useEntityTotal, useRefLabel, useRefOptions } from './use-ref-options.ts';

describe('useDict', () => {
  it('gives labels and colours in the current language', () => {
    const { provider } = memoryProvider();
    const zh = renderHook(() => useDict('site_type'), { wrapper: wrapper(provider) }).result.current;
    expect(zh.options.map((o) => o.label)).toEqual(['公司', '一级转运中心']);
    expect(zh.label(1)).toBe('一级转运中心');
    expect(zh.label('1')).toBe('一级转运中心');
    expect(zh.color(0)).toBe('purple');
    expect(zh.label(9)).toBe('9');
    expect(zh.label(null)).toBe('');
    const en = renderHook(() => useDict('site_type'), { wrapper: wrapper(provider, { lang: 'en' }) }).result.current;
    expect(en.label(0)).toBe('Company');
    expect(renderHook(() => useDict('nope'), { wrapper: wrapper(provider) }).result.current.options).toEqual([]);
  });
});

describe('useRefOptions', () => {
  it('loads on open, searches by label with like, and keeps known options', async () => {
    const mem = memoryProvider([{ id: 'a', siteName: 'Alpha' }]);
    const ref = { entity: 'wl_site', label: 'siteName' };
    const { result } = renderHook(() => useRefOptions(ref, [{ value: 'z', label: 'Zed' }], { debounceMs: 5 }), {
      wrapper: wrapper(mem.provider),
    });
    expect(mem.calls).toHaveLength(0);
    expect(result.current.options).toEqual([{ value: 'z', label: 'Zed' }]);
    act(() => result.current.open());
    await waitFor(() => expect(result.current.options).toHaveLength(2));
    expect(result.current.options[0]).toEqual({ value: 'a', label: 'Alpha' });
    expect(mem.calls[0].arg).toEqual({ pageNo: 1, pageSize: 10 });
    act(() => result.current.search('Al'));
    await waitFor(() => expect(mem.calls).toHaveLength(2));
    expect(mem.calls[1].arg).toEqual({ pageNo: 1, pageSize: 10, siteName: '*Al*' });
  });
});

describe('useEntityTotal', () => {
  it('asks for one row and returns the total', async () => {
    const mem = memoryProvider([{ id: 'a' }, { id: 'b' }]);
    const { result } = renderHook(() => useEntityTotal('wl_site'), { wrapper: wrapper(mem.provider) });
    await waitFor(() => expect(result.current.total).toBe(2));
    expect(mem.calls[0].arg).toEqual({ pageNo: 1, pageSize: 1 });
  });
});

describe('useRefLabel', () => {
  it('fetches the label of an id only when none is known', async () => {
    const mem = memoryProvider([{ id: 'a', siteName: 'Alpha' }]);
    const ref = { entity: 'wl_site', label: 'siteName' };
    const known = renderHook(() => useRefLabel(ref, 'a', 'Known'), { wrapper: wrapper(mem.provider) });
    expect(known.result.current).toBe('Known');
    expect(mem.calls).toHaveLength(0);
    const { result } = renderHook(() => useRefLabel(ref, 'a'), { wrapper: wrapper(mem.provider) });
    await waitFor(() => expect(result.current).toBe('Alpha'));
  });
});

describe('useDict with database items', () => {
  it('prefers the database items and keeps the registry for values they lack', () => {
    const { provider } = memoryProvider();
    const Base = wrapper(provider);
    const items = { site_type: [{ value: 1, text: '一级中心(改)', color: 'red' }] };
    const withDb = ({ children }: { children: ReactNode }) => (
      <Base>
        <DbDictItemsProvider items={items}>{children}</DbDictItemsProvider>
      </Base>
    );
    const d = renderHook(() => useDict('site_type'), { wrapper: withDb }).result.current;
    expect(d.options).toEqual([{ value: 1, label: '一级中心(改)', color: 'red' }]);
    expect(d.label('1')).toBe('一级中心(改)');
    expect(d.color(1)).toBe('red');
    expect(d.label(0)).toBe('公司');
    // Without database items for the dictionary: the registry's items.
    const none = ({ children }: { children: ReactNode }) => (
      <Base>
        <DbDictItemsProvider items={{ other: [] }}>{children}</DbDictItemsProvider>
      </Base>
    );
    const other = renderHook(() => useDict('site_type'), { wrapper: none }).result.current;
    expect(other.options.map((o) => o.label)).toEqual(['公司', '一级转运中心']);
  });
});
