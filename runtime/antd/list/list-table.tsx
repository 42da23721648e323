// The list's table: server-side paging (10/20/30 with the total), sorting and row selection, in the
// chosen density with the chosen columns; while a page loads the spinner covers the previous rows.
// An estimated total shows as "about N"; every page number may be asked for (quick jumper included),
// and the page before or after the shown one goes by its cursor (the controller's setPage).
import { Table, type TablePaginationConfig } from 'antd';
import { pagerTotal } from './pager-total.ts';
import type { ReactNode } from 'react';
import type { SorterResult } from 'antd/es/table/interface';
import { PAGE_SIZES, type Row } from '../../core/wire.ts';
import { useTreeRows } from '../../react/tree-rows.ts';
import type { Density } from '../../react/list-columns.ts';
import type { ListController } from '../../react/use-list-controller.ts';
import type { CellRegistry } from '../cells/cell-types.ts';
import { useT } from '../messages.ts';
import { useColumns, type RowActions } from './use-columns.tsx';

export interface ListTableProps {
  list: ListController;
  cells: CellRegistry;
  actions: RowActions;
  /** Shown columns in order (column settings). */
  visible?: string[];
  density?: Density;
  /** Shown when there are no rows. */
  empty?: ReactNode;
}

export function ListTable({ list, cells, actions, visible, density = 'middle', empty }: ListTableProps) {
  const t = useT();
  const tree = useTreeRows(list.entity.name, list.records, list.tree);
  const columns = useColumns(list.entity, cells, list.state, actions, visible, tree.rows, density);
  const table = (
    <Table<Row>
      rowKey="id"
      // antd 6 calls the middle size 'medium'
      size={density === 'middle' ? 'medium' : density}
      columns={columns}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      dataSource={tree.rows}
      loading={list.loading || tree.loadingKeys.length > 0}
      // Filtered lists of a tree may come back nested (children) and show as such.
      expandable={
        list.tree
          ? {
              expandedRowKeys: tree.expandedKeys,
              onExpand: (expanded, row) => tree.onExpand(expanded, row),
            }
          : undefined
      }
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: list.selectedKeys,
        onChange: (keys) => list.setSelectedKeys(keys.map(String)),
        preserveSelectedRowKeys: false,
      }}
      pagination={{
        current: list.current,
        pageSize: list.state.pageSize,
        total: list.total,
        showSizeChanger: true,
        showQuickJumper: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: () => pagerTotal(t, list),
      }}
      onChange={(pagination: TablePaginationConfig, _filters, sorter, extra) => {
        if (extra.action === 'paginate') {
          list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.state.pageSize);
        } else if (extra.action === 'sort') {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row>;
          const column = s.order ? String(s.columnKey ?? s.field) : undefined;
          list.setSort(column, s.order === 'ascend' ? 'asc' : s.order === 'descend' ? 'desc' : undefined);
        }
      }}
    />
  );
  return table;
}
