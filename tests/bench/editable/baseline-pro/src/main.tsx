// The baseline page: ProComponents' EditableProTable (antd 5, React 18) on the benchmark's data, every
// row in edit mode (editable.editableKeys = every row key: ProComponents' only way to a grid whose
// every cell is an input). Body 400 px high like our table's default maxHeight; no toolbar, search
// form, pagination or add button. `?rows=N` sets the row count.
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { createRoot } from 'react-dom/client';
import { BENCH_COLUMNS, benchRows, rowsFromQuery, type BenchRow } from '../../bench-data.ts';
import { installProbe } from '../../probe.ts';

const rows = benchRows(rowsFromQuery(location.search));
const editableKeys = rows.map((row) => row.id);
const columns: ProColumns<BenchRow>[] = BENCH_COLUMNS.map((column) => ({
  title: column.title,
  dataIndex: column.key,
  valueType: column.kind === 'number' ? 'digit' : 'text',
  width: column.width,
}));

createRoot(document.getElementById('root')!).render(
  <EditableProTable<BenchRow>
    rowKey="id"
    columns={columns}
    defaultValue={rows}
    editable={{ type: 'multiple', editableKeys }}
    recordCreatorProps={false}
    scroll={{ y: 400 }}
    pagination={false}
    search={false}
    options={false}
    toolBarRender={false}
  />,
);

installProbe({ scroller: () => document.querySelector<HTMLElement>('.ant-table-body') });
