// @vitest-environment jsdom
// A big set whose total the server only estimates (totalExact false): the pager says "about N", every
// page number may be asked for, and next/previous page by cursor.
import '../test-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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

  it('offers every page number with a quick jumper; next and previous go by cursor', async () => {
    const mem = bigSet();
    renderList({ mem });
    await screen.findByText('Site 1-0');
    // 10 rows a page: the last page number is 100,000.
    expect(pageItems().at(-1)).toBe('100000');

    // Jump to the middle by number.
    const jumper = document.querySelector<HTMLInputElement>('.ant-pagination-options-quick-jumper input')!;
    fireEvent.change(jumper, { target: { value: '50000' } });
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
    await screen.findByText('Site 50000-0');
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ pageNo: 50000 });
    expect(listCalls(mem.calls).at(-1)?.cursor).toBeUndefined();
    expect(document.querySelector('.ant-pagination-item-active')?.getAttribute('title')).toBe('50000');

    // Next and previous keep the cursor of the page shown.
    fireEvent.click(document.querySelector('.ant-pagination-next')!);
    await screen.findByText('Site 50001-0');
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ cursor: 'c50001' });
    expect(lastLocation()).toContain('cursor=c50001');
    fireEvent.click(document.querySelector('.ant-pagination-next')!);
    await screen.findByText('Site 50002-0');
    fireEvent.click(document.querySelector('.ant-pagination-prev')!);
    await screen.findByText('Site 50001-0');
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ cursor: 'c50001' });
    expect(screen.getByText('约 1,000,000 条')).toBeTruthy();

    // Any other page goes by number and leaves the cursor.
    fireEvent.click(screen.getByTitle('1'));
    await screen.findByText('Site 1-0');
    expect(listCalls(mem.calls).at(-1)?.cursor).toBeUndefined();
    expect(lastLocation()).not.toContain('cursor');
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
