// EditableTable (README.md): the antd view over runtime/react's useEditableTable. A ref gets the
// EditableTableApi (addRows, getValues, setErrors ...). Plain grid divs with a virtual body, not antd
// Table, so it stays fast at thousands of rows.
import { Spin } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type ReactNode } from 'react';
import {
  DEFAULT_MAX_HEIGHT,
  type DisabledRows,
  type EditableColumn,
  type EditableRow,
  type EditableTableApi,
} from '../../core/editable/types.ts';
import { usePermission } from '../../react/permissions.tsx';
import { useLang } from '../../react/registry-context.tsx';
import { useEditableTable, type ValuesChange } from '../../react/editable-table/use-editable-table.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { EditableSlotsContext, type EditableSlot } from './cells/basic-cells.tsx';
import type { EditableCellRegistry } from './cells/cell-types.ts';
import { defaultCells } from './cells/index.ts';
import { tableLayout } from './layout.ts';
import { TableGrid } from './table-grid.tsx';
import { TableStyles } from './table-styles.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import type { TableContext } from './table-context.ts';
import { useClickOutside } from './use-click-outside.ts';

export interface EditableTableProps {
  columns: EditableColumn[];
  /** Initial rows; a new array identity replaces the rows. */
  dataSource?: Partial<EditableRow>[];
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
  /** Field of the sort number recomputed on reorder (default orderNum, or the isOrder column). */
  sortKey?: string;
  /** Height of the body before it scrolls (default 400). */
  maxHeight?: number;
  /** 'always' (default): every cell is its editor; 'click': a cell edits on click, leaves on a click outside. */
  editMode?: 'always' | 'click';
  disabledRows?: DisabledRows;
  disabled?: boolean;
  /** Permission prefix: the user's exclusions under it ('add', 'batch_delete') hide 新增 / 删除. */
  authPre?: string;
  toolbar?: boolean;
  /** False hides 新增 and 插入 (e.g. the user may not add detail rows); default true. */
  addable?: boolean;
  /** False hides 删除 (batch delete); default true. */
  removable?: boolean;
  /** Cell components by column type, over the defaults. */
  cells?: EditableCellRegistry;
  /** Render functions of slot columns, by slotName (or key). */
  slots?: Record<string, EditableSlot>;
  /** localStorage key of the add settings. */
  storageKey?: string;
  onValuesChange?: (change: ValuesChange) => void;
  loading?: boolean;
  /** Extra toolbar content (right of the buttons). */
  toolbarExtra?: ReactNode;
}

export const EditableTable = forwardRef<EditableTableApi, EditableTableProps>(function EditableTable(props, ref) {
  const {
    columns,
    rowNumber = false,
    rowSelection = false,
    dragSort = false,
    maxHeight = DEFAULT_MAX_HEIGHT,
    editMode = 'always',
    disabled = false,
    toolbar = true,
    authPre,
    addable = true,
    removable = true,
  } = props;
  const t = useT();
  const lang = useLang();
  const { message } = useFeedback();
  const permission = usePermission();
  const scrollRef = useRef<HTMLDivElement>(null);

  const controller = useEditableTable({
    columns,
    dataSource: props.dataSource,
    sortKey: props.sortKey,
    disabledRows: props.disabledRows,
    lang,
    storageKey: props.storageKey,
    onValuesChange: props.onValuesChange,
    onTooFast: () => void message.warning(t('editableTooFast')),
  });
  const { store, api, changeCell, blurCell } = controller;
  useImperativeHandle(ref, () => api, [api]);
  useClickOutside(store, editMode === 'click', blurCell);

  const excluded = useMemo(() => (authPre ? permission.excluded(authPre) : new Set<string>()), [authPre, permission]);
  const cells = useMemo(() => ({ ...defaultCells, ...props.cells }), [props.cells]);
  const layout = useMemo(
    () => tableLayout(columns, { rowNumber, rowSelection, dragSort }),
    [columns, rowNumber, rowSelection, dragSort],
  );
  const { disabledRows } = props;
  // Only what the rows draw; a parent re-render with the same setup keeps the rows memoised.
  const ctx = useMemo<Omit<TableContext, 'startDrag'>>(
    () => ({
      store,
      api,
      changeCell,
      blurCell,
      columns: layout.columns,
      template: layout.template,
      minWidth: layout.minWidth,
      cells,
      editMode,
      disabled,
      disabledRows,
      rowNumber,
      rowSelection,
      dragSort: dragSort && !disabled,
      t,
    }),
    // `t` changes identity each render; the language is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      store,
      api,
      changeCell,
      blurCell,
      layout,
      cells,
      editMode,
      disabled,
      disabledRows,
      rowNumber,
      rowSelection,
      dragSort,
      lang,
    ],
  );

  // Selection is meaningless for a disabled table.
  useEffect(() => {
    if (disabled) api.clearSelection();
  }, [disabled, api]);

  return (
    <Spin spinning={!!props.loading}>
      <TableStyles />
      <div className="et-wrap">
        {toolbar ? (
          <TableToolbar
            store={store}
            controller={controller}
            settings={controller.addSettings}
            onSettings={controller.setAddSettings}
            canAdd={addable && !excluded.has('add')}
            canDelete={removable && rowSelection && !excluded.has('batch_delete')}
            disabled={disabled}
            t={t}
          />
        ) : null}
        {props.toolbarExtra}
        <EditableSlotsContext.Provider value={props.slots ?? NO_SLOTS}>
          <TableGrid ctx={ctx} maxHeight={maxHeight} scrollRef={scrollRef} />
        </EditableSlotsContext.Provider>
      </div>
    </Spin>
  );
});

const NO_SLOTS: Record<string, EditableSlot> = {};
