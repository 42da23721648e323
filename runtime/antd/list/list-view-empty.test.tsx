// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListParams, PageResult, Row } from '../../core/wire.ts';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import { lastLocation, listCalls, permissions, renderList } from './list-test-kit.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const empty = () => document.querySelector('.ant-table .ant-empty') as HTMLElement;

describe('ListView empty and loading states', () => {
  it('says 暂无数据 and offers Add when there is no data at all', async () => {
    renderList({});
    await screen.findByText('暂无数据');
    // one 新增 button (the toolbar's); the empty state's own button opens the same dialog
    expect(screen.getAllByText('新增')).toHaveLength(1);
    fireEvent.click(within(empty()).getByText('立即创建'));
    await screen.findByText('新增网点');
  });

  it('offers no Add to a user who may not add', async () => {
    renderList({ perms: permissions(['list']) });
    await screen.findByText('暂无数据');
    expect(within(empty()).queryByText('立即创建')).toBeNull();
    expect(screen.queryByText('新增')).toBeNull();
  });

  it('says 没有符合条件的数据 with a link that clears the filters when filters are set', async () => {
    const mem = renderList({ url: '/wl/site?siteName=zzz&pageSize=20' });
    await screen.findByText('没有符合条件的数据');
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(within(empty()).queryByText('立即创建')).toBeNull();
    fireEvent.click(within(empty()).getByText('重置查询条件'));
    await waitFor(() => expect(lastLocation()).toBe(''));
    await waitFor(() =>
      expect(listCalls(mem.calls).at(-1)).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' }),
    );
    await screen.findByText('暂无数据');
  });

  it('keeps the previous rows under the spinner while the next page loads', async () => {
    const rows: Row[] = Array.from({ length: 15 }, (_, i) => ({
      id: `r${i}`,
      version: 1,
      siteName: `Site ${i}`,
      type: 0,
    }));
    const mem = memoryProvider(rows);
    let release: (() => void) | undefined;
    const getList = mem.provider.getList.bind(mem.provider);
    mem.provider.getList = <T extends object = Row>(entity: string, params: ListParams) =>
      params.pageNo === 2
        ? new Promise<PageResult<T>>((resolve) => {
            release = () => void getList<T>(entity, params).then(resolve);
          })
        : getList<T>(entity, params);
    renderList({ mem });
    await screen.findByText('Site 0');
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeTruthy());
    expect(screen.getByText('Site 0')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    release!();
    await screen.findByText('Site 12');
    expect(screen.queryByText('Site 0')).toBeNull();
    expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull();
  });

  it('shows the error with Retry and no empty sentence', async () => {
    const mem = memoryProvider([]);
    mem.failWith(new Error('boom'));
    renderList({ mem });
    await screen.findByText('boom');
    expect(screen.queryByText('暂无数据')).toBeNull();
    mem.failWith(null);
    fireEvent.click(screen.getByText('重试'));
    await screen.findByText('暂无数据');
    expect(screen.queryByText('boom')).toBeNull();
  });
});
