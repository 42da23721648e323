// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../core/wire.ts';
import { memoryProvider, wrapper } from './test-fixtures.tsx';
import { useListController } from './use-list-controller.ts';

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}`, siteName: `Site ${i}`, version: 1 }));

afterEach(() => sessionStorage.clear());

function setup(url = '/wl/site', data = rows, userId?: string) {
  const mem = memoryProvider([...data]);
  const hook = renderHook(() => ({ list: useListController('wl_site', { userId }), location: useLocation() }), {
    wrapper: wrapper(mem.provider, { url }),
  });
  return { ...mem, ...hook };
}

const lastList = (calls: { op: string; arg: unknown }[]) => calls.filter((c) => c.op === 'getList').at(-1)?.arg;

describe('useListController', () => {
  it('loads the first page with the default sort', async () => {
    const { result, calls } = setup();
    expect(result.current.list.loading).toBe(true);
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.list.records).toHaveLength(10);
    expect(result.current.list.total).toBe(25);
    expect(result.current.list.empty).toBe(false);
    expect(lastList(calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
  });

  it('starts from the state in the URL', async () => {
    const { result, calls } = setup('/wl/site?pageNo=2&pageSize=20&siteName=abc');
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(lastList(calls)).toMatchObject({ pageNo: 2, pageSize: 20, siteName: '*abc*' });
    expect(result.current.list.state.filters).toEqual({ siteName: 'abc' });
  });

  it('puts search, paging and sort into the URL and reloads', async () => {
    const { result, calls } = setup('/wl/site?pageNo=3');
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.list.search({ siteName: '!x', type: '1', parentId: '' }));
    expect(result.current.location.search).toBe('?siteName=%21x&type=1');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ pageNo: 1, siteName: '!x', type: '1' }));

    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toContain('pageNo=2');
    act(() => result.current.list.setPage(2, 30));
    expect(result.current.list.state).toMatchObject({ pageNo: 1, pageSize: 30 });

    act(() => result.current.list.setSort('siteName', 'asc'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ column: 'siteName', order: 'asc' }));
    act(() => result.current.list.setSort());
    expect(result.current.list.state).toMatchObject({ column: 'createTime', order: 'desc' });

    act(() => result.current.list.reset());
    expect(result.current.location.search).toBe('');
  });

  it('queries again when a search leaves the filters as they are', async () => {
    const { result, calls } = setup('/wl/site?siteName=abc');
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    const before = calls.filter((c) => c.op === 'getList').length;
    act(() => result.current.list.search({ siteName: 'abc' }));
    expect(result.current.location.search).toBe('?siteName=abc');
    await waitFor(() => expect(calls.filter((c) => c.op === 'getList').length).toBe(before + 1));
  });

  it('keeps a selection until the query changes', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.list.setSelectedKeys(['r1', 'r2']));
    expect(result.current.list.selectedKeys).toEqual(['r1', 'r2']);
    act(() => result.current.list.setPage(2));
    expect(result.current.list.selectedKeys).toEqual([]);
  });

  it('reports errors and empty results', async () => {
    const failing = setup();
    failing.failWith(new Error('boom'));
    act(() => failing.result.current.list.reload());
    await waitFor(() => expect(failing.result.current.list.error?.message).toBe('boom'));
    expect(failing.result.current.list.empty).toBe(false);

    const empty = setup('/wl/site', []);
    await waitFor(() => expect(empty.result.current.list.empty).toBe(true));
  });

  it('deletes one or many and reloads, stepping back from an emptied last page', async () => {
    const { result, calls } = setup('/wl/site?pageNo=3');
    await waitFor(() => expect(result.current.list.records).toHaveLength(5));
    await act(() => result.current.list.removeMany(['r20', 'r21', 'r22', 'r23', 'r24']));
    expect(calls.find((c) => c.op === 'deleteMany')?.arg).toEqual(['r20', 'r21', 'r22', 'r23', 'r24']);
    await waitFor(() => expect(result.current.list.state.pageNo).toBe(2));
    await waitFor(() => expect(result.current.list.total).toBe(20));
    const before = calls.filter((c) => c.op === 'getList').length;
    await act(() => result.current.list.remove('r10'));
    await waitFor(() => expect(calls.filter((c) => c.op === 'getList').length).toBe(before + 1));
    await waitFor(() => expect(result.current.list.total).toBe(19));
  });

  it('comes back to the state it was left in when opened again without search params', async () => {
    const first = setup('/wl/site?siteName=abc', rows, 'u1');
    await waitFor(() => expect(first.result.current.list.loading).toBe(false));
    act(() => first.result.current.list.setPage(2, 20));
    act(() => first.result.current.list.setSort('siteName', 'asc'));
    await waitFor(() => expect(first.result.current.list.loading).toBe(false));
    expect(sessionStorage.getItem('listState:u1:wl_site:/wl/site')).toBe(
      'siteName=abc&pageSize=20&column=siteName&order=asc',
    );
    first.unmount();

    // back from another menu entry: no params -> the last state, put into the URL, loaded once
    const back = setup('/wl/site', rows, 'u1');
    await waitFor(() => expect(back.result.current.list.loading).toBe(false));
    expect(back.result.current.location.search).toBe('?siteName=abc&pageSize=20&column=siteName&order=asc');
    expect(back.calls.filter((c) => c.op === 'getList').map((c) => c.arg)).toEqual([
      { pageNo: 1, pageSize: 20, column: 'siteName', order: 'asc', siteName: '*abc*' },
    ]);
    act(() => back.result.current.list.setPage(2));
    await waitFor(() => expect(lastList(back.calls)).toMatchObject({ pageNo: 2, pageSize: 20 }));
    back.unmount();

    // a link with params wins over the remembered state (and becomes the remembered state)
    const linked = setup('/wl/site?type=1', rows, 'u1');
    await waitFor(() => expect(linked.result.current.list.loading).toBe(false));
    expect(linked.result.current.list.state).toMatchObject({ pageNo: 1, pageSize: 10, filters: { type: '1' } });
    expect(lastList(linked.calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', type: '1' });
    expect(sessionStorage.getItem('listState:u1:wl_site:/wl/site')).toBe('type=1');
  });

  it('keeps each user its own remembered state and forgets it after a reset', async () => {
    const a = setup('/wl/site?siteName=mine', rows, 'u1');
    await waitFor(() => expect(a.result.current.list.loading).toBe(false));
    a.unmount();
    const b = setup('/wl/site', rows, 'u2');
    await waitFor(() => expect(b.result.current.list.loading).toBe(false));
    expect(b.result.current.list.state.filters).toEqual({});
    b.unmount();
    const again = setup('/wl/site', rows, 'u1');
    await waitFor(() => expect(again.result.current.list.state.filters).toEqual({ siteName: 'mine' }));
    act(() => again.result.current.list.reset());
    expect(sessionStorage.getItem('listState:u1:wl_site:/wl/site')).toBeNull();
  });

  it('drops remembered keys the list does not know', async () => {
    sessionStorage.setItem('listState:anonymous:wl_site:/wl/site', 'bogus=1&siteName=x&pageSize=15');
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.location.search).toBe('?siteName=x');
    expect(lastList(calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', siteName: '*x*' });
  });

  it('remembers nothing for a list kept out of the URL', async () => {
    const mem = memoryProvider([...rows]);
    const hook = renderHook(() => useListController('wl_site', { syncUrl: false }), {
      wrapper: wrapper(mem.provider, { url: '/wl/site' }),
    });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => hook.result.current.search({ siteName: 'x' }));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(sessionStorage.length).toBe(0);
  });
});
