// @vitest-environment jsdom
// The department screen's empty states: no department yet (both panels say so and point to 新增部门),
// and a search that matches none.
import '../../../../runtime/antd/test-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, renderApp } from '../../overrides/test-harness.tsx';
import { DepartPage } from './depart-page.tsx';

afterEach(cleanup);

const tree = (nodes: unknown[]) => (cfg: { url?: string }) =>
  cfg.url === '/sys/sysDepart/queryTreeList' ? { data: envelope(nodes) } : undefined;

describe('department screen', () => {
  it('says there is no department yet and how to add the first', async () => {
    renderApp(<DepartPage />, tree([]));
    expect(await screen.findByText('还没有部门')).toBeTruthy();
    expect(screen.getByText('还没有部门：点击「新增部门」创建第一个')).toBeTruthy();
    expect(screen.queryByTestId('depart-tree')).toBeNull();
  });

  it('says when a search matches no department, and shows the tree again when cleared', async () => {
    renderApp(
      <DepartPage />,
      tree([{ key: 'd1', departName: '华南大区', departNameEn: 'South China', orgCode: 'A01', children: [] }]),
    );
    expect(await screen.findByText('华南大区')).toBeTruthy();
    const search = screen.getByPlaceholderText('搜索部门名称');
    fireEvent.change(search, { target: { value: '华北' } });
    expect(await screen.findByText('没有匹配「华北」的部门')).toBeTruthy();
    expect(screen.getByText('请在部门树中选择一个部门')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByText('华南大区')).toBeTruthy();
  });
});
