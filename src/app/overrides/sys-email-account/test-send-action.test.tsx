// @vitest-environment jsdom
import '../../../../runtime/antd/test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockReply } from '../../../../runtime/http/testing.ts';
import { PermissionProvider } from '../../../../runtime/react/permissions.tsx';
import { EntityListPage } from '../../pages/entity-list-page.tsx';
import { clickRowAction, rowActionNames } from '../../../../runtime/antd/list/row-actions-test-kit.ts';
import { envelope, renderApp } from '../test-harness.tsx';

afterEach(cleanup);

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const account = {
  id: 'a1',
  version: 1,
  fromAddress: 'noreply@example.com',
  host: 'smtp.example.com',
  port: 465,
  useSsl: true,
  username: 'noreply',
  isDefault: true,
};

const listPage = (
  <EntityListPage
    menu={{
      key: 'emailAccount',
      title: { zh: '邮箱账户', en: 'Email accounts' },
      path: '/system/emailAccount',
      entity: 'sys_email_account',
    }}
  />
);

const SEND = '/sys/emailAccount/testSend';

function renderAccounts(extra: (cfg: InternalAxiosRequestConfig) => MockReply | undefined, node: ReactNode = listPage) {
  const r = renderApp(node, (cfg) => {
    if (cfg.url === '/sys/emailAccount/list') return { data: envelope(page([account])) };
    return extra(cfg);
  });
  /** Holds test sends until `go()` (the scripted adapter answers at once otherwise). */
  const hold = () => {
    const adapter = r.services.http.defaults.adapter as AxiosAdapter;
    let waiting = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    r.services.http.defaults.adapter = async (cfg) => {
      if (cfg.url === SEND) {
        waiting += 1;
        await gate;
      }
      return adapter(cfg);
    };
    return { pending: () => waiting, go: () => open() };
  };
  return { ...r, hold, sends: () => r.calls.filter((c) => c.url === SEND) };
}

/** Opens the test-send dialog of the account row. */
async function openDialog() {
  const row = (await screen.findByText('smtp.example.com')).closest('tr')!;
  await clickRowAction(row, 'email-test-send');
  return (await screen.findByText('发送测试邮件（noreply@example.com）')).closest('.ant-modal') as HTMLElement;
}

const recipient = (dialog: HTMLElement) => within(dialog).getByLabelText('收件人');
const sendButton = (dialog: HTMLElement) => within(dialog).getByText('发送').closest('button')!;

describe('sys_email_account test send', () => {
  it('requires a recipient and a valid email address before sending anything', async () => {
    const { sends } = renderAccounts(() => undefined);
    // 详情, 编辑, 测试发送, 删除: four, so the last two are in the 更多 menu
    const row = (await screen.findByText('smtp.example.com')).closest('tr')!;
    expect(await rowActionNames(row)).toEqual({ inline: ['详情', '编辑'], menu: ['测试发送', '删除'] });
    const dialog = await openDialog();
    await act(async () => fireEvent.click(sendButton(dialog)));
    expect(await within(dialog).findByText('请输入收件人邮箱')).toBeTruthy();
    fireEvent.change(recipient(dialog), { target: { value: 'not-an-address' } });
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeTruthy();
    await act(async () => fireEvent.click(sendButton(dialog)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends()).toHaveLength(0);
  });

  it('posts {id, to}, is disabled while sending, then reports success and closes', async () => {
    const { sends, hold } = renderAccounts((cfg) =>
      cfg.url === SEND ? { data: envelope({ id: 'log1', status: 1 }, { message: '发送成功' }) } : undefined,
    );
    const release = hold();
    const dialog = await openDialog();
    fireEvent.change(recipient(dialog), { target: { value: ' ops@example.org ' } });
    await act(async () => fireEvent.click(sendButton(dialog)));
    await waitFor(() => expect(release.pending()).toBe(1));
    // While the request is out: the send button spins, the input and cancel are disabled, and a
    // second click sends nothing more.
    await waitFor(() => expect(sendButton(dialog).className).toContain('ant-btn-loading'));
    expect(recipient(dialog).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('取消').closest('button')!.hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(sendButton(dialog)));
    expect(release.pending()).toBe(1);
    await act(async () => release.go());
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0].method).toBe('post');
    expect(JSON.parse(sends()[0].data as string)).toEqual({ id: 'a1', to: 'ops@example.org' });
    expect(await screen.findByText('测试邮件已发送至 ops@example.org')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('发送测试邮件（noreply@example.com）')).toBeNull());
  });

  it("shows the server's error in the dialog, which stays open for another try", async () => {
    let fail = true;
    const { sends } = renderAccounts((cfg) => {
      if (cfg.url !== SEND) return undefined;
      if (fail) {
        return {
          status: 502,
          data: envelope(
            { id: 'log2', status: 2, error: 'Invalid login: 535 5.7.8 bad credentials' },
            { success: false, code: 502, message: '发送失败：Invalid login: 535 5.7.8 bad credentials' },
          ),
        };
      }
      return { data: envelope({ id: 'log3', status: 1 }) };
    });
    const dialog = await openDialog();
    fireEvent.change(recipient(dialog), { target: { value: 'ops@example.org' } });
    await act(async () => fireEvent.click(sendButton(dialog)));
    const alert = await within(dialog).findByTestId('email-test-send-error');
    expect(alert.textContent).toContain('发送失败：Invalid login: 535 5.7.8 bad credentials');
    expect(screen.queryByText(/测试邮件已发送至/)).toBeNull();
    expect(sendButton(dialog).hasAttribute('disabled')).toBe(false);
    expect(recipient(dialog).hasAttribute('disabled')).toBe(false);

    fail = false;
    await act(async () => fireEvent.click(sendButton(dialog)));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(await screen.findByText('测试邮件已发送至 ops@example.org')).toBeTruthy();
  });

  it('is hidden from a user without system:emailAccount:testSend', async () => {
    const node = (
      <PermissionProvider
        permissions={{
          menu: [],
          auth: [{ action: 'system:emailAccount:edit', type: '1' }],
          allAuth: [
            { action: 'system:emailAccount:testSend', type: '1', status: '1' },
            { action: 'system:emailAccount:edit', type: '1', status: '1' },
          ],
        }}
      >
        {listPage}
      </PermissionProvider>
    );
    renderAccounts(() => undefined, node);
    const row = (await screen.findByText('smtp.example.com')).closest('tr')!;
    expect(within(row).getByText('编辑')).toBeTruthy();
    expect(await rowActionNames(row)).toEqual({ inline: ['详情', '编辑'], menu: [] });
    cleanup();

    renderAccounts(
      () => undefined,
      <PermissionProvider
        permissions={{
          menu: [],
          auth: [{ action: 'system:emailAccount:testSend', type: '1' }],
          allAuth: [{ action: 'system:emailAccount:testSend', type: '1', status: '1' }],
        }}
      >
        {listPage}
      </PermissionProvider>,
    );
    // 详情 and 测试发送 (edit and delete are not granted)
    const granted = (await screen.findByText('smtp.example.com')).closest('tr')!;
    expect(await rowActionNames(granted)).toEqual({ inline: ['详情', '测试发送'], menu: [] });
  });
});
