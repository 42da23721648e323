// The detail tables of a master form (x-detail): one editable table per detail the user may see, in
// tabs under the master's fields. Rows, permissions and the save step come from useDetailTables.
import { Alert, Spin, Tabs } from 'antd';
import type { DetailTablesController } from '../../react/detail/use-detail-tables.ts';
import { EditableTable } from '../editable-table/index.ts';
import { useT } from '../messages.ts';

export interface DetailTablesProps {
  details: DetailTablesController;
  masterName: string;
  disabled: boolean;
  /** The shown tab (a detail key); the form switches to a table whose rows failed validation. */
  activeKey?: string;
  onTabChange(key: string): void;
}

export function DetailTables({ details, masterName, disabled, activeKey, onTabChange }: DetailTablesProps) {
  const t = useT();
  if (!details.tables.length) return null;
  if (details.loadError)
    return <Alert type="error" showIcon title={t('detailLoadFailed')} description={details.loadError.message} />;
  if (!details.rows) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  const rows = details.rows;
  return (
    <Tabs
      style={{ marginTop: 8 }}
      activeKey={activeKey ?? details.tables[0].def.key}
      onChange={onTabChange}
      items={details.tables.map((table) => ({
        key: table.def.key,
        label: table.title,
        forceRender: true,
        children: (
          <EditableTable
            ref={details.bind(table.def.key)}
            columns={table.columns}
            dataSource={rows[table.def.key]}
            rowNumber
            rowSelection
            dragSort={!!table.def.orderField}
            sortKey={table.def.orderField}
            disabled={disabled || (!table.canEdit && !table.canAdd)}
            addable={table.canAdd}
            removable={table.canDelete}
            storageKey={`detailAdd:${masterName}:${table.def.key}`}
          />
        ),
      }))}
    />
  );
}
