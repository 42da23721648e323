// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedQuery } from '../../core/saved-query.ts';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import type { SavedQueries } from '../../react/use-saved-queries.ts';
import { AntdProviders } from '../test-providers.tsx';
import { SavedQueryPanel } from './saved-query-panel.tsx';

const q = (id: string, title: string, extra: Partial<SavedQuery> = {}): SavedQuery => ({
  id,
  title,
  matchType: 'and',
  records: [{ field: 'siteName', rule: 'like', val: title }],
  shareScope: 0,
  roleId: null,
  mine: true,
  owner: 'admin',
  ...extra,
});

const MINE = q('a', 'Hubs');
const SHARED = q('b', 'Team view', { mine: false, owner: 'bob', shareScope: 2 });

function setup(saved: Partial<SavedQueries>) {
  const onApply = vi.fn();
  const full: SavedQueries = {
    items: [],
    loading: false,
    offline: false,
    save: vi.fn(),
    remove: vi.fn(async () => undefined),
    ...saved,
  };
  render(
    <AntdProviders provider={memoryProvider().provider}>
      <SavedQueryPanel saved={full} onApply={onApply} />
    </AntdProviders>,
  );
  return { onApply, saved: full };
}

const panel = () => screen.getByTestId('saved-queries');

afterEach(cleanup);

describe('SavedQueryPanel', () => {
  it('says when there are none', () => {
    setup({});
    expect(within(panel()).getByText('暂无保存的查询')).toBeTruthy();
  });

  it('applies one on click; deletes only your own, once confirmed; names the owner of a shared one', async () => {
    const { onApply, saved } = setup({ items: [MINE, SHARED] });
    expect(within(panel()).getByText('共享自 bob')).toBeTruthy();
    expect(within(panel()).queryByText('共享自 admin')).toBeNull();
    expect(within(panel()).queryByRole('button', { name: '删除 Team view' })).toBeNull();
    fireEvent.click(within(panel()).getByText('Team view'));
    expect(onApply).toHaveBeenCalledWith(SHARED);
    fireEvent.click(within(panel()).getByRole('button', { name: '删除 Hubs' }));
    // nothing is deleted before the confirmation, which names the query
    expect(saved.remove).not.toHaveBeenCalled();
    await screen.findByText('确定删除保存的查询「Hubs」吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith('a'));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('offline: says the list is the local copy, still applies, offers no delete', () => {
    const { onApply } = setup({ items: [MINE], offline: true });
    expect(within(panel()).getByText('无法连接服务器，显示本地缓存')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: '删除 Hubs' })).toBeNull();
    fireEvent.click(within(panel()).getByText('Hubs'));
    expect(onApply).toHaveBeenCalledWith(MINE);
  });

  it('shows why a delete failed', async () => {
    setup({
      items: [MINE],
      remove: vi.fn(() => Promise.reject(Object.assign(new Error('网络异常，请检查网络连接'), { status: 0 }))),
    });
    fireEvent.click(within(panel()).getByRole('button', { name: '删除 Hubs' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await screen.findByText('网络异常，请检查网络连接');
    expect(within(panel()).getByText('Hubs')).toBeTruthy();
  });
});
