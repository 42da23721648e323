// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, lastBody, renderApp } from '../overrides/test-harness.tsx';
import { OnlineUsersPage } from './online-users-page.tsx';

afterEach(cleanup);

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

describe('system pages', () => {
  it('online users: force logout after confirmation, never for the own session', async () => {
    const sessions = [
      {
        id: 's1',
        username: 'admin',
        realname: '管理员',
        ip: '127.0.0.1',
        loginTime: '2026-01-01 10:00:00',
        lastSeen: null,
        current: true,
      },
      {
        id: 's2',
        username: 'clerk',
        realname: '录入员',
        ip: '10.0.0.2',
        loginTime: '2026-01-01 11:00:00',
        lastSeen: null,
        current: false,
      },
    ];
    const { calls } = renderApp(<OnlineUsersPage />, (cfg) => {
      if (cfg.url === '/sys/online/list') return { data: envelope(page(sessions)) };
      if (cfg.url === '/sys/online/forceLogout') return { data: envelope(null) };
      return undefined;
    });
    const own = (await screen.findByText('管理员')).closest('tr')!;
    expect((within(own).getByText('强退').closest('button') as HTMLButtonElement).disabled).toBe(true);
    const other = screen.getByText('录入员').closest('tr')!;
    fireEvent.click(within(other).getByText('强退'));
    const confirm = await screen.findByText('确定强制退出用户 clerk 吗?');
    await act(async () => fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByText('确定')));
    await waitFor(() => expect(lastBody(calls, '/sys/online/forceLogout')).toEqual({ id: 's2' }));
  });
});
