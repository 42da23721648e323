// Row operations of the editable table as pure functions over arrays (spec 001 §3, §4.5, §5.2, §8):
// new rows with defaults and temporary ids, the add position (0 = bottom), insert, remove (recording
// the ids of rows that came from the server), move, and the sort number recomputed 1..n.
import type { CellValue, DisabledRows, EditableColumn, EditableRow } from './types.ts';
import { DEFAULT_SORT_KEY, TEMP_ID_PREFIX } from './types.ts';

let counter = 0;

/** A temporary id: the prefix, a random part and a counter (unique within the page). */
export function tempId(): string {
  counter = (counter + 1) % 1_000_000;
  return `${TEMP_ID_PREFIX}${Math.random().toString(36).slice(2, 10)}${counter.toString(36)}`;
}

export const isTempId = (id: string): boolean => id.startsWith(TEMP_ID_PREFIX);

/** The id a row is emitted with: a temporary id without its prefix (spec §3), others as they are. */
export const cleanId = (id: string): string => (isTempId(id) ? id.slice(TEMP_ID_PREFIX.length) : id);

/** A column's value for a new row: defaultValue, a checkbox's unchecked/checked value, else undefined. */
export function defaultCellValue(column: EditableColumn): CellValue {
  if (column.defaultValue !== undefined) return column.defaultValue;
  if (column.type === 'checkbox') {
    const [on, off] = column.customValue ?? [true, false];
    return column.defaultChecked ? on : off;
  }
  return undefined;
}

/** A row from given values: every column's default under them, a temporary id when none is given. */
export function createRow(columns: readonly EditableColumn[], values: Partial<EditableRow> = {}): EditableRow {
  const row: EditableRow = { id: '' };
  for (const column of columns) {
    const v = defaultCellValue(column);
    if (v !== undefined) row[column.key] = v;
  }
  Object.assign(row, values);
  row.id = values.id !== undefined && values.id !== null && values.id !== '' ? String(values.id) : tempId();
  return row;
}

/** A row as loaded (dataSource, reset): its id kept (a temporary one when missing), no defaults added. */
export function loadRow(values: Partial<EditableRow>): EditableRow {
  const id = values.id !== undefined && values.id !== null && values.id !== '' ? String(values.id) : tempId();
  return { ...values, id } as EditableRow;
}

/** At least one row, a whole number (spec §5.2: add-row count minimum 1). */
export function clampAddCount(count: unknown): number {
  const n = Math.floor(Number(count));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** The add position limited to 0..rowCount (spec §5.2); a non-number is 0 (the bottom). */
export function clampAddIndex(index: unknown, rowCount: number): number {
  const n = Math.floor(Number(index));
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(n, rowCount);
}

/**
 * Where rows added at position `addIndex` go, as an array index: 0 means the bottom (after the last
 * row); k in 1..rowCount means the first new row becomes the k-th row (1 = the top). So the range
 * 0..rowCount names every place exactly once.
 */
export function addPositionToIndex(addIndex: number, rowCount: number): number {
  const k = clampAddIndex(addIndex, rowCount);
  return k === 0 ? rowCount : k - 1;
}

/** `items` inserted before array index `index` (clamped to 0..length). */
export function insertAt<T>(list: readonly T[], items: readonly T[], index: number): T[] {
  const at = Math.max(0, Math.min(Math.floor(index) || 0, list.length));
  return [...list.slice(0, at), ...items, ...list.slice(at)];
}

export interface RemoveResult<T> {
  rows: T[];
  /** Ids of removed rows that were not temporary (the server's rows to delete), in row order. */
  deleted: string[];
}

/** The rows without `ids`; removed server rows' ids are returned for getDeleteIds. */
export function removeByIds<T extends { id: string }>(rows: readonly T[], ids: Iterable<string>): RemoveResult<T> {
  const drop = new Set(ids);
  const kept: T[] = [];
  const deleted: string[] = [];
  for (const row of rows) {
    if (!drop.has(row.id)) kept.push(row);
    else if (!isTempId(row.id)) deleted.push(row.id);
  }
  return { rows: kept, deleted };
}

/** The list with the item at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const last = list.length - 1;
  if (from < 0 || from > last) return list;
  const target = Math.max(0, Math.min(to, last));
  if (target === from) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** The key holding the sort number: the column marked isOrder, else `sortKey` (orderNum by default). */
export function sortKeyOf(columns: readonly EditableColumn[], sortKey: string = DEFAULT_SORT_KEY): string {
  return columns.find((c) => c.isOrder)?.key ?? sortKey;
}

/**
 * The sort numbers 1..n in row order (1-based, like the row number column the user sees): a new
 * object for each row whose number changes, the same object otherwise.
 */
export function renumber<T extends Record<string, unknown>>(rows: readonly T[], key: string): T[] {
  return rows.map((row, i) => (row[key] === i + 1 ? row : { ...row, [key]: i + 1 }));
}

/** The row is disabled when any listed field holds one of its listed values. */
export function isRowDisabled(row: EditableRow, disabledRows: DisabledRows | undefined): boolean {
  if (!disabledRows) return false;
  for (const key in disabledRows) {
    const wanted = disabledRows[key];
    const value = row[key];
    if (Array.isArray(wanted) ? wanted.some((w) => sameValue(w, value)) : sameValue(wanted, value)) return true;
  }
  return false;
}

// Values from the server may come as numbers or their text (dictionary codes).
const sameValue = (a: CellValue, b: CellValue) =>
  a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));

/** A row as getValues emits it: the clean id; every key kept (hidden columns too). */
export function emitRow(row: EditableRow): EditableRow {
  return isTempId(row.id) ? { ...row, id: cleanId(row.id) } : { ...row };
}
