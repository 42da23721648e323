// Table columns from entity.list.columns: titles in the current language, cells from the cell registry,
// sortable (server-side), and the per-row Edit / Delete actions.
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { fieldByName, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import type { ListState } from '../../react/list-query.ts';
import { useLang } from '../../react/registry-context.tsx';
import { resolveCell, type CellRegistry } from '../cells/cell-types.ts';
import { useT } from '../messages.ts';

export interface RowActions {
  onEdit(row: Row): void;
  onDelete(row: Row): Promise<void>;
}

const UNSORTABLE_FORMATS = new Set(['image', 'images', 'richtext']);

function columnWidth(field: FieldDef): number | undefined {
  if (field.format === 'date-time') return 180;
  if (field.format === 'image' || field.format === 'images') return 150;
  return undefined;
}

export function useColumns(entity: EntityDef, cells: CellRegistry, state: ListState, actions: RowActions) {
  const lang = useLang();
  const t = useT();
  return useMemo<ColumnsType<Row>>(() => {
    const columns: ColumnsType<Row> = entity.list.columns
      .map((name) => fieldByName(entity, name))
      .filter((f): f is FieldDef => !!f && !f.secret)
      .map((field) => {
        const Cell = resolveCell(cells, field);
        const sortable = !UNSORTABLE_FORMATS.has(field.format ?? '');
        return {
          key: field.name,
          dataIndex: field.name,
          title: text(field.title, lang),
          width: columnWidth(field),
          sorter: sortable,
          sortOrder: sortable && state.column === field.name ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
          render: (value: unknown, record: Row) => <Cell value={value} record={record} field={field} />,
        };
      });
    columns.push({
      key: '__actions',
      title: t('actions'),
      fixed: 'right',
      width: 140,
      render: (_: unknown, record: Row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.onEdit(record)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete')}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => actions.onDelete(record)}
          >
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
    return columns;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from lang
  }, [entity, cells, state.column, state.order, lang, actions]);
}
