// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListParams, Row } from '../../core/wire.ts';
import { clickRowAction } from './row-actions-test-kit.ts';
import { memoryProvider, wrapper } from '../../react/test-fixtures.tsx';
import type { TreeDataProvider } from '../../react/tree-rows.ts';
import { ListView } from './list-view.tsx';

afterEach(cleanup);

const page = (records: Row[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function treeProvider() {
  const mem = memoryProvider([]);
  const calls: string[] = [];
  const provider: TreeDataProvider = {
    ...mem.provider,
    async rootList<T extends object = Row>(_entity: string, _params?: ListParams) {
      calls.push('root');
      return page([
        { id: 'a', version: 1, siteName: 'Root A', type: 0, hasChild: true },
        { id: 'b', version: 1, siteName: 'Root B', type: 0, hasChild: false },
      ]) as never as T[];
    },
    async childList<T extends object = Row>(_entity: string, pid: string) {
      calls.push(`child:${pid}`);
      return [{ id: 'a1', version: 1, siteName: 'Child A1', type: 1, parentId: 'a', hasChild: false }] as T[];
    },
  };
  return { provider, calls, mem };
}

describe('ListView on a tree entity', () => {
  it('lists roots, loads children on expand, and offers Add child with the parent set', async () => {
    const { provider, calls, mem } = treeProvider();
    const Wrapper = wrapper(provider, { url: '/wl/site' });
    render(
      <Wrapper>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <ListView entityName="wl_site" />
          </App>
        </ConfigProvider>
      </Wrapper>,
    );
    await screen.findByText('Root A');
    expect(calls).toEqual(['root']);
    expect(mem.calls.some((c) => c.op === 'getList')).toBe(false);
    const expanders = document.querySelectorAll(
      'button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)',
    );
    expect(expanders).toHaveLength(1);
    fireEvent.click(expanders[0]);
    await screen.findByText('Child A1');
    expect(calls).toEqual(['root', 'child:a']);

    // 详情, 编辑, 添加下级, 删除: Add child is in the row's 更多 menu
    await clickRowAction(screen.getByText('Root A').closest('tr')!, '添加下级');
    // the dialog loads on demand (lazy-form-modal.tsx)
    const dialog = (await screen.findByText('新增网点', undefined, { timeout: 15_000 })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('网点名称'), { target: { value: 'Child A2' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('网点类型'));
    fireEvent.click(await screen.findByTitle('一级转运中心'));
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() =>
      expect(mem.calls.find((c) => c.op === 'create')?.arg).toMatchObject({ siteName: 'Child A2', parentId: 'a' }),
    );
  });
});
