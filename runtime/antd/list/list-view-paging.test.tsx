// @vitest-environment jsdom
// A big set whose total the server only estimates (totalExact false): the pager says "about N", page
// numbers stop at the deepest page the server accepts, and beyond it next/previous page by cursor.
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListParams, PageResult, Row } from '../../core/wire.ts';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import { lastLocation, listCalls, renderList } from './list-test-kit.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const TOTAL = 1_000_000;

/** A server of a million rows: pages by number or by cursor (`c<page>`), an estimated total. */
function bigSet() {
  const mem = memoryProvider([]);
  const getList = async <T extends object = Row>(entity: string, params: ListParams): Promise<PageResult<T>> => {
    mem.calls.push({ op: 'getList', entity, arg: params });
    const size = Number(params.pageSize ?? 10);
    const current = params.cursor ? Number(params.cursor.slice(1)) : Number(params.pageNo ?? 1);
    const records = Array.from({ length: size }, (_, i) => ({
      id: `r${current}-${i}`,
      version: 1,
      siteName: `Site ${current}-${i}`,
    })) as T[];
    return {
      records,
      total: TOTAL,
      size,
      current,
      pages: TOTAL / size,
      totalExact: false,
      nextCursor: `c${current + 1}`,
      ...(current > 1 ? { prevCursor: `c${current - 1}` } : {}),
    };
  };
  return { ...mem, provider: { ...mem.provider, getList } };
}

const pageItems = () => [...document.querySelectorAll('.ant-pagination-item')].map((li) => li.getAttribute('title'));

describe('ListView paging a big set', () => {
  it('shows an estimated total as about N, in both languages', async () => {
    renderList({ mem: bigSet() });
    await screen.findByText('Site 1-0');
    expect(screen.getByText('约 1,000,000 条')).toBeTruthy();
    cleanup();
    renderList({ mem: bigSet(), lang: 'en' });
    await screen.findByText('Site 1-0');
    expect(screen.getByText('about 1,000,000')).toBeTruthy();
  });

  it('offers page numbers up to the deepest page, then next/previous by cursor', async () => {
    const mem = bigSet();
    renderList({ mem });
    await screen.findByText('Site 1-0');
    // 10 rows a page: page 1001 starts at row 10,000, the deepest a page number may ask for.
    expect(pageItems().at(-1)).toBe('1001');
    expect(screen.queryByText('下一页')).toBeNull();

    fireEvent.click(screen.getByTitle('1001'));
    await screen.findByText('Site 1001-0');
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.getByText('第 1001 页')).toBeTruthy();
    expect(screen.getByText('约 1,000,000 条')).toBeTruthy();

    fireEvent.click(screen.getByText('下一页'));
    await screen.findByText('Site 1002-0');
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ cursor: 'c1002' });
    expect(lastLocation()).toContain('cursor=c1002');
    expect(screen.getByText('第 1002 页')).toBeTruthy();

    fireEvent.click(screen.getByText('下一页'));
    await screen.findByText('Site 1003-0');
    fireEvent.click(screen.getByText('上一页'));
    await screen.findByText('Site 1002-0');
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ cursor: 'c1002' });

    fireEvent.click(screen.getByText('首页'));
    await screen.findByText('Site 1-0');
    expect(listCalls(mem.calls).at(-1)?.cursor).toBeUndefined();
    expect(lastLocation()).not.toContain('cursor');
    await waitFor(() => expect(pageItems().at(-1)).toBe('1001'));
  });

  it('leaves the cursor pages when the list is searched', async () => {
    const mem = bigSet();
    renderList({ mem, url: '/wl/site?pageNo=1005&cursor=c1005' });
    await screen.findByText('Site 1005-0');
    fireEvent.click(screen.getByText('查询'));
    await screen.findByText('Site 1-0');
    expect(listCalls(mem.calls).at(-1)?.cursor).toBeUndefined();
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ pageNo: 1 });
  });
});
