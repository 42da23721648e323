// What every row and cell of one table shares, passed as one stable object so memoised rows re-render
// only when the table's setup changes (columns, flags), never for another row's edit.
import type { DisabledRows, EditableColumn, EditableTableApi } from '../../core/editable/types.ts';
import type { EditableRowStore } from '../../react/editable-table/row-store.ts';
import type { EditableTableController } from '../../react/editable-table/use-editable-table.ts';
import type { Translate } from '../messages.ts';
import type { EditableCellRegistry } from './cells/cell-types.ts';

export interface TableContext {
  store: EditableRowStore;
  api: EditableTableApi;
  changeCell: EditableTableController['changeCell'];
  blurCell: EditableTableController['blurCell'];
  columns: EditableColumn[];
  template: string;
  minWidth: number;
  cells: EditableCellRegistry;
  editMode: 'always' | 'click';
  disabled: boolean;
  disabledRows?: DisabledRows;
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
  t: Translate;
  /** Starts a pointer drag of the row at `index` (the grid tracks it). */
  startDrag(index: number, event: React.PointerEvent): void;
}
