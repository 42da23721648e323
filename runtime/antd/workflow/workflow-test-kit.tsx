// Test helpers of the workflow actions: an in-memory registry with an order entity declaring x-states
// (no schema declares one yet), an in-memory provider with `action` and sys_state_log rows, and a
// render helper of the generic list with permissions. Used by the workflow tests only.
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import type { EntityDef, Lang, Registry, StateTransition } from '../../core/registry.ts';
import type { PageResult, Row } from '../../core/wire.ts';
import { PermissionProvider, type PermissionItem } from '../../react/permissions.tsx';
import { RegistryProvider } from '../../react/registry-context.tsx';
import { fieldDef, memoryProvider, siteEntity } from '../../react/test-fixtures.tsx';
import type { ActionRequest } from '../../react/use-workflow.ts';
import { ListView } from '../list/list-view.tsx';

const transitions: StateTransition[] = [
  { name: 'audit', title: { zh: '审核', en: 'Audit' }, from: [10], to: 20 },
  { name: 'auditReject', title: { zh: '审核驳回', en: 'Reject' }, from: [10], to: 110, requires: ['reason', 'fine'] },
  { name: 'cancel', title: { zh: '取消', en: 'Cancel order' }, from: [10, 20], to: 110, permission: 'wl:order:void' },
  { name: 'accept', from: [20], to: 25 },
];

export const orderEntity: EntityDef = {
  ...siteEntity,
  name: 'wl_order',
  title: { zh: '订单', en: 'Order' },
  table: 'wl_order',
  api: '/wl/order',
  permission: 'wl:order',
  tree: undefined,
  list: { columns: ['orderNo', 'orderState'], search: [], sort: ['createTime', 'desc'] },
  fields: [
    fieldDef('orderNo', { title: { zh: '订单号', en: 'Order no.' } }),
    fieldDef('orderState', { title: { zh: '订单状态', en: 'Order state' }, type: 'integer', dict: 'order_state' }),
    fieldDef('reason', { title: { zh: '驳回原因', en: 'Reject reason' }, maxLength: 200 }),
    fieldDef('fine', { title: { zh: '罚款', en: 'Fine' }, type: 'number' }),
    ...siteEntity.fields.filter((f) => f.standard),
  ],
  states: { field: 'orderState', transitions },
};

const label = (zh: string, en: string) => ({ zh, en });
export const workflowRegistry: Registry = {
  entities: { wl_order: orderEntity },
  dicts: {
    order_state: {
      code: 'order_state',
      title: label('订单状态', 'Order state'),
      items: [
        { value: 10, label: label('待审核', 'Waiting for audit') },
        { value: 20, label: label('已审核', 'Audited') },
        { value: 25, label: label('已接单', 'Accepted') },
        { value: 110, label: label('已取消', 'Cancelled') },
      ],
    },
  },
  menus: [],
};

export const orderRows = (): Row[] => [
  { id: 'o1', version: 1, orderNo: 'NO-1', orderState: 10 },
  { id: 'o2', version: 4, orderNo: 'NO-2', orderState: 20 },
];

export const CODES = ['wl:order:list', 'wl:order:audit', 'wl:order:auditReject', 'wl:order:void', 'wl:order:accept'];
const LOG_CODE = 'system:stateLog:list';

/** `granted` codes held; every code of CODES (and the history code) enforced with rule type `type`. */
export function orderPermissions(granted: string[] = [...CODES, LOG_CODE], type = '1') {
  const item = (action: string): PermissionItem => ({ action, type, status: '1' });
  return { menu: [], auth: granted.map(item), allAuth: [...CODES, LOG_CODE].map(item) };
}

/** The in-memory provider plus `action` (recorded; `refuse` scripts a failure) and sys_state_log rows. */
export function workflowProvider(rows = orderRows(), logs: Row[] = []) {
  const mem = memoryProvider(rows);
  const actions: { entity: string; name: string; body: ActionRequest }[] = [];
  let refusal: Error | null = null;
  const provider = {
    ...mem.provider,
    async getList<T extends object = Row>(entity: string, params: Record<string, unknown>): Promise<PageResult<T>> {
      if (entity !== 'sys_state_log') return mem.provider.getList<T>(entity, params as never);
      mem.calls.push({ op: 'getList', entity, arg: params });
      const records = logs.filter((l) => l.recordId === params.recordId) as T[];
      return { records, total: records.length, size: 1000, current: 1, pages: 1 };
    },
    async action<T extends object = Row>(entity: string, name: string, body: ActionRequest): Promise<T> {
      actions.push({ entity, name, body });
      if (refusal) throw refusal;
      return { ...body } as unknown as T;
    },
  };
  const refuse = (e: Error | null) => {
    refusal = e;
  };
  return { ...mem, provider, actions, refuse };
}

export function renderOrders({
  lang = 'zh-CN' as Lang,
  perms = orderPermissions(),
  wp = workflowProvider(),
  readOnly = false,
} = {}) {
  const view = render(
    <MemoryRouter initialEntries={['/wl/order']}>
      <RegistryProvider registry={workflowRegistry} dataProvider={wp.provider} lang={lang}>
        <PermissionProvider permissions={perms}>
          <ConfigProvider button={{ autoInsertSpace: false }}>
            <App>
              <ListView entityName="wl_order" syncUrl={false} readOnly={readOnly} />
            </App>
          </ConfigProvider>
        </PermissionProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
  return { ...wp, view };
}

/** The list calls of the order entity (the reloads). */
export const orderLists = (calls: { op: string; entity: string }[]) =>
  calls.filter((c) => c.op === 'getList' && c.entity === 'wl_order').length;
