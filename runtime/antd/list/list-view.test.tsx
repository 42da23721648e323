// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../core/wire.ts';
import { memoryProvider, wrapper } from '../../react/test-fixtures.tsx';
import { ListView } from './list-view.tsx';

afterEach(cleanup);

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i}`,
  version: 1,
  siteName: `Site ${i}`,
  type: i % 2,
  parentId: i ? 'r0' : undefined,
  parentId_dictText: i ? 'Site 0' : undefined,
  fee: 1234.5,
  createTime: '2024-03-05 07:08:09',
}));

function setup(lang: 'zh-CN' | 'en' = 'zh-CN', data = rows) {
  const mem = memoryProvider([...data]);
  const Wrapper = wrapper(mem.provider, { url: '/wl/site', lang });
  render(
    <Wrapper>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <ListView entityName="wl_site" />
        </App>
      </ConfigProvider>
    </Wrapper>,
  );
  return mem;
}

describe('ListView', () => {
  it('renders columns, formatted cells, tags and the total', async () => {
    setup();
    await screen.findByText('Site 3');
    expect(screen.getAllByText('网点名称').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1,234.50').length).toBeGreaterThan(0);
    expect(screen.getAllByText('一级转运中心').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Site 0').length).toBeGreaterThan(1);
    expect(screen.getAllByText('2024-03-05 07:08:09').length).toBeGreaterThan(0);
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
  });

  it('speaks English and warns on batch delete with nothing selected', async () => {
    setup('en');
    await screen.findByText('Site 1');
    expect(screen.getByText('Total 12')).toBeTruthy();
    fireEvent.click(screen.getByText('Batch delete'));
    await screen.findByText('Please select items to delete');
  });

  it('searches with like on text fields', async () => {
    const mem = setup();
    await screen.findByText('Site 1');
    fireEvent.change(screen.getByPlaceholderText('请输入网点名称'), { target: { value: 'Site 1' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() =>
      expect(mem.calls.filter((c) => c.op === 'getList').at(-1)?.arg).toMatchObject({ siteName: '*Site 1*' }),
    );
  });

  it('confirms and deletes the selected rows', async () => {
    const mem = setup();
    await screen.findByText('Site 1');
    const boxes = document.querySelectorAll('tr.ant-table-row input[type=checkbox]');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    await screen.findByText('已选择 2 项');
    fireEvent.click(screen.getByText('批量删除'));
    const content = await screen.findByText('确定删除选中的 2 条数据吗?');
    const dialog = content.closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByText('确定')));
    await waitFor(() => expect(mem.calls.find((c) => c.op === 'deleteMany')?.arg).toEqual(['r0', 'r1']));
  });

  it('shows an error state with retry', async () => {
    const mem = memoryProvider([]);
    mem.failWith(new Error('boom'));
    const Wrapper = wrapper(mem.provider);
    render(
      <Wrapper>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <ListView entityName="wl_site" />
        </ConfigProvider>
      </Wrapper>,
    );
    await screen.findByText('boom');
    mem.failWith(null);
    fireEvent.click(screen.getByText('重试'));
    await waitFor(() => expect(screen.queryByText('boom')).toBeNull());
  });
});
