// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../core/wire.ts';
import { clickRowAction } from '../list/row-actions-test-kit.ts';
import { STATE_LOG_CODE } from './state-history.tsx';
import { CODES, orderPermissions, renderOrders, workflowProvider } from './workflow-test-kit.tsx';

afterEach(cleanup);

const logs: Row[] = [
  {
    id: 'l1',
    entityName: 'wl_order',
    recordId: 'o2',
    fieldName: 'orderState',
    fromState: '10',
    toState: '20',
    action: 'audit',
    note: 'papers checked',
    createBy: 'auditor',
    createTime: '2026-11-01 09:15:00',
  },
  {
    id: 'l2',
    entityName: 'wl_order',
    recordId: 'o2',
    fieldName: 'orderState',
    fromState: '20',
    toState: '25',
    action: 'accept',
    note: null,
    createBy: 'driver7',
    createTime: '2026-11-02 10:00:00',
  },
];

const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;

describe('state history timeline', () => {
  it('lists the sys_state_log rows of the record: action, from -> to as dictionary labels, who, when, note', async () => {
    const wp = renderOrders({ wp: workflowProvider(undefined, logs) });
    await screen.findByText('NO-2');
    await clickRowAction(rowOf('NO-2'), '流转记录');
    await screen.findByText('papers checked');
    const call = wp.calls.find((c) => c.entity === 'sys_state_log');
    expect(call?.arg).toMatchObject({ entityName: 'wl_order', recordId: 'o2', column: 'createTime', order: 'asc' });
    expect(within(drawer()).getByText('状态流转记录 · 订单状态')).toBeTruthy();
    const items = [...drawer().querySelectorAll('.ant-timeline-item')].map((li) => li.textContent);
    expect(items).toEqual([
      '审核待审核 → 已审核auditor 于 2026-11-01 09:15:00papers checked',
      'accept已审核 → 已接单driver7 于 2026-11-02 10:00:00',
    ]);
  });

  it('speaks English and says when there is no history', async () => {
    renderOrders({ lang: 'en', wp: workflowProvider(undefined, logs) });
    await screen.findByText('NO-2');
    await clickRowAction(rowOf('NO-2'), 'History');
    await screen.findByText('auditor at 2026-11-01 09:15:00');
    expect(within(drawer()).getAllByText('Audited')).toHaveLength(2);
    expect(within(drawer()).getByText('Audit')).toBeTruthy();
    fireEvent.click(drawer().querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('auditor at 2026-11-01 09:15:00')).toBeNull());

    await clickRowAction(rowOf('NO-1'), 'History');
    await screen.findByText('No state changes yet');
  });

  it("shows the timeline in the record's edit dialog, collapsed, only to holders of the history code", async () => {
    const edit = 'wl:order:edit';
    renderOrders({ wp: workflowProvider(undefined, logs), perms: orderPermissions([...CODES, edit, STATE_LOG_CODE]) });
    await screen.findByText('NO-2');
    fireEvent.click(within(rowOf('NO-2')).getByText('编辑'));
    // The edit dialog loads on demand (lazy-form-modal.tsx): waitFor(dialog) retries until it is there.
    const dialog = () => {
      const modal = document.querySelector<HTMLElement>('.ant-modal');
      if (!modal) throw new Error('the edit dialog is not open yet');
      return modal;
    };
    fireEvent.click(await within(await waitFor(dialog)).findByText('状态流转记录'));
    await within(dialog()).findByText('papers checked');
    expect(dialog().querySelectorAll('.ant-timeline-item')).toHaveLength(2);
    cleanup();

    renderOrders({ wp: workflowProvider(undefined, logs), perms: orderPermissions([...CODES, edit]) });
    await screen.findByText('NO-2');
    fireEvent.click(within(rowOf('NO-2')).getByText('编辑'));
    await within(await waitFor(dialog)).findByDisplayValue('NO-2');
    expect(within(dialog()).queryByText('状态流转记录')).toBeNull();
  });
});
