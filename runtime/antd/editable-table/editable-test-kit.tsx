// Test kit of the editable table's view tests: renders EditableTable inside the antd test providers
// (optionally with a PermissionProvider) and gives the ref's API plus small DOM helpers.
import { render } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import type { EditableColumn, EditableTableApi } from '../../core/editable/types.ts';
import type { Lang } from '../../core/registry.ts';
import { PermissionProvider, type UserPermissions } from '../../react/permissions.tsx';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import { AntdProviders } from '../test-providers.tsx';
import { EditableTable, type EditableTableProps } from './editable-table.tsx';

export interface KitOptions {
  permissions?: UserPermissions;
  lang?: Lang;
}

export function renderTable(props: EditableTableProps, { permissions, lang }: KitOptions = {}) {
  const ref = createRef<EditableTableApi>();
  const { provider } = memoryProvider();
  const wrap = (p: EditableTableProps) => {
    const table: ReactNode = <EditableTable ref={ref} {...p} />;
    return (
      <AntdProviders provider={provider} lang={lang}>
        {permissions ? <PermissionProvider permissions={permissions}>{table}</PermissionProvider> : table}
      </AntdProviders>
    );
  };
  const view = render(wrap(props));
  return {
    view,
    api: () => ref.current!,
    rerender: (next: EditableTableProps) => view.rerender(wrap(next)),
    /** Data rows mounted (header and statistics excluded). */
    rows: () => [...document.querySelectorAll<HTMLElement>('.et-body [role="row"]')],
    rowIds: () => [...document.querySelectorAll<HTMLElement>('.et-body [role="row"]')].map((r) => r.dataset.rowId),
    cell: (rowId: string, key: string) =>
      document.querySelector<HTMLElement>(`.et-body [data-row-id="${rowId}"] [data-cell="${key}"]`)!,
    input: (rowId: string, key: string) =>
      document.querySelector<HTMLInputElement>(
        `.et-body [data-row-id="${rowId}"] [data-cell="${key}"] input, .et-body [data-row-id="${rowId}"] [data-cell="${key}"] textarea`,
      )!,
  };
}

export const freightColumns: EditableColumn[] = [
  {
    key: 'startWeight',
    title: '起始重量',
    type: 'inputNumber',
    validateRules: [{ required: true }],
    statistics: ['sum'],
  },
  { key: 'price', title: '价格', type: 'inputNumber', precision: 2, statistics: ['sum', 'average'] },
  { key: 'note', title: '备注', type: 'input', validateRules: [{ pattern: 's', message: '${title}只能是字母' }] },
  { key: 'active', title: '启用', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'orderNum', title: '排序', type: 'hidden' },
];

export const freightRows = [
  { id: 'f1', startWeight: 0, price: 10, note: 'a', active: 'Y', orderNum: 1 },
  { id: 'f2', startWeight: 5, price: 8.5, note: 'b', active: 'N', orderNum: 2 },
  { id: 'f3', startWeight: 10, price: 7.25, note: 'c', active: 'Y', orderNum: 3 },
];
