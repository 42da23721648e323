import { describe, expect, it } from 'vitest';
import type { EditableColumn, EditableColumnType } from '../../core/editable/types.ts';
import { DRAG_WIDTH, ROW_NUMBER_WIDTH, SELECTION_WIDTH, columnWidth, tableLayout } from './layout.ts';

const col = (key: string, type: EditableColumnType, extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key,
  title: key,
  type,
  ...extra,
});

describe('column widths (spec 001 §9)', () => {
  it('120 by default, datetime 200, sel_user 220, sel_depart 160; a column width wins', () => {
    expect(columnWidth(col('a', 'input'))).toBe(120);
    expect(columnWidth(col('a', 'select'))).toBe(120);
    expect(columnWidth(col('a', 'date'))).toBe(120);
    expect(columnWidth(col('a', 'datetime'))).toBe(200);
    expect(columnWidth(col('a', 'sel_user'))).toBe(220);
    expect(columnWidth(col('a', 'sel_depart'))).toBe(160);
    expect(columnWidth(col('a', 'datetime', { width: 90 }))).toBe(90);
  });
});

describe('tableLayout', () => {
  const columns = [col('a', 'input'), col('b', 'hidden'), col('c', 'sel_user', { width: 300 }), col('d', 'datetime')];

  it('one template: drag, row number, selection, then each drawn column growing from its width', () => {
    const layout = tableLayout(columns, { dragSort: true, rowNumber: true, rowSelection: true });
    expect(layout.columns.map((c) => c.key)).toEqual(['a', 'c', 'd']);
    expect(layout.template).toBe(
      `${DRAG_WIDTH}px ${ROW_NUMBER_WIDTH}px ${SELECTION_WIDTH}px minmax(120px, 1fr) minmax(300px, 1fr) minmax(200px, 1fr)`,
    );
    expect(layout.minWidth).toBe(DRAG_WIDTH + ROW_NUMBER_WIDTH + SELECTION_WIDTH + 120 + 300 + 200);
  });

  it('leaves out the fixed columns that are off; hidden columns are never drawn', () => {
    const layout = tableLayout(columns, { dragSort: false, rowNumber: false, rowSelection: true });
    expect(layout.template).toBe(`${SELECTION_WIDTH}px minmax(120px, 1fr) minmax(300px, 1fr) minmax(200px, 1fr)`);
    expect(tableLayout([col('x', 'hidden')], { dragSort: false, rowNumber: false, rowSelection: false })).toEqual({
      columns: [],
      template: '',
      minWidth: 0,
    });
  });
});
