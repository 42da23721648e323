// The contract between the editable table's body and its cells: one component per column type,
// looked up in a registry keyed by EditableColumn.type (an app may override any key).
import type { ComponentType } from 'react';
import type { CellValue, EditableColumn, EditableRow } from '../../../core/editable/types.ts';

export interface EditableCellProps {
  column: EditableColumn;
  /** The cell's current value. */
  value: CellValue;
  /** The whole row (read-only; for popup/destFields and cross-field cells). */
  row: EditableRow;
  /** Writes this cell (or, for popup destFields, several fields of the row). */
  onChange: (value: CellValue, others?: Partial<EditableRow>) => void;
  /** Leaves the cell (click-to-edit mode ends editing; validation of the cell runs). */
  onBlur: () => void;
  /** The row or the column is disabled. */
  disabled: boolean;
  /** True while the cell shows its editor (always in the default mode; on click in click-to-edit mode). */
  editing: boolean;
  /** Focus the editor when mounted (a newly added row, a click in click-to-edit mode). */
  autoFocus?: boolean;
}

export type EditableCellComponent = ComponentType<EditableCellProps>;

export type EditableCellRegistry = Partial<Record<EditableColumn['type'], EditableCellComponent>>;
