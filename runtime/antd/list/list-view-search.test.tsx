// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../core/wire.ts';
import { lastLocation, listCalls, renderList } from './list-test-kit.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const rows: Row[] = [{ id: 'r1', version: 1, siteName: 'North', type: 1, fee: 10 }];
const lastCall = (mem: ReturnType<typeof renderList>) => listCalls(mem.calls).at(-1);

/** The Col of a search field (collapsed ones are display: none). */
const colOf = (name: string) => document.querySelector(`[data-search-field="${name}"]`) as HTMLElement;

describe('ListView search form', () => {
  it('searches a date-time range with the times typed, sent as _begin/_end', async () => {
    const mem = renderList({ rows, url: '/wl/site?createTime_begin=2024-01-01 00:00:00' });
    await screen.findByText('North');
    // a filter on a field of the collapsed rows opens them
    expect(screen.getByText('收起')).toBeTruthy();
    const start = screen.getByPlaceholderText('开始时间') as HTMLInputElement;
    const end = screen.getByPlaceholderText('结束时间') as HTMLInputElement;
    expect(start.value).toBe('2024-01-01 00:00:00');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2024-01-02 08:30:00' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.mouseDown(end);
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '2024-01-05 18:00:00' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    await waitFor(() => expect(end.value).toBe('2024-01-05 18:00:00'));
    // Enter inside the picker confirms the date, it does not search yet
    expect(listCalls(mem.calls)).toHaveLength(1);
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() =>
      expect(lastCall(mem)).toMatchObject({
        createTime_begin: '2024-01-02 08:30:00',
        createTime_end: '2024-01-05 18:00:00',
      }),
    );
  });

  it('searches a date field by days (YYYY-MM-DD)', async () => {
    const mem = renderList({ rows, url: '/wl/site?openDate_begin=2024-03-01&openDate_end=2024-03-31' });
    await screen.findByText('North');
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2024-03-01');
    expect((screen.getByPlaceholderText('结束日期') as HTMLInputElement).value).toBe('2024-03-31');
    expect(lastCall(mem)).toMatchObject({ openDate_begin: '2024-03-01', openDate_end: '2024-03-31' });
  });

  it('passes number operators through, explains them, and refuses anything else', async () => {
    const mem = renderList({ rows });
    await screen.findByText('North');
    const fee = screen.getByPlaceholderText('请输入费用');
    fireEvent.change(fee, { target: { value: '>=12.5' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ fee: '>=12.5' }));
    expect(lastLocation()).toBe('?fee=%3E%3D12.5');

    fireEvent.change(screen.getByPlaceholderText('请输入费用'), { target: { value: '!3' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ fee: '!3' }));

    const calls = listCalls(mem.calls).length;
    fireEvent.change(screen.getByPlaceholderText('请输入费用'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByText('查询'));
    await screen.findByText('请输入数字，可加前缀 !、>=、<=');
    expect(listCalls(mem.calls)).toHaveLength(calls);

    // the operator hints sit in the tooltips of the text and number labels
    const [textHint, numberHint] = [...document.querySelectorAll('.ant-form-item-tooltip')];
    fireEvent.mouseEnter(textHint);
    await screen.findByText('*x* 模糊, !x 不等于, >=x, <=x');
    fireEvent.mouseEnter(numberHint);
    await screen.findByText('!x 不等于, >=x, <=x');
  });

  it('searches a multi-valued dictionary field by the one value picked, with like', async () => {
    const mem = renderList({ rows });
    await screen.findByText('North');
    fireEvent.click(screen.getByText('展开'));
    fireEvent.mouseDown(screen.getByLabelText('标签'));
    const options = await screen.findAllByTitle('一级转运中心');
    fireEvent.click(options.at(-1)!);
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ tags: '*1*' }));
    expect(lastLocation()).toBe('?tags=1');
  });

  it('shows the first row only, with 展开/收起; collapsed fields still filter', async () => {
    const mem = renderList({ rows, url: '/wl/site?fee=5' });
    await screen.findByText('North');
    // fee is the third field: first row, so the form starts collapsed
    for (const name of ['siteName', 'type', 'fee']) expect(colOf(name).style.display).toBe('');
    for (const name of ['tags', 'createTime', 'openDate']) expect(colOf(name).style.display).toBe('none');
    fireEvent.click(screen.getByText('展开'));
    for (const name of ['tags', 'createTime', 'openDate']) expect(colOf(name).style.display).toBe('');
    fireEvent.mouseDown(screen.getByLabelText('标签'));
    const options = await screen.findAllByTitle('公司');
    fireEvent.click(options.at(-1)!);
    fireEvent.click(screen.getByText('收起'));
    expect(colOf('tags').style.display).toBe('none');
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ fee: '5', tags: '*0*' }));
    // still collapsed after the search
    expect(screen.getByText('展开')).toBeTruthy();
  });

  it('submits on Enter in a text box', async () => {
    const mem = renderList({ rows });
    await screen.findByText('North');
    const input = screen.getByPlaceholderText('请输入网点名称');
    fireEvent.change(input, { target: { value: 'Nor' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ siteName: '*Nor*', pageNo: 1 }));
  });

  it('toggles the sort between asc and desc, never back to unsorted', async () => {
    const mem = renderList({ rows });
    await screen.findByText('North');
    const header = () => screen.getAllByText('网点名称', { selector: '.ant-table-column-title' })[0];
    fireEvent.click(header());
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ column: 'siteName', order: 'asc' }));
    fireEvent.click(header());
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ column: 'siteName', order: 'desc' }));
    fireEvent.click(header());
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ column: 'siteName', order: 'asc' }));
    // the default sort (createTime desc) flips to asc on its first click
    fireEvent.click(screen.getAllByText('创建时间', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lastCall(mem)).toMatchObject({ column: 'createTime', order: 'asc' }));
  });

  it('restores the last filters when the list opens again without params, not when the URL has some', async () => {
    const first = renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    fireEvent.change(screen.getByPlaceholderText('请输入网点名称'), { target: { value: 'Nor' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(lastCall(first)).toMatchObject({ siteName: '*Nor*' }));
    await act(async () => {
      first.view.unmount();
    });

    const back = renderList({ rows, userId: 'u1' });
    await screen.findByText('North');
    expect((screen.getByPlaceholderText('请输入网点名称') as HTMLInputElement).value).toBe('Nor');
    expect(listCalls(back.calls)).toEqual([
      { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', siteName: '*Nor*' },
    ]);
    await act(async () => {
      back.view.unmount();
    });

    const linked = renderList({ rows, userId: 'u1', url: '/wl/site?type=1' });
    await screen.findByText('North');
    expect((screen.getByPlaceholderText('请输入网点名称') as HTMLInputElement).value).toBe('');
    expect(listCalls(linked.calls)).toEqual([
      { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', type: '1' },
    ]);
  });
});
