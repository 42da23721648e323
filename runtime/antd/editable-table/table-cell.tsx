// One cell of a row: reads only its own value, error and editing state from the store, so typing in
// it re-renders it alone. The column's cell component comes from the registry; a failed rule shows a
// red border and, on hover or focus, antd's Tooltip with the message (mounted only while there is one,
// beside the editor so the editor never remounts). Click-to-edit mode shows the text until clicked.
import { Tooltip } from 'antd';
import { memo, useEffect, useState } from 'react';
import type { EditableColumn, EditableRow } from '../../core/editable/types.ts';
import {
  useCellActive,
  useCellError,
  useCellFocus,
  useCellValue,
  useRow,
} from '../../react/editable-table/store-hooks.ts';
import type { TableContext } from './table-context.ts';

/** Cells that need the whole row live (popup target fields, slots); the others get it read once. */
const ROW_AWARE = new Set<EditableColumn['type']>(['popup', 'slot']);
/** Cells that are their own editor in both modes. */
const ALWAYS_EDITING = new Set<EditableColumn['type']>(['checkbox', 'slot', 'radio']);

interface CellProps {
  id: string;
  column: EditableColumn;
  rowDisabled: boolean;
  ctx: TableContext;
}

export const TableCell = memo(function TableCell(props: CellProps) {
  return ROW_AWARE.has(props.column.type) ? <RowAwareCell {...props} /> : <CellBody {...props} row={undefined} />;
});

function RowAwareCell(props: CellProps) {
  const row = useRow(props.ctx.store, props.id);
  return <CellBody {...props} row={row} />;
}

function CellBody({ id, column, rowDisabled, ctx, row }: CellProps & { row: EditableRow | undefined }) {
  const { store, editMode } = ctx;
  const value = useCellValue(store, id, column.key);
  const error = useCellError(store, id, column.key);
  const active = useCellActive(store, id, column.key);
  const focus = useCellFocus(store, id, column.key);
  const [hover, setHover] = useState(false);
  // Focus once: a remount (scrolled away and back) must not take the focus again.
  useEffect(() => {
    if (focus) store.setActive({ rowId: id, key: column.key, focus: false });
  }, [focus, store, id, column.key]);
  const [focused, setFocused] = useState(false);
  const Component = ctx.cells[column.type];
  const disabled = ctx.disabled || rowDisabled || !!column.disabled;
  const editing = editMode === 'always' || active || ALWAYS_EDITING.has(column.type);
  const leave = () => {
    void ctx.blurCell(id, column.key);
    if (editMode === 'click' && store.isActive(id, column.key)) store.setActive(null);
  };
  const content = Component ? (
    <Component
      column={column}
      value={value}
      row={row ?? store.getRow(id) ?? { id }}
      onChange={(v, others) => ctx.changeCell(id, column.key, v, others)}
      onBlur={leave}
      disabled={disabled}
      editing={editing}
      autoFocus={focus}
    />
  ) : null;
  return (
    <div
      role="gridcell"
      className={`et-cell${error ? ' et-cell-error' : ''}`}
      data-cell={column.key}
      data-row-id={id}
      aria-invalid={error ? true : undefined}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {editing ? (
        content
      ) : (
        <div
          className="et-view"
          tabIndex={disabled ? undefined : 0}
          onClick={() => !disabled && store.setActive({ rowId: id, key: column.key, focus: true })}
          onKeyDown={(e) => {
            if (!disabled && (e.key === 'Enter' || e.key === 'F2'))
              store.setActive({ rowId: id, key: column.key, focus: true });
          }}
        >
          {content}
        </div>
      )}
      {error ? (
        <Tooltip open={hover || focused} title={error} placement="top">
          <span className="et-anchor" />
        </Tooltip>
      ) : null}
    </div>
  );
}
