// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clickRowAction, rowActionNames, rowActionsWith } from '../list/row-actions-test-kit.ts';
import { CODES, orderLists, orderPermissions, renderOrders, workflowProvider } from './workflow-test-kit.tsx';

afterEach(cleanup);

const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;
/** The row's transitions, inline or in its 更多 menu. */
const buttonsOf = async (orderNo: string) =>
  (await rowActionsWith(rowOf(orderNo), 'data-transition')).map(({ value, text, disabled }) => ({
    name: value,
    text,
    disabled,
  }));
const namesOf = async (orderNo: string) => {
  const { inline, menu } = await rowActionNames(rowOf(orderNo));
  return [...inline, ...menu];
};
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

describe('workflow row actions', () => {
  it('offers one button per transition of the row state, titled from the registry', async () => {
    renderOrders();
    await screen.findByText('NO-1');
    expect(await buttonsOf('NO-1')).toEqual([
      { name: 'audit', text: '审核', disabled: false },
      { name: 'auditReject', text: '审核驳回', disabled: false },
      { name: 'cancel', text: '取消', disabled: false },
    ]);
    // five actions: 详情 and the first transition inline, the rest in the 更多 menu
    expect(await rowActionNames(rowOf('NO-1'))).toEqual({
      inline: ['详情', '审核'],
      menu: ['审核驳回', '取消', '流转记录'],
    });
    // a transition without a title shows its name
    expect((await buttonsOf('NO-2')).map((b) => b.text)).toEqual(['取消', 'accept']);
  });

  it('speaks English', async () => {
    renderOrders({ lang: 'en' });
    await screen.findByText('NO-1');
    expect((await buttonsOf('NO-1')).map((b) => b.text)).toEqual(['Audit', 'Reject', 'Cancel order']);
    expect(await namesOf('NO-1')).toContain('History');
  });

  it("hides transitions the user may not run (own permission or '<entity>:<name>'), or disables a type-2 rule", async () => {
    const held = CODES.filter((c) => c !== 'wl:order:void' && c !== 'wl:order:audit');
    renderOrders({ perms: orderPermissions(held) });
    await screen.findByText('NO-1');
    expect((await buttonsOf('NO-1')).map((b) => b.name)).toEqual(['auditReject']);
    expect((await buttonsOf('NO-2')).map((b) => b.name)).toEqual(['accept']);
    expect(await namesOf('NO-1')).not.toContain('流转记录');
    cleanup();

    renderOrders({ perms: orderPermissions(held, '2') });
    await screen.findByText('NO-1');
    expect((await buttonsOf('NO-1')).map((b) => [b.name, b.disabled])).toEqual([
      ['audit', true],
      ['auditReject', false],
      ['cancel', true],
    ]);
  });

  it('no transitions on a read-only list', async () => {
    renderOrders({ readOnly: true });
    await screen.findByText('NO-1');
    expect(await buttonsOf('NO-1')).toEqual([]);
    expect(await namesOf('NO-1')).toContain('流转记录');
  });

  it('asks for confirmation, sends {id, version, note?} and reloads the list', async () => {
    const wp = renderOrders();
    await screen.findByText('NO-1');
    const before = orderLists(wp.calls);
    await clickRowAction(rowOf('NO-1'), '审核');
    await screen.findByText('确定执行「审核」吗？');
    expect(wp.actions).toHaveLength(0);
    fireEvent.click(within(dialog()).getByText('取消'));
    await waitFor(() => expect(screen.queryByText('确定执行「审核」吗？')).toBeNull());
    expect(wp.actions).toHaveLength(0);

    await clickRowAction(rowOf('NO-2'), 'accept');
    await screen.findByText('确定执行「accept」吗？');
    fireEvent.change(within(dialog()).getByPlaceholderText('可选，最多 500 字'), { target: { value: ' ok ' } });
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await waitFor(() => expect(wp.actions).toHaveLength(1));
    expect(wp.actions[0]).toEqual({ entity: 'wl_order', name: 'accept', body: { id: 'o2', version: 4, note: 'ok' } });
    await waitFor(() => expect(orderLists(wp.calls)).toBe(before + 1));
    await screen.findByText('操作成功');
  });

  it('validates the required fields before sending them', async () => {
    const wp = renderOrders();
    await screen.findByText('NO-1');
    await clickRowAction(rowOf('NO-1'), '审核驳回');
    await screen.findByText('驳回原因');
    expect(screen.queryByText(/确定执行/)).toBeNull();
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await screen.findByText('驳回原因不能为空');
    await screen.findByText('罚款不能为空');
    expect(wp.actions).toHaveLength(0);

    fireEvent.change(within(dialog()).getByPlaceholderText('请输入驳回原因'), { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await screen.findByText('驳回原因不能为空');
    expect(wp.actions).toHaveLength(0);

    fireEvent.change(within(dialog()).getByPlaceholderText('请输入驳回原因'), { target: { value: 'damaged' } });
    fireEvent.change(within(dialog()).getByRole('spinbutton'), { target: { value: '12.5' } });
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await waitFor(() => expect(wp.actions).toHaveLength(1));
    expect(wp.actions[0].body).toEqual({ id: 'o1', version: 1, reason: 'damaged', fine: 12.5 });
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const wp = workflowProvider();
    const message = '当前状态为 20，不能执行「audit」（需处于状态 10，目标状态 20）';
    wp.refuse(Object.assign(new Error(message), { status: 422 }));
    renderOrders({ wp });
    await screen.findByText('NO-1');
    const before = orderLists(wp.calls);
    await clickRowAction(rowOf('NO-1'), '审核');
    await screen.findByText('确定执行「审核」吗？');
    await act(async () => fireEvent.click(within(dialog()).getByText('确定')));
    await screen.findByText(message);
    expect(screen.getByText('确定执行「审核」吗？')).toBeTruthy();
    expect(orderLists(wp.calls)).toBe(before);
  });
});
