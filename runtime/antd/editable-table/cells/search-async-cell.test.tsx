// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformCall } from '../../../core/data-provider.ts';
import type { SelectOption } from '../../../core/editable/types.ts';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { column, renderCell } from './cell-test-kit.tsx';
import { SEARCH_DEBOUNCE_MS } from './dict-calls.ts';
import { SearchAsyncCell } from './search-async-cell.tsx';

afterEach(cleanup);

const SITES: SelectOption[] = Array.from({ length: 15 }, (_, i) => ({ value: `s${i}`, text: `Site ${i}` }));
const TABLE = 'wl_site,siteName,id';

const requests = (mem: ReturnType<typeof memoryProvider>, call: string) =>
  mem.calls.map((c) => c.arg as PlatformCall).filter((a) => a?.path?.includes(call));

describe('sel_search_async cell', () => {
  it('searches through column.search 800 ms after the last key, 10 options a page', async () => {
    const search = vi.fn(async (text: string) => SITES.filter((s) => s.text.includes(text)));
    const cell = renderCell(SearchAsyncCell, column('sel_search_async', { search }));
    expect(search).not.toHaveBeenCalled(); // nothing on mount
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(search).toHaveBeenCalledWith(''));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(10));
    const typedAt = Date.now();
    fireEvent.change(input, { target: { value: 'Site 1' } });
    fireEvent.change(input, { target: { value: 'Site 12' } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    expect(search).toHaveBeenLastCalledWith('Site 12'); // the intermediate text was never searched
    fireEvent.click(await screen.findByTitle('Site 12'));
    await waitFor(() => expect(cell.last()).toBe('s12'));
    cell.setEditing(false);
    expect(screen.getByText('Site 12')).toBeTruthy(); // the picked label is remembered
  });

  it("labels a loaded row's value with the <field>_dictText the server sent, a newly picked one with its option", async () => {
    const search = vi.fn(async (text: string) => SITES.filter((s) => s.text.includes(text)));
    const col = column('sel_search_async', { search });
    const cell = renderCell(SearchAsyncCell, col, {
      value: 'o9',
      row: { [`${col.key}_dictText`]: 'DD009' },
      editing: false,
    });
    expect(screen.getByText('DD009')).toBeTruthy(); // not the raw id
    cell.setEditing(true);
    expect(screen.getByTitle('DD009')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Site 2'));
    await waitFor(() => expect(cell.last()).toBe('s2'));
    cell.setEditing(false);
    expect(screen.getByText('Site 2')).toBeTruthy(); // the old row label is not reused for the new value
    expect(search).toHaveBeenCalled();
  });

  it('searches a table dictionary on the server and shows stored labels with one batched call', async () => {
    const mem = memoryProvider([], {
      [`GET /sys/dict/loadDict/${TABLE}`]: (call: PlatformCall) =>
        SITES.filter((s) => s.text.includes(String(call.params?.keyword))).slice(0, Number(call.params?.pageSize)),
      [`GET /sys/dict/loadDictItem/${TABLE}`]: (call: PlatformCall) =>
        String(call.params?.key)
          .split(',')
          .map((k) => SITES.find((s) => s.value === k)!.text),
    });
    const col = column('sel_search_async', { dictCode: TABLE });
    renderCell(SearchAsyncCell, col, { provider: mem.provider, value: 's3', editing: false });
    renderCell(SearchAsyncCell, col, { provider: mem.provider, value: 's4', editing: false });
    await screen.findByText('Site 3');
    await screen.findByText('Site 4');
    expect(requests(mem, 'loadDictItem').map((c) => c.params)).toEqual([{ key: 's3,s4' }]);
    cleanup();

    const cell = renderCell(SearchAsyncCell, col, { provider: mem.provider, value: 's3' });
    expect(screen.getByTitle('Site 3')).toBeTruthy(); // cached label, no new call
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Site 12' } });
    fireEvent.click(await screen.findByTitle('Site 12', {}, { timeout: 3000 }));
    await waitFor(() => expect(cell.last()).toBe('s12'));
    expect(requests(mem, 'loadDict/').at(-1)!.params).toEqual({ keyword: 'Site 12', pageSize: 10 });
    expect(requests(mem, 'loadDictItem')).toHaveLength(1);
  });

  it('multiple: comma-joined values; clearing emits null', async () => {
    const search = async () => SITES.slice(0, 3);
    const cell = renderCell(SearchAsyncCell, column('sel_search_async', { search, multiple: true }), {
      value: 's0',
    });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Site 2'));
    await waitFor(() => expect(cell.last()).toBe('s0,s2'));
    const clear = document.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(cell.last()).toBeNull());
  });
});
