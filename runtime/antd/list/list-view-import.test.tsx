// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
