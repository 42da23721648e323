// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, lastBody, renderApp } from '../overrides/test-harness.tsx';
import { DataLogPage } from './data-log-page.tsx';
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

  it('data log: queries a record and shows the changes field by field', async () => {
    const { calls } = renderApp(<DataLogPage />, (cfg) => {
      if (cfg.url === '/sys/dataLog/list') {
        return {
          data: envelope(
            page([
              {
                id: 'l2',
                dataTable: 'wl_site',
                dataTableTitle: '网点',
                dataId: 'site-1',
                op: 'edit',
                createBy: 'admin',
                createTime: '2026-01-02 10:00:00',
                dataVersion: 2,
                diff: [{ field: 'person', title: '负责人', before: '张三', after: '李四' }],
              },
            ]),
          ),
        };
      }
      return undefined;
    });
    fireEvent.change(screen.getByLabelText('数据ID'), { target: { value: 'site-1' } });
    fireEvent.click(screen.getByText('查询'));
    await screen.findByText('李四');
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('负责人')).toBeTruthy();
    expect(screen.getByText('修改')).toBeTruthy();
    expect(calls.find((c) => c.url === '/sys/dataLog/list')?.params).toMatchObject({ dataId: 'site-1' });
  });
});
