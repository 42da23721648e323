// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformCall } from '../core/data-provider.ts';
import { savedQueryPath, type SaveQueryBody, type SavedQuery } from '../core/saved-query.ts';
import { memoryProvider, providers } from './test-fixtures.tsx';
import { savedQueriesKey, useSavedQueries } from './use-saved-queries.ts';

const LIST = `GET ${savedQueryPath('wl_site', 'list')}`;
const SAVE = `POST ${savedQueryPath('wl_site', 'save')}`;
const DELETE = `DELETE ${savedQueryPath('wl_site', 'delete')}`;

const query = (id: string, title: string): SavedQuery => ({
  id,
  title,
  matchType: 'and',
  records: [{ field: 'siteName', rule: 'like', val: title }],
  shareScope: 0,
  roleId: null,
  mine: true,
  owner: 'admin',
});

/** A server holding `items` per saveCode, answering list, save and delete. */
function server(start: Record<string, SavedQuery[]>) {
  const store = { ...start };
  const mem = memoryProvider([], {
    [LIST]: (call: PlatformCall) => [...(store[String(call.params?.saveCode)] ?? [])],
    [SAVE]: (call: PlatformCall) => {
      const body = call.body as SaveQueryBody;
      const q = { ...query(`id-${body.title}`, body.title), records: body.records };
      store[body.saveCode] = [...(store[body.saveCode] ?? []), q];
      return q;
    },
    [DELETE]: (call: PlatformCall) => {
      for (const code of Object.keys(store)) store[code] = store[code].filter((q) => q.id !== call.params?.id);
      return true;
    },
  });
  const requests = () => mem.calls.filter((c) => c.op === 'request').map((c) => c.arg as PlatformCall);
  return { mem, store, requests };
}

const offlineError = () => new Error('Network Error');

function mount(mem: ReturnType<typeof memoryProvider>, { saveCode = '/wl/site', userId = 'u1', enabled = true } = {}) {
  return renderHook((p: { enabled: boolean }) => useSavedQueries('wl_site', saveCode, userId, p.enabled), {
    wrapper: providers(mem.provider),
    initialProps: { enabled },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useSavedQueries', () => {
  it('lists the saveCode’s queries from the server only while enabled, and caches them per user and saveCode', async () => {
    const { mem, requests } = server({ '/wl/site': [query('a', 'Hubs')], '/other': [query('b', 'Other')] });
    const hook = mount(mem, { enabled: false });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(requests()).toEqual([]);
    expect(hook.result.current.items).toEqual([]);
    hook.rerender({ enabled: true });
    await waitFor(() => expect(hook.result.current.items.map((q) => q.title)).toEqual(['Hubs']));
    expect(hook.result.current.offline).toBe(false);
    expect(requests()).toEqual([
      { method: 'GET', path: '/sys/savedQuery/wl_site/list', params: { saveCode: '/wl/site' } },
    ]);
    expect(JSON.parse(localStorage.getItem(savedQueriesKey('u1', '/wl/site'))!)).toEqual([query('a', 'Hubs')]);
    expect(savedQueriesKey('u1', '/wl/site')).toBe('superQuery:u1:/wl/site');
  });

  it('shows the local copy when the server cannot be reached, only to the same user on the same saveCode', async () => {
    const { mem } = server({ '/wl/site': [query('a', 'Hubs')] });
    const online = mount(mem);
    await waitFor(() => expect(online.result.current.items).toHaveLength(1));
    online.unmount();

    mem.failWith(offlineError());
    const offline = mount(mem);
    await waitFor(() => expect(offline.result.current.offline).toBe(true));
    expect(offline.result.current.items.map((q) => q.title)).toEqual(['Hubs']);
    expect(offline.result.current.loading).toBe(false);

    const otherUser = mount(mem, { userId: 'u2' });
    await waitFor(() => expect(otherUser.result.current.offline).toBe(true));
    expect(otherUser.result.current.items).toEqual([]);
    const otherList = mount(mem, { saveCode: '/wl/site2' });
    await waitFor(() => expect(otherList.result.current.offline).toBe(true));
    expect(otherList.result.current.items).toEqual([]);
  });

  it('counts no response (status 0) or a gateway error (502-504) as offline with the cached list, a server refusal not', async () => {
    const { mem } = server({});
    localStorage.setItem(savedQueriesKey('u1', '/wl/site'), JSON.stringify([query('a', 'Cached')]));
    mem.failWith(Object.assign(new Error('网络异常，请检查网络连接'), { status: 0 }));
    const noResponse = mount(mem);
    await waitFor(() => expect(noResponse.result.current.offline).toBe(true));
    expect(noResponse.result.current.items.map((q) => q.title)).toEqual(['Cached']);
    noResponse.unmount();

    mem.failWith(Object.assign(new Error('没有权限'), { status: 403 }));
    const refused = mount(mem);
    await waitFor(() => expect(refused.result.current.loading).toBe(false));
    expect(refused.result.current.offline).toBe(false);
    expect(refused.result.current.items).toEqual([]);
    refused.unmount();

    mem.failWith(Object.assign(new Error('Bad gateway'), { status: 502 }));
    const gateway = mount(mem);
    await waitFor(() => expect(gateway.result.current.offline).toBe(true));
    expect(gateway.result.current.items.map((q) => q.title)).toEqual(['Cached']);
  });

  it('saves with the saveCode and deletes by id, reading the list (and the cache) again after each', async () => {
    const { mem, requests } = server({ '/wl/site': [query('a', 'Hubs')] });
    const hook = mount(mem);
    await waitFor(() => expect(hook.result.current.items).toHaveLength(1));
    const records = [{ field: 'type', rule: 'in' as const, val: ['0', '1'] }];
    await act(() => hook.result.current.save({ title: 'Types', matchType: 'or', records, overwrite: false }));
    expect(requests().at(-2)).toEqual({
      method: 'POST',
      path: '/sys/savedQuery/wl_site/save',
      body: { title: 'Types', matchType: 'or', records, overwrite: false, saveCode: '/wl/site' },
    });
    await waitFor(() => expect(hook.result.current.items.map((q) => q.title)).toEqual(['Hubs', 'Types']));
    expect(JSON.parse(localStorage.getItem(savedQueriesKey('u1', '/wl/site'))!)).toHaveLength(2);

    await act(() => hook.result.current.remove('a'));
    expect(requests().find((r) => r.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/sys/savedQuery/wl_site/delete',
      params: { id: 'a' },
    });
    await waitFor(() => expect(hook.result.current.items.map((q) => q.title)).toEqual(['Types']));
    expect(JSON.parse(localStorage.getItem(savedQueriesKey('u1', '/wl/site'))!)).toHaveLength(1);
  });

  it('rejects a save with the server’s error (the caller asks to overwrite on 409)', async () => {
    const mem = memoryProvider([], {
      [LIST]: [],
      [SAVE]: () => {
        throw Object.assign(new Error('Hubs 已存在'), { status: 409 });
      },
    });
    const hook = mount(mem);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    await expect(hook.result.current.save({ title: 'Hubs', matchType: 'and', records: [] })).rejects.toMatchObject({
      status: 409,
    });
  });
});
