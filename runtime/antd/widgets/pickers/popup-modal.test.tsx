// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CACHE_MS } from './popup-report.ts';
import { API, popupField, popupProvider, PopupHarness, requests, type Mem } from './popup-test-fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = popupField({
  code: 'site_picker',
  orgFields: 'siteName',
  destFields: 'siteName',
  params: { parentId: 'r0' },
});

function mount(mem: Mem = popupProvider()) {
  render(<PopupHarness mem={mem} field={field} onData={() => undefined} />);
  return mem;
}

async function open() {
  fireEvent.click(document.querySelector('input[readonly]')!);
  const d = (await screen.findByText('选择网点')).closest('.ant-modal') as HTMLElement;
  await within(d).findByText('Site 00');
  return d;
}

async function close(d: HTMLElement) {
  await act(async () => fireEvent.click(within(d).getByText('取消')));
  await waitFor(() => expect(screen.queryByText('选择网点')).toBeNull());
}

const lastData = (mem: Mem) => requests(mem, 'getData').at(-1)?.params;

describe('popup picker data calls', () => {
  it('asks for the first page of 5 in the report sort, with the caller fixed filters as self_', async () => {
    const mem = mount();
    await open();
    expect(requests(mem, 'getRpColumns')[0]).toMatchObject({ method: 'GET', path: `${API}/getRpColumns/site_picker` });
    expect(requests(mem, 'getQueryInfo')[0].path).toBe(`${API}/getQueryInfo/site_picker`);
    expect(requests(mem, 'getData')).toHaveLength(1);
    expect(lastData(mem)).toEqual({ self_parentId: 'r0', column: 'siteName', order: 'asc', pageNo: 1, pageSize: 5 });
  });

  it('sends the page, the page size and the sort the user picks', async () => {
    const mem = mount();
    const d = await open();
    fireEvent.click(within(d).getByTitle('3'));
    await waitFor(() => expect(lastData(mem)).toMatchObject({ pageNo: 3, pageSize: 5 }));
    await within(d).findByText('Site 10');

    fireEvent.click(within(d).getByText('负责人电话'));
    await waitFor(() => expect(lastData(mem)).toMatchObject({ column: 'personPhone', order: 'asc', pageNo: 1 }));
    fireEvent.click(within(d).getByText('负责人电话'));
    await waitFor(() => expect(lastData(mem)).toMatchObject({ column: 'personPhone', order: 'desc' }));
    await within(d).findByText('Site 11');

    const sizes = ['5', '10', '20', '30'].map((n) => `${n} / page`);
    fireEvent.mouseDown(d.querySelector('.ant-pagination-options .ant-select')!);
    for (const s of sizes) expect((await screen.findAllByText(s)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByText('20 / page').at(-1)!);
    await waitFor(() => expect(lastData(mem)).toMatchObject({ pageNo: 1, pageSize: 20 }));
    expect(d.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(12);
  });

  it('searches text as like and dictionaries by value, from page 1', async () => {
    const mem = mount();
    const d = await open();
    fireEvent.click(within(d).getByTitle('2'));
    await waitFor(() => expect(lastData(mem)).toMatchObject({ pageNo: 2 }));
    fireEvent.change(within(d).getByPlaceholderText('请输入网点名称'), { target: { value: 'Site 1' } });
    fireEvent.mouseDown(d.querySelector('.ant-form .ant-select')!);
    fireEvent.click((await screen.findAllByText('一级转运中心')).at(-1)!);
    await act(async () => fireEvent.click(within(d).getByText('查询')));
    await waitFor(() => expect(lastData(mem)).toMatchObject({ siteName: '*Site 1*', type: '1', pageNo: 1 }));
    await act(async () => fireEvent.click(within(d).getByText('重置')));
    await waitFor(() => expect(lastData(mem)).not.toHaveProperty('siteName'));
  });

  it('keeps the columns and query items for 30 s, then asks again', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const mem = mount();
    await close(await open());
    now += POPUP_CACHE_MS - 1_000;
    await close(await open());
    expect(requests(mem, 'getRpColumns')).toHaveLength(1);
    expect(requests(mem, 'getQueryInfo')).toHaveLength(1);
    expect(requests(mem, 'getData')).toHaveLength(2); // the rows are always fresh
    now += 2_000;
    await open();
    expect(requests(mem, 'getRpColumns')).toHaveLength(2);
    expect(requests(mem, 'getQueryInfo')).toHaveLength(2);
  });

  it('does not keep a failed load: the next opening asks again', async () => {
    let fail = true;
    const mem = popupProvider({
      [`GET ${API}/getQueryInfo/site_picker`]: () => {
        if (fail) throw new Error('boom');
        return [];
      },
    });
    mount(mem);
    fireEvent.click(document.querySelector('input[readonly]')!);
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-error')).not.toBeNull());
    fail = false;
    await open();
    expect(requests(mem, 'getRpColumns')).toHaveLength(2);
  });
});
