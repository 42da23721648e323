// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../core/data-provider.ts';
import type { Row } from '../../core/wire.ts';
import { PermissionProvider, type UserPermissions } from '../../react/permissions.tsx';
import { memoryProvider, wrapper } from '../../react/test-fixtures.tsx';
import { ListView } from './list-view.tsx';

const rows: Row[] = [
  { id: 'r1', version: 1, siteName: 'North', type: 1 },
  { id: 'r2', version: 1, siteName: 'South', type: 1 },
];
const ALL = ['add', 'edit', 'delete', 'deleteBatch', 'exportXls'].map((op) => ({
  action: `wl:site:${op}`,
  type: '1',
  status: '1',
}));
const perms = (granted: string[]): UserPermissions => ({
  menu: [],
  auth: granted.map((action) => ({ action, type: '1' })),
  allAuth: ALL,
});

function setup(granted: string[], url: string, provider?: (p: DataProvider) => DataProvider) {
  const mem = memoryProvider([...rows]);
  const Wrapper = wrapper(provider ? provider(mem.provider) : mem.provider, { url });
  render(
    <Wrapper>
      <PermissionProvider permissions={perms(granted)}>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <ListView entityName="wl_site" />
          </App>
        </ConfigProvider>
      </PermissionProvider>
    </Wrapper>,
  );
  return mem;
}

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const exportCalls = (mem: ReturnType<typeof memoryProvider>) => mem.calls.filter((c) => c.op === 'exportXls');

describe('ListView export', () => {
  it('hides Export without the exportXls code', async () => {
    setup(['wl:site:list', 'wl:site:add'], '/wl/site');
    await screen.findByText('North');
    expect(screen.getByText('新增')).toBeTruthy();
    expect(screen.queryByText('导出')).toBeNull();
  });

  it("exports with the list's current filters and sort, without paging, as <title>.xlsx", async () => {
    const mem = setup(
      ['wl:site:list', 'wl:site:exportXls'],
      '/wl/site?siteName=Nor&type=1&column=siteName&order=asc&pageSize=20',
    );
    await screen.findByText('North');
    fireEvent.click(screen.getByText('导出'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exportCalls(mem)).toHaveLength(1);
    const call = exportCalls(mem)[0];
    expect(call.entity).toBe('wl_site');
    expect(call.arg).toEqual({ siteName: '*Nor*', type: '1', column: 'siteName', order: 'asc' });
    expect(saved[0]).toEqual({ href: 'blob:export', download: '网点.xlsx' });
  });

  it('exports the selected rows as selections', async () => {
    const mem = setup(['wl:site:list', 'wl:site:exportXls'], '/wl/site');
    await screen.findByText('North');
    const boxes = document.querySelectorAll('tr.ant-table-row input[type=checkbox]');
    fireEvent.click(boxes[1]);
    await screen.findByText('已选择 1 项');
    fireEvent.click(screen.getByText('导出'));
    await waitFor(() => expect(exportCalls(mem)).toHaveLength(1));
    expect(exportCalls(mem)[0].arg).toMatchObject({ selections: 'r2' });
  });

  it("says 'file download failed' when there is nothing to export", async () => {
    setup(['wl:site:list', 'wl:site:exportXls'], '/wl/site', (p) => ({
      ...p,
      exportXls: () => Promise.reject(Object.assign(new Error('很抱歉，资源未找到'), { status: 404 })),
    }));
    await screen.findByText('North');
    fireEvent.click(screen.getByText('导出'));
    await screen.findByText('文件下载失败');
    expect(saved).toHaveLength(0);
  });

  it("also says 'file download failed' for an empty file", async () => {
    setup(['wl:site:list', 'wl:site:exportXls'], '/wl/site', (p) => ({
      ...p,
      exportXls: () => Promise.resolve(new Blob([])),
    }));
    await screen.findByText('North');
    fireEvent.click(screen.getByText('导出'));
    await screen.findByText('文件下载失败');
    expect(saved).toHaveLength(0);
  });
});
