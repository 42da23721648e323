// @vitest-environment jsdom
import '../../../../runtime/antd/test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, renderApp } from '../../overrides/test-harness.tsx';
import type { DataLogEntry } from './data-log-api.ts';
import { DataLogPage } from './data-log-page.tsx';

afterEach(cleanup);

const entry = (id: string, op: string, time: string, diff: DataLogEntry['diff']): DataLogEntry => ({
  id,
  dataTable: 'wl_site',
  dataTableTitle: '网点',
  dataId: 'site-1',
  op,
  createBy: 'admin',
  createTime: time,
  dataVersion: op === 'add' ? 1 : 2,
  diff,
});

const text = { beforeText: null, afterText: null };
const EDIT = entry('l2', 'edit', '2026-01-02 10:00:00', [
  { field: 'person', title: '负责人', before: '张三', after: '李四', ...text },
  { field: 'type', title: '网点类型', before: 3, after: 1, beforeText: '网点', afterText: '一级转运中心' },
]);
EDIT.dataTitle = '华南转运中心';
const ADD = entry('l1', 'add', '2026-01-01 09:00:00', [
  { field: 'person', title: '负责人', before: null, after: '张三', ...text },
]);
/** The comparison's changes as the server labels them (log-diff.ts): words, a raw code where none. */
const COMPARED: DataLogEntry['diff'] = [
  { field: 'person', title: '负责人', before: '张三', after: '李四', ...text },
  { field: 'type', title: '网点类型', before: 3, after: 7, beforeText: '网点', afterText: null },
  { field: 'siteMode', title: '经营模式', before: 0, after: 1, beforeText: '自营', afterText: '加盟' },
  { field: 'parentId', title: '上级网点', before: null, after: 'site-0', beforeText: null, afterText: '总部' },
  {
    field: 'area',
    title: '所在地区',
    before: '110000,110100,110101',
    after: null,
    beforeText: '北京市 / 市辖区 / 东城区',
    afterText: null,
  },
];

function render() {
  return renderApp(<DataLogPage />, (cfg) => {
    if (cfg.url === '/sys/dataLog/list') {
      const all = (cfg.params as { createBy?: string }).createBy === 'nobody' ? [] : [EDIT, ADD];
      return { data: envelope({ records: all, total: all.length, size: 10, current: 1, pages: 1 }) };
    }
    if (cfg.url === '/sys/dataLog/queryCompareList') {
      return {
        data: envelope({
          records: [ADD, EDIT],
          diff: COMPARED,
        }),
      };
    }
    return undefined;
  });
}

describe('data log page', () => {
  it('lists the latest entries without a record id, paged, with entity titles, who and when', async () => {
    const { calls } = render();
    const row = (await screen.findByText('2026-01-02 10:00:00')).closest('tr')!;
    expect(within(row).getByText('网点')).toBeTruthy();
    expect(within(row).getByText('wl_site')).toBeTruthy();
    expect(within(row).getByText('修改')).toBeTruthy();
    expect(within(row).getByText('admin')).toBeTruthy();
    // the record by its name where the entry has one, else by its id
    expect(within(row).getByText('华南转运中心')).toBeTruthy();
    expect(within(row).queryByText('site-1')).toBeNull();
    const added = screen.getByText('2026-01-01 09:00:00').closest('tr')!;
    expect(within(added).getByText('site-1')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    const params = calls.find((c) => c.url === '/sys/dataLog/list')?.params as Record<string, unknown>;
    expect(params).toMatchObject({ pageNo: '1', pageSize: '10' });
    expect(params).not.toHaveProperty('dataId');
    expect(params).not.toHaveProperty('dataTable');
  });

  it('offers the tables by title in pinyin order', async () => {
    render();
    await screen.findByText('2026-01-02 10:00:00');
    fireEvent.mouseDown(screen.getByLabelText('数据表'));
    const options = await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
      expect(shown.length).toBeGreaterThan(3);
      return shown;
    });
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, 'zh-CN')));
  });

  it('filters by record id and by who wrote it', async () => {
    const { calls } = render();
    await screen.findByText('2026-01-02 10:00:00');
    fireEvent.change(screen.getByLabelText('数据ID'), { target: { value: ' site-1 ' } });
    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/sys/dataLog/list').at(-1)?.params).toMatchObject({
        dataId: 'site-1',
        createBy: 'nobody',
        pageNo: '1',
      }),
    );
    await waitFor(() => expect(screen.queryByText('2026-01-02 10:00:00')).toBeNull());
  });

  it('a row opens its changes field by field', async () => {
    render();
    fireEvent.click(await screen.findByText('2026-01-02 10:00:00'));
    const shown = await screen.findByTestId('data-log-entry');
    expect(within(shown).getByText('负责人')).toBeTruthy();
    expect(within(shown).getByText('张三')).toBeTruthy();
    expect(within(shown).getByText('李四')).toBeTruthy();
    // a dictionary field shows its items' words, not the codes
    const type = within(shown).getByText('网点类型').closest('tr')!;
    expect(within(type).getByText('网点')).toBeTruthy();
    expect(within(type).getByText('一级转运中心')).toBeTruthy();
    expect(within(type).queryByText('3')).toBeNull();
    expect(within(type).queryByText('1')).toBeNull();
  });

  it('compares two entries of the same record, the older one first', async () => {
    const { calls } = render();
    await screen.findByText('2026-01-02 10:00:00');
    const compare = screen.getByText('数据比较').closest('button')!;
    expect(compare.disabled).toBe(true);
    const rows = document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row');
    fireEvent.click(within(rows[0]).getByRole('checkbox'));
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    await waitFor(() => expect(compare.disabled).toBe(false));
    fireEvent.click(compare);
    const shown = await screen.findByTestId('data-log-compare');
    expect(within(shown).getByText('李四')).toBeTruthy();
    expect(screen.getByText('数据比较：网点 华南转运中心')).toBeTruthy();
    const cells = (title: string) =>
      [...within(shown).getByText(title).closest('tr')!.querySelectorAll('td')].slice(1).map((td) => td.textContent);
    // words where the server has them, the raw code where it has none (a deleted item), — for nothing
    expect(cells('网点类型')).toEqual(['网点', '7']);
    expect(cells('经营模式')).toEqual(['自营', '加盟']);
    expect(cells('上级网点')).toEqual(['—', '总部']);
    expect(cells('所在地区')).toEqual(['北京市 / 市辖区 / 东城区', '—']);
    expect(within(shown).queryByText('site-0')).toBeNull();
    expect(within(shown).queryByText('110000,110100,110101')).toBeNull();
    expect(calls.find((c) => c.url === '/sys/dataLog/queryCompareList')?.params).toMatchObject({
      dataId1: 'l1',
      dataId2: 'l2',
    });
  });
});
