// One row: drag handle and row menu, row number, selection box, then its cells. Memoised on its id and
// index; it re-renders for its own selection or disabled state, never for another row. Placed at
// index x 61 px in the body (absolute), so mounting or dropping other rows neither moves nor repaints it.
import { HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown } from 'antd';
import { memo } from 'react';
import { ROW_HEIGHT } from '../../core/editable/types.ts';
import { useRowDisabled, useRowSelected } from '../../react/editable-table/store-hooks.ts';
import { TableCell } from './table-cell.tsx';
import type { TableContext } from './table-context.ts';

interface RowProps {
  id: string;
  index: number;
  last: boolean;
  ctx: TableContext;
}

export const TableRow = memo(function TableRow({ id, index, last, ctx }: RowProps) {
  const { store, t } = ctx;
  const selected = useRowSelected(store, id);
  const rowDisabled = useRowDisabled(store, id, ctx.disabledRows);
  const className = `et-row et-grid${selected ? ' et-selected' : ''}${rowDisabled ? ' et-disabled' : ''}`;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-disabled={rowDisabled || undefined}
      data-row-id={id}
      className={className}
      style={{ gridTemplateColumns: ctx.template, top: index * ROW_HEIGHT }}
    >
      {ctx.dragSort ? <DragCell id={id} index={index} last={last} ctx={ctx} /> : null}
      {ctx.rowNumber ? <div className="et-cell et-center et-num">{index + 1}</div> : null}
      {ctx.rowSelection ? (
        <div className="et-cell et-center">
          <Checkbox
            checked={selected}
            aria-label={t('editableSelectRow', { n: index + 1 })}
            onChange={(e) => store.select(id, e.target.checked)}
          />
        </div>
      ) : null}
      {ctx.columns.map((column) => (
        <TableCell key={column.key} id={id} column={column} rowDisabled={rowDisabled} ctx={ctx} />
      ))}
    </div>
  );
});

/** The drag handle (pointer drag; ↑/↓ keys move the row) and the row menu with 上移 / 下移. */
function DragCell({ id, index, last, ctx }: { id: string; index: number; last: boolean; ctx: TableContext }) {
  const { api, t } = ctx;
  const off = ctx.disabled;
  return (
    <div className="et-cell et-center">
      <span
        role="button"
        tabIndex={off ? -1 : 0}
        className="et-drag"
        aria-label={t('editableDrag')}
        title={t('editableDrag')}
        aria-disabled={off || undefined}
        onPointerDown={(e) => !off && ctx.startDrag(index, e)}
        onKeyDown={(e) => {
          if (off) return;
          if (e.key === 'ArrowUp') api.moveUp(id);
          else if (e.key === 'ArrowDown') api.moveDown(id);
          else return;
          e.preventDefault();
        }}
      >
        <HolderOutlined />
      </span>
      <Dropdown
        trigger={['click']}
        disabled={off}
        menu={{
          items: [
            { key: 'up', label: t('editableMoveUp'), disabled: index === 0 },
            { key: 'down', label: t('editableMoveDown'), disabled: last },
          ],
          onClick: ({ key }) => (key === 'up' ? api.moveUp(id) : api.moveDown(id)),
        }}
      >
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('editableRowActions')} />
      </Dropdown>
    </div>
  );
}
