// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformCall } from '../../core/data-provider.ts';
import { EXCEL_PROGRESS_PATH } from '../../core/excel-wire.ts';
import type { Row } from '../../core/wire.ts';
import { importedAll, memoryProvider } from '../../react/test-fixtures.tsx';
import { listCalls, permissions, renderList } from './list-test-kit.tsx';

const rows: Row[] = [{ id: 'r1', version: 1, siteName: 'North', type: 1 }];

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ListView import', () => {
  it('offers 导入 next to 导出 only with the importExcel code and write access', async () => {
    renderList({ rows });
    await screen.findByText('North');
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels.indexOf('导入')).toBe(labels.indexOf('导出') + 1);
    cleanup();
    renderList({ rows, perms: permissions(['list', 'exportXls']) });
    await screen.findByText('North');
    expect(screen.getByText('导出')).toBeTruthy();
    expect(screen.queryByText('导入')).toBeNull();
    cleanup();
    renderList({ rows, props: { readOnly: true } });
    await screen.findByText('North');
    expect(screen.queryByText('导入')).toBeNull();
  });

  it('opens 导入EXCEL and reloads the list once rows are imported', async () => {
    const table = [...rows];
    const mem = memoryProvider(table);
    mem.answerImport(() => {
      table.push({ id: 'r2', version: 1, siteName: 'Imported', type: 1 });
      return { ...importedAll(1), message: '导入成功 1 行' };
    });
    renderList({ mem });
    await screen.findByText('North');
    fireEvent.click(screen.getByText('导入'));
    await screen.findByText('导入EXCEL');
    const before = listCalls(mem.calls).length;
    fireEvent.change(document.querySelector('.ant-modal input[type=file]')!, {
      target: { files: [new File(['PK'], 'sites.xlsx')] },
    });
    fireEvent.click(await screen.findByRole('button', { name: '开始导入' }));
    await screen.findByText('导入成功 1 行');
    await screen.findByText('Imported');
    expect(listCalls(mem.calls).length).toBeGreaterThan(before);
    expect(mem.calls.find((c) => c.op === 'importExcel')?.entity).toBe('wl_site');
  });
});

describe('ListView export progress', () => {
  it('shows 正在导出… n / total 行 from the polled progress after 1 s and closes it at the end', async () => {
    const polled: unknown[] = [];
    const mem = memoryProvider([...rows], {
      [`GET ${EXCEL_PROGRESS_PATH}`]: (call: PlatformCall) => {
        polled.push(call.params);
        return { kind: 'export', phase: 'writing', done: 500, total: 2000 };
      },
    });
    let finish = () => undefined as void;
    let progressId: string | undefined;
    const quick = mem.provider.exportXls;
    mem.provider.exportXls = (entity, params, options) => {
      progressId = options?.progressId;
      return new Promise<void>((ok) => (finish = ok)).then(() => quick(entity, params, options));
    };
    renderList({ mem });
    await screen.findByText('North');
    fireEvent.click(screen.getByText('导出'));
    // Shown from the first poll, a second after the click; generous waits for a loaded CI machine.
    await screen.findByText('正在导出… 500 / 2000 行', {}, { timeout: 10_000 });
    expect(progressId).toMatch(/^[0-9a-f]{24}$/);
    expect(polled[0]).toEqual({ id: progressId });
    finish();
    await waitFor(() => expect(screen.queryByText('正在导出… 500 / 2000 行')).toBeNull(), { timeout: 10_000 });
    expect(mem.calls.some((c) => c.op === 'exportXls')).toBe(true);
  });

  it('polls nothing for an export done within a second', async () => {
    const mem = memoryProvider([...rows]);
    renderList({ mem });
    await screen.findByText('North');
    fireEvent.click(screen.getByText('导出'));
    await waitFor(() => expect(mem.calls.some((c) => c.op === 'exportXls')).toBe(true));
    await new Promise((r) => setTimeout(r, 1200));
    expect(mem.calls.some((c) => c.op === 'request')).toBe(false);
    expect(screen.queryByText(/正在导出/)).toBeNull();
  });
});
