// The editable table's view (README.md).
export { EditableTable, type EditableTableProps } from './editable-table.tsx';
export {
  defaultCells as defaultEditableCells,
  basicCells,
  richCells,
  EditableSlotsContext,
  type EditableSlot,
} from './cells/index.ts';
export type { EditableCellComponent, EditableCellProps, EditableCellRegistry } from './cells/cell-types.ts';
export { columnWidth, tableLayout } from './layout.ts';
