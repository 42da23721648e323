// @vitest-environment jsdom
import '../../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockReply } from '../../../../runtime/http/testing.ts';
import { PermissionProvider, type UserPermissions } from '../../../../runtime/react/permissions.tsx';
import { EntityListPage } from '../../pages/entity-list-page.tsx';
import { envelope, renderApp } from '../test-harness.tsx';
import {
  clickRowAction,
  confirmation,
  openRowMenu,
  rowAction,
  rowActionNames,
} from '../../../../runtime/antd/list/row-actions-test-kit.ts';

afterEach(cleanup);

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const running = {
  id: 'j1',
  version: 1,
  jobKey: 'sendQueuedMail',
  cronExpression: '0 * * * * ?',
  status: 0,
  description: 'mail-job',
};
const stopped = {
  id: 'j2',
  version: 1,
  jobKey: 'reportSnapshot',
  cronExpression: '0 0 2 * * ?',
  status: -1,
  description: 'snapshot-job',
};

const listPage = (
  <EntityListPage
    menu={{
      key: 'quartzJob',
      title: { zh: '定时任务', en: 'Jobs' },
      path: '/system/quartzJob',
      entity: 'sys_quartz_job',
    }}
  />
);

function withPermissions(node: ReactNode, granted: string[], rules: { code: string; type: '1' | '2' }[]) {
  const permissions: UserPermissions = {
    menu: [],
    auth: granted.map((action) => ({ action, type: '1' })),
    allAuth: rules.map(({ code, type }) => ({ action: code, type, status: '1' })),
  };
  return <PermissionProvider permissions={permissions}>{node}</PermissionProvider>;
}

/** Renders the job list answering the list call and `extra` routes; counts list loads. */
function renderJobs(extra: (cfg: InternalAxiosRequestConfig) => MockReply | undefined, node: ReactNode = listPage) {
  const r = renderApp(node, (cfg) => {
    if (cfg.url === '/sys/quartzJob/list') return { data: envelope(page([running, stopped])) };
    return extra(cfg);
  });
  const listLoads = () => r.calls.filter((c) => c.url === '/sys/quartzJob/list').length;
  const callsTo = (url: string) => r.calls.filter((c) => c.url === url);
  return { ...r, listLoads, callsTo };
}

const rowOf = async (description: string) => (await screen.findByText(description)).closest('tr')!;

const disabled = (action: HTMLElement) =>
  action.hasAttribute('disabled') || action.getAttribute('aria-disabled') === 'true';

describe('sys_quartz_job row actions', () => {
  it('offers 停止 on a running job, 启动 on a stopped one, and 执行一次 on both, after 详情 and 编辑 in 更多', async () => {
    renderJobs(() => undefined);
    // five actions: two inline, the rest in the More menu; Delete last and danger-styled
    expect(await rowActionNames(await rowOf('mail-job'))).toEqual({
      inline: ['详情', '编辑'],
      menu: ['停止', '执行一次', '删除'],
    });
    const menu = await openRowMenu(await rowOf('snapshot-job'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((li) => li.textContent),
    ).toEqual(['启动', '执行一次', '删除']);
    expect(within(menu).getAllByRole('menuitem')[2].className).toContain('danger');
  });

  it('stops a running job only after confirmation, with ?id=, then reports and reloads the list', async () => {
    const { callsTo, listLoads } = renderJobs((cfg) =>
      cfg.url === '/sys/quartzJob/pause' ? { data: envelope(null, { message: '停止成功' }) } : undefined,
    );
    await clickRowAction(await rowOf('mail-job'), 'job-stop');
    const confirm = await confirmation('确定停止任务“发送待发邮件”吗?');
    expect(callsTo('/sys/quartzJob/pause')).toHaveLength(0);
    const loads = listLoads();
    await act(async () => fireEvent.click(within(confirm).getByText('确定')));
    await waitFor(() => expect(callsTo('/sys/quartzJob/pause')).toHaveLength(1));
    const call = callsTo('/sys/quartzJob/pause')[0];
    expect(call.method).toBe('get');
    expect(call.params).toMatchObject({ id: 'j1' });
    expect(await screen.findByText('停止成功')).toBeTruthy();
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
    expect(callsTo('/sys/quartzJob/resume')).toHaveLength(0);
  });

  it('starts a stopped job after confirmation and shows its next fire time', async () => {
    const { callsTo, listLoads } = renderJobs((cfg) =>
      cfg.url === '/sys/quartzJob/resume'
        ? { data: envelope({ nextFireTime: '2027-01-01 02:00:00' }, { message: '启动成功' }) }
        : undefined,
    );
    await clickRowAction(await rowOf('snapshot-job'), 'job-start');
    const confirm = await confirmation('确定启动任务“数据量快照”吗?');
    expect(callsTo('/sys/quartzJob/resume')).toHaveLength(0);
    const loads = listLoads();
    await act(async () => fireEvent.click(within(confirm).getByText('确定')));
    await waitFor(() => expect(callsTo('/sys/quartzJob/resume')).toHaveLength(1));
    expect(callsTo('/sys/quartzJob/resume')[0].params).toMatchObject({ id: 'j2' });
    expect(await screen.findByText('启动成功，下次执行时间：2027-01-01 02:00:00')).toBeTruthy();
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
  });

  it('cancelling the confirmation calls nothing', async () => {
    const { callsTo } = renderJobs(() => undefined);
    await clickRowAction(await rowOf('mail-job'), 'job-run-once');
    const confirm = await confirmation('确定立即执行一次任务“发送待发邮件”吗?');
    fireEvent.click(within(confirm).getByText('取消'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('/sys/quartzJob/execute')).toHaveLength(0);
  });

  it('runs a job once after confirmation, reports the run and reloads the list', async () => {
    const run = {
      id: 'l1',
      jobId: 'j1',
      jobKey: 'sendQueuedMail',
      status: 1,
      costTime: 12,
      resultMsg: '0 sent',
      errorMsg: null,
    };
    const { callsTo, listLoads } = renderJobs((cfg) =>
      cfg.url === '/sys/quartzJob/execute' ? { data: envelope(run, { message: '执行成功' }) } : undefined,
    );
    await clickRowAction(await rowOf('mail-job'), 'job-run-once');
    const confirm = await confirmation('确定立即执行一次任务“发送待发邮件”吗?');
    expect(callsTo('/sys/quartzJob/execute')).toHaveLength(0);
    const loads = listLoads();
    await act(async () => fireEvent.click(within(confirm).getByText('确定')));
    await waitFor(() => expect(callsTo('/sys/quartzJob/execute')).toHaveLength(1));
    const call = callsTo('/sys/quartzJob/execute')[0];
    expect(call.method).toBe('get');
    expect(call.params).toMatchObject({ id: 'j1' });
    expect(await screen.findByText('执行成功，耗时 12 毫秒')).toBeTruthy();
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
  });

  it("a failed run shows the run's own error from the 422 answer", async () => {
    const run = {
      id: 'l2',
      jobId: 'j2',
      jobKey: 'reportSnapshot',
      status: 0,
      costTime: 3,
      resultMsg: null,
      errorMsg: 'disk full while writing the snapshot',
    };
    const { callsTo, listLoads } = renderJobs((cfg) =>
      cfg.url === '/sys/quartzJob/execute'
        ? {
            status: 422,
            data: envelope(run, {
              success: false,
              code: 422,
              message: '执行失败：disk full while writing the snapshot',
            }),
          }
        : undefined,
    );
    await clickRowAction(await rowOf('snapshot-job'), 'job-run-once');
    const confirm = await confirmation('确定立即执行一次任务“数据量快照”吗?');
    const loads = listLoads();
    await act(async () => fireEvent.click(within(confirm).getByText('确定')));
    await waitFor(() => expect(callsTo('/sys/quartzJob/execute')).toHaveLength(1));
    expect(callsTo('/sys/quartzJob/execute')[0].params).toMatchObject({ id: 'j2' });
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm-error');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('任务“数据量快照”执行失败');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe(
      'disk full while writing the snapshot',
    );
    expect(screen.queryByText(/执行成功/)).toBeNull();
    expect(listLoads()).toBe(loads);
  });

  it('hides each action from a user without its code, and disables it under a type-2 rule', async () => {
    const rules = [
      { code: 'system:quartzJob:pause', type: '1' as const },
      { code: 'system:quartzJob:resume', type: '2' as const },
      { code: 'system:quartzJob:execute', type: '1' as const },
    ];
    renderJobs(() => undefined, withPermissions(listPage, ['system:quartzJob:execute'], rules));
    // without the edit and delete codes: 详情 and what the job codes allow, all inline (three at most)
    expect(await rowActionNames(await rowOf('mail-job'))).toEqual({ inline: ['详情', '执行一次'], menu: [] });
    const stoppedRow = await rowOf('snapshot-job');
    expect(await rowActionNames(stoppedRow)).toEqual({ inline: ['详情', '启动', '执行一次'], menu: [] });
    expect(disabled(await rowAction(stoppedRow, 'job-start'))).toBe(true);
    expect(disabled(await rowAction(stoppedRow, 'job-run-once'))).toBe(false);
    cleanup();

    renderJobs(() => undefined, withPermissions(listPage, ['system:quartzJob:pause'], rules));
    expect(disabled(await rowAction(await rowOf('mail-job'), 'job-stop'))).toBe(false);
    expect(await rowActionNames(await rowOf('mail-job'))).toEqual({ inline: ['详情', '停止'], menu: [] });
    expect(await rowActionNames(await rowOf('snapshot-job'))).toEqual({ inline: ['详情', '启动'], menu: [] });
  });
});
