// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, renderApp } from '../overrides/test-harness.tsx';
import { reportCodeOf, ReportView } from './report-page.tsx';

afterEach(cleanup);

const API = '/online/cgreport/api';
const config = {
  cgRpConfigId: 'profit_by_site',
  cgRpConfigName: '网点利润',
  columns: [
    { dataIndex: 'siteName', title: '网点名称', sorter: true, kind: 'text' },
    { dataIndex: 'income', title: '收入', sorter: true, kind: 'money' },
    { dataIndex: 'profit', title: '利润', sorter: true, sortOrder: 'descend', kind: 'money' },
  ],
  dictOptions: {},
  totals: true,
};
const query = [{ field: 'siteName', title: '网点名称', mode: 'single', view: 'text' }];
const data = {
  records: [
    { siteName: 'A', income: 100.5, profit: 90 },
    { siteName: 'B', income: 0.3, profit: -1.25 },
    { siteName: 'C', income: 3985960, profit: 1234.5 },
  ],
  total: 3,
  size: 10,
  current: 1,
  pages: 1,
  totals: { siteName: null, income: 100.8, profit: 88.75 },
};

function renderReport() {
  return renderApp(<ReportView code="profit_by_site" />, (cfg) => {
    if (cfg.url === `${API}/getRpColumns/profit_by_site`) return { data: envelope(config) };
    if (cfg.url === `${API}/getQueryInfo/profit_by_site`) return { data: envelope(query) };
    if (cfg.url === `${API}/getData/profit_by_site`) return { data: envelope(data) };
    return undefined;
  });
}

describe('report page', () => {
  it('takes the report code from the menu path', () => {
    expect(reportCodeOf('/wl/report/profit_by_site')).toBe('profit_by_site');
  });

  it('shows the columns, money with two decimals and the totals row, and sends query and sort', async () => {
    const r = renderReport();
    expect(await screen.findByText('网点利润')).toBeTruthy();
    expect(await screen.findByText('100.50')).toBeTruthy();
    expect(screen.getByText('-1.25')).toBeTruthy();
    // Thousands separators, as the lists show money (issue 23 item 7).
    expect(screen.getByText('3,985,960.00')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    const totals = await screen.findByTestId('report-totals');
    expect(within(totals).getByText('合计')).toBeTruthy();
    expect(within(totals).getByText('100.80')).toBeTruthy();
    expect(within(totals).getByText('88.75')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入网点名称'), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => {
      const last = r.calls.filter((c) => c.url === `${API}/getData/profit_by_site`).at(-1)!;
      expect(last.params).toMatchObject({ siteName: '*B*' }); // text query items search as 'like'
    });
    fireEvent.click(screen.getByText('收入'));
    await waitFor(() => {
      const last = r.calls.filter((c) => c.url === `${API}/getData/profit_by_site`).at(-1)!;
      expect(last.params).toMatchObject({ column: 'income', order: 'asc' });
    });
  });
});
