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

const EDIT = entry('l2', 'edit', '2026-01-02 10:00:00', [
  { field: 'person', title: '负责人', before: '张三', after: '李四' },
]);
const ADD = entry('l1', 'add', '2026-01-01 09:00:00', [
  { field: 'person', title: '负责人', before: null, after: '张三' },
]);

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
          diff: [{ field: 'person', title: '负责人', before: '张三', after: '李四' }],
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
    expect(screen.getByText('共 2 条')).toBeTruthy();
    const params = calls.find((c) => c.url === '/sys/dataLog/list')?.params as Record<string, unknown>;
    expect(params).toMatchObject({ pageNo: '1', pageSize: '10' });
    expect(params).not.toHaveProperty('dataId');
    expect(params).not.toHaveProperty('dataTable');
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
    expect(calls.find((c) => c.url === '/sys/dataLog/queryCompareList')?.params).toMatchObject({
      dataId1: 'l1',
      dataId2: 'l2',
    });
  });
});
