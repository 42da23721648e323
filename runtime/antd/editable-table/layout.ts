// Column layout of the editable table: one CSS grid template shared by the header, every row and the
// statistics row, so they line up without measuring. Widths per spec 001 §9 (120 by default, datetime
// 200, sel_user 220, sel_depart 160); data columns grow to fill a wider table (minmax(width, 1fr)).
import { COLUMN_WIDTHS, DEFAULT_COLUMN_WIDTH, type EditableColumn } from '../../core/editable/types.ts';

export const ROW_NUMBER_WIDTH = 52;
export const SELECTION_WIDTH = 40;
export const DRAG_WIDTH = 64;

export function columnWidth(column: EditableColumn): number {
  return column.width ?? COLUMN_WIDTHS[column.type] ?? DEFAULT_COLUMN_WIDTH;
}

export interface TableLayout {
  /** Columns shown (hidden columns are kept in the row values only). */
  columns: EditableColumn[];
  template: string;
  /** The least width of a row (px). */
  minWidth: number;
}

export interface LayoutFlags {
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
}

export function tableLayout(all: readonly EditableColumn[], flags: LayoutFlags): TableLayout {
  const columns = all.filter((c) => c.type !== 'hidden');
  const parts: string[] = [];
  let minWidth = 0;
  const fixed = (w: number) => {
    parts.push(`${w}px`);
    minWidth += w;
  };
  if (flags.dragSort) fixed(DRAG_WIDTH);
  if (flags.rowNumber) fixed(ROW_NUMBER_WIDTH);
  if (flags.rowSelection) fixed(SELECTION_WIDTH);
  for (const column of columns) {
    const w = columnWidth(column);
    parts.push(`minmax(${w}px, 1fr)`);
    minWidth += w;
  }
  return { columns, template: parts.join(' '), minWidth };
}
