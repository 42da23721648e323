// The virtual window of the editable table's body (spec 001 §9: fixed row height 61, about 9 rows
// visible in the default 400 px): which rows to mount for a scroll position, and the heights of the
// spacers standing in for the rows above and below. The body mounts [start, end) whatever the count.
import { ROW_HEIGHT, VIRTUAL_BUFFER_ROWS } from './types.ts';

export interface WindowInput {
  scrollTop: number;
  viewportHeight: number;
  rowCount: number;
  rowHeight?: number;
  /** Rows mounted beyond the visible ones on each side. */
  buffer?: number;
}

export interface RowWindow {
  /** First row index mounted. */
  start: number;
  /** One past the last row index mounted. */
  end: number;
  /** Height of the spacer above the first mounted row. */
  before: number;
  /** Height of the spacer below the last mounted row. */
  after: number;
  /** Height of all rows. */
  total: number;
}

export function rowWindow({
  scrollTop,
  viewportHeight,
  rowCount,
  rowHeight = ROW_HEIGHT,
  buffer = VIRTUAL_BUFFER_ROWS,
}: WindowInput): RowWindow {
  const total = rowCount * rowHeight;
  if (rowCount <= 0) return { start: 0, end: 0, before: 0, after: 0, total: 0 };
  const top = Math.max(0, Math.min(scrollTop, Math.max(0, total - viewportHeight)));
  const firstVisible = Math.floor(top / rowHeight);
  const lastVisible = Math.ceil((top + Math.max(viewportHeight, rowHeight)) / rowHeight);
  const start = Math.max(0, firstVisible - buffer);
  const end = Math.min(rowCount, lastVisible + buffer);
  return { start, end, before: start * rowHeight, after: (rowCount - end) * rowHeight, total };
}

/** The scrollTop that shows row `index` (at the top when above the view, at the bottom when below). */
export function scrollTopFor(index: number, scrollTop: number, viewportHeight: number, rowHeight = ROW_HEIGHT): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return scrollTop;
}
