// Our page: runtime/antd's EditableTable (antd 6, React 19, the root's node_modules) on the benchmark's
// data, with its defaults (always in edit mode, body 400 px high, toolbar, no row numbers or
// selection). There is no server: the table's input and number cells never call the DataProvider,
// so every call of this one rejects. `?rows=N` sets the row count.
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { EditableTable } from '../../../../runtime/antd/editable-table/index.ts';
import type { DataProvider } from '../../../../runtime/core/data-provider.ts';
import type { EditableColumn, EditableTableApi } from '../../../../runtime/core/editable/types.ts';
import { RegistryProvider } from '../../../../runtime/react/registry-context.tsx';
import { BENCH_COLUMNS, benchRows, rowsFromQuery } from '../bench-data.ts';
import { installProbe } from '../probe.ts';

const rows = benchRows(rowsFromQuery(location.search));
const columns: EditableColumn[] = BENCH_COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  type: column.kind === 'number' ? 'inputNumber' : 'input',
  width: column.width,
}));
const offline = new Proxy({} as DataProvider, {
  get: () => () => Promise.reject(new Error('the bench page has no server')),
});
const table = createRef<EditableTableApi>();

createRoot(document.getElementById('root')!).render(
  <RegistryProvider registry={{ entities: {}, dicts: {}, menus: [] }} dataProvider={offline} lang="zh-CN">
    <EditableTable ref={table} columns={columns} dataSource={rows} />
  </RegistryProvider>,
);

const scroller = () => document.querySelector<HTMLElement>('.et-scroll');

installProbe({
  scroller,
  addRows: (count) => table.current!.addRows(count, { scrollToBottom: true }).map((row) => row.id),
  rowShown(id) {
    const row = document.querySelector(`[data-row-id="${CSS.escape(id)}"]`);
    const view = scroller()?.getBoundingClientRect();
    if (!row || !view) return false;
    const box = row.getBoundingClientRect();
    return box.bottom > view.top && box.top < view.bottom;
  },
});
