// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformCall } from '../../core/data-provider.ts';
import type { QueryGroup } from '../../core/query-tree.ts';
import { savedQueryPath, type SavedQuery } from '../../core/saved-query.ts';
import type { Row } from '../../core/wire.ts';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import { savedQueriesKey } from '../../react/use-saved-queries.ts';
import { choose, comboboxes, conditionRows } from '../query/query-test-kit.tsx';
import { lastLocation, listCalls, renderList } from './list-test-kit.tsx';

const rows: Row[] = [{ id: 'r1', version: 1, siteName: 'North', type: 1, fee: 10 }];
const LIST_SAVED = `GET ${savedQueryPath('wl_site', 'list')}`;

const TYPES: QueryGroup = { matchType: 'and', params: [{ field: 'type', rule: 'in', val: ['0', '1'] }] };
const COMPANY: QueryGroup = { matchType: 'and', params: [{ field: 'type', rule: 'eq', val: '0' }] };
const NESTED: QueryGroup = {
  matchType: 'and',
  params: [
    { matchType: 'or', params: [TYPES.params[0], { field: 'fee', rule: 'ge', val: '5' }] },
    { field: 'siteName', rule: 'like', val: 'Nor' },
  ],
};
const urlWith = (tree: QueryGroup, more = '') =>
  `/wl/site?superQuery=${encodeURIComponent(JSON.stringify(tree))}${more}`;

type Calls = Pick<ReturnType<typeof memoryProvider>, 'calls'>;
const lastList = (mem: Calls) => listCalls(mem.calls).at(-1)!;
const sentTree = (params: Record<string, unknown>) =>
  params.superQueryParams === undefined ? undefined : (JSON.parse(String(params.superQueryParams)) as QueryGroup);
const exports = (mem: Calls) =>
  mem.calls.filter((c) => c.op === 'exportXls').map((c) => c.arg as Record<string, unknown>);
/** A button of the builder's footer (the search form has 查询 and 重置 too). */
const footer = (name: string) =>
  within(document.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name });
const marker = () => screen.queryByTestId('super-query-active');
const superButton = () => screen.getByRole('button', { name: /高级查询/ });
const hasDot = () => !!superButton().closest('.ant-badge')?.querySelector('.ant-badge-dot');
const urlTree = () => {
  const raw = new URLSearchParams(lastLocation()).get('superQuery');
  return raw === null ? undefined : (JSON.parse(raw) as QueryGroup);
};

const savedQuery = (title: string, tree: QueryGroup): SavedQuery => ({
  id: `q-${title}`,
  title,
  matchType: tree.matchType,
  records: tree.params,
  shareScope: 0,
  roleId: null,
  mine: true,
  owner: 'admin',
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// A whole list plus the builder's Selects: ~5 s each on an idle machine, 20 s seen when others' tests
// share the two cores.
describe('ListView advanced query', { timeout: 60_000 }, () => {
  it('sends the applied query from the URL, marks the list, exports with it; closing the marker clears it', async () => {
    const mem = renderList({ rows, url: urlWith(NESTED, '&type=1') });
    await screen.findByText('North');
    expect(sentTree(lastList(mem))).toEqual(NESTED);
    expect(marker()?.textContent).toBe('已启用高级查询');
    expect(hasDot()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports(mem)).toHaveLength(1));
    // the nested form carries each group's own match type; the simple filters go along
    expect(sentTree(exports(mem)[0])).toEqual(NESTED);
    expect(exports(mem)[0]).toMatchObject({ type: '1' });
    expect(exports(mem)[0]).not.toHaveProperty('superQueryMatchType');

    fireEvent.click(marker()!.querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(sentTree(lastList(mem))).toBeUndefined());
    expect(lastList(mem)).toMatchObject({ type: '1' });
    expect(urlTree()).toBeUndefined();
    expect(marker()).toBeNull();
    expect(hasDot()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports(mem)).toHaveLength(2));
    expect(exports(mem)[1]).not.toHaveProperty('superQueryParams');
  });

  it('applies a query built in the dialog: sent from page 1, kept in the URL, marked, exported', async () => {
    const mem = renderList({ rows, url: '/wl/site?pageNo=2' });
    await waitFor(() => expect(lastList(mem).pageNo).toBe(2));
    expect(marker()).toBeNull();
    fireEvent.click(superButton());
    await screen.findByText('高级查询构造器');
    // ('in' with several values is in runtime/antd/query/super-query-modal.test.tsx)
    await choose(comboboxes(conditionRows()[0]).field, '网点类型');
    await choose(comboboxes(conditionRows()[0]).value, '公司');
    fireEvent.click(footer('查询'));
    await waitFor(() => expect(sentTree(lastList(mem))).toEqual(COMPANY));
    expect(lastList(mem).pageNo).toBe(1);
    expect(urlTree()).toEqual(COMPANY);
    await waitFor(() => expect(screen.queryByText('高级查询构造器')).toBeNull());
    expect(marker()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports(mem)).toHaveLength(1));
    expect(sentTree(exports(mem)[0])).toEqual(COMPANY);

    // opened again, the dialog starts from the applied query
    fireEvent.click(superButton());
    await screen.findByText('高级查询构造器');
    expect(within(conditionRows()[0]).getByTitle('网点类型')).toBeTruthy();
  });

  it("the builder's 重置 clears the applied query and the marker", async () => {
    const mem = renderList({ rows, url: urlWith(TYPES) });
    await screen.findByText('North');
    fireEvent.click(superButton());
    await screen.findByText('高级查询构造器');
    fireEvent.click(footer('重置'));
    await waitFor(() => expect(sentTree(lastList(mem))).toBeUndefined());
    expect(urlTree()).toBeUndefined();
    expect(marker()).toBeNull();
  });

  it("the search form's 重置 clears the advanced query too", async () => {
    const mem = renderList({ rows, url: urlWith(TYPES, '&siteName=Nor') });
    await screen.findByText('North');
    expect(lastList(mem)).toMatchObject({ siteName: '*Nor*' });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(sentTree(lastList(mem))).toBeUndefined());
    expect(lastList(mem)).not.toHaveProperty('siteName');
    expect(marker()).toBeNull();
  });

  it("lists saved queries of the list's route for its user, and applies one", async () => {
    const requests: PlatformCall[] = [];
    const mem = memoryProvider([...rows], {
      [LIST_SAVED]: (call: PlatformCall) => {
        requests.push(call);
        return [savedQuery('Hubs', TYPES)];
      },
    });
    renderList({ mem, userId: 'u7' });
    await screen.findByText('North');
    expect(requests).toEqual([]);
    fireEvent.click(superButton());
    fireEvent.click(await screen.findByText('Hubs'));
    await waitFor(() => expect(sentTree(lastList(mem))).toEqual(TYPES));
    expect(requests[0].params).toEqual({ saveCode: '/wl/site' });
    expect(JSON.parse(localStorage.getItem(savedQueriesKey('u7', '/wl/site'))!)).toHaveLength(1);
    expect(marker()).not.toBeNull();
  });

  it('uses the saveCode a screen names', async () => {
    const requests: PlatformCall[] = [];
    const mem = memoryProvider([...rows], {
      [LIST_SAVED]: (call: PlatformCall) => {
        requests.push(call);
        return [];
      },
    });
    renderList({ mem, userId: 'u7', props: { saveCode: 'site-hubs' } });
    await screen.findByText('North');
    fireEvent.click(superButton());
    await screen.findByText('暂无保存的查询');
    expect(requests[0].params).toEqual({ saveCode: 'site-hubs' });
  });

  it('offline, shows and applies the locally cached queries of this user', async () => {
    const mem = memoryProvider([...rows]);
    const request = mem.provider.request;
    mem.provider.request = (call) =>
      call.path === savedQueryPath('wl_site', 'list')
        ? Promise.reject(Object.assign(new Error('网络异常，请检查网络连接'), { status: 0 }))
        : request(call);
    localStorage.setItem(savedQueriesKey('u7', '/wl/site'), JSON.stringify([savedQuery('Cached hubs', TYPES)]));
    localStorage.setItem(savedQueriesKey('u8', '/wl/site'), JSON.stringify([savedQuery('Not mine', NESTED)]));
    renderList({ mem, userId: 'u7' });
    await screen.findByText('North');
    fireEvent.click(superButton());
    await screen.findByText('无法连接服务器，显示本地缓存');
    expect(screen.queryByText('Not mine')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 Cached hubs' })).toBeNull();
    fireEvent.click(screen.getByText('Cached hubs'));
    await waitFor(() => expect(sentTree(lastList(mem))).toEqual(TYPES));
  });
});
