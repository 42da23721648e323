// The editable table's controller logic without React (README.md): the EditableTableApi over one
// EditableRowStore, cell edits with validation, the insert debounce and the sort numbers. The hook
// (use-editable-table.ts) creates one engine per table and hands it the latest options after each
// render, so the API object never changes identity and callbacks are read when they are called.
import { validateRows } from '../../core/editable/rules.ts';
import {
  addPositionToIndex,
  clampAddCount,
  cleanId,
  createRow,
  emitRow,
  loadRow,
  moveItem,
  renumber,
  sortKeyOf,
} from '../../core/editable/rows.ts';
import {
  DEFAULT_SORT_KEY,
  INSERT_DEBOUNCE_MS,
  INSERT_TOO_FAST,
  TEMP_ID_PREFIX,
  type AddRowsOptions,
  type AddSettings,
  type CellValue,
  type DisabledRows,
  type EditableColumn,
  type EditableRow,
  type EditableTableApi,
  type EditableValues,
  type RowErrors,
} from '../../core/editable/types.ts';
import type { Lang } from '../../core/registry.ts';
import { CellValidator } from './cell-validator.ts';
import { EditableRowStore } from './row-store.ts';

export type ValuesChange =
  | { type: 'cell'; rowId: string; values: Partial<EditableRow>; row: EditableRow }
  | { type: 'rows'; action: 'add' | 'insert' | 'remove' | 'move' | 'reset' | 'set' };

export interface EditableTableOptions {
  columns: EditableColumn[];
  /** Initial rows; a new array identity replaces the rows (reset). */
  dataSource?: readonly Partial<EditableRow>[];
  /** Field of the sort number recomputed 1..n on add, insert, remove and move (default orderNum). */
  sortKey?: string;
  disabledRows?: DisabledRows;
  lang?: Lang;
  /** localStorage key of the add settings (kept in memory without one). */
  storageKey?: string;
  /** Told when an insert comes within 1500 ms of the last one (the view shows a warning). */
  onTooFast?: (message: string) => void;
  onValuesChange?: (change: ValuesChange) => void;
  /**
   * Told which row to bring into view (add with scrollToBottom, insert). The request is also left in
   * the store (`takeScrollRequest`) for a view that scrolls after drawing the new rows.
   */
  scrollToIndex?: (index: number) => void;
  /** Delay of the check after a change (ms); a blur checks at once. */
  validationDelay?: number;
}

export const toRows = (data: readonly Partial<EditableRow>[] | undefined) => (data ?? []).map(loadRow);

export class EditableTableEngine {
  readonly store: EditableRowStore;
  readonly api: EditableTableApi;
  private readonly validator: CellValidator;
  private options: EditableTableOptions;
  private byKey = new Map<string, EditableColumn>();
  private lastInsert = -Infinity;
  private loadedData: readonly Partial<EditableRow>[] | undefined;

  constructor(options: EditableTableOptions) {
    this.options = options;
    this.configure(options);
    this.loadedData = options.dataSource;
    this.store = new EditableRowStore(toRows(options.dataSource));
    this.validator = new CellValidator(
      this.store,
      (key) => this.byKey.get(key),
      () => this.options.lang ?? 'zh-CN',
      options.validationDelay,
    );
    this.api = {
      addRows: (rows, opts) => this.addRows(rows, opts),
      insertRows: (rows, index) => this.insertRows(rows, index),
      removeRows: (ids) => this.removeRows(ids),
      removeSelectedRows: () => {
        const ids = this.store.getSelectedIds();
        if (ids.length) this.removeRows(ids);
      },
      moveRow: (from, to) => this.moveRow(from, to),
      moveUp: (id) => {
        const i = this.store.indexOf(id);
        if (i > 0) this.moveRow(i, i - 1);
      },
      moveDown: (id) => {
        const i = this.store.indexOf(id);
        if (i >= 0 && i < this.store.size - 1) this.moveRow(i, i + 1);
      },
      setValues: (values) => {
        for (const { rowKey, values: v } of values) {
          if (!this.store.patch(rowKey, v)) continue;
          for (const key of Object.keys(v)) this.validator.schedule(rowKey, key);
        }
        this.notify({ type: 'rows', action: 'set' });
      },
      getValues: () => this.getValues(),
      setErrors: (errors) => this.store.setErrors(this.toStoreIds(errors)),
      clearSelection: () => this.store.setSelection([]),
      getDeleteIds: () => this.store.getDeleted(),
      reset: (rows) => {
        this.validator.cancelAll();
        this.store.reset(toRows(rows));
        this.notify({ type: 'rows', action: 'reset' });
      },
    };
  }

  /** The latest options (columns, callbacks); called by the hook after every render. */
  configure(options: EditableTableOptions): void {
    if (this.options.columns !== options.columns || !this.byKey.size) {
      this.byKey = new Map(options.columns.map((c) => [c.key, c]));
    }
    this.options = options;
  }

  /** The field holding the sort number. */
  get sortKey(): string {
    return sortKeyOf(this.options.columns, this.options.sortKey ?? DEFAULT_SORT_KEY);
  }

  /** The dataSource prop: a new array (not the one loaded last) replaces the rows. */
  syncData(dataSource: readonly Partial<EditableRow>[] | undefined): void {
    if (dataSource === this.loadedData) return;
    this.loadedData = dataSource;
    this.validator.cancelAll();
    this.store.reset(toRows(dataSource));
  }

  dispose(): void {
    this.validator.cancelAll();
  }

  /** A cell edit (value, plus other fields of the row for popups); checked after a short delay. */
  changeCell = (rowId: string, key: string, value: CellValue, others?: Partial<EditableRow>): void => {
    const values = { ...others, [key]: value };
    if (!this.store.patch(rowId, values)) return;
    for (const k of Object.keys(values)) this.validator.schedule(rowId, k);
    this.notify({ type: 'cell', rowId, values, row: this.store.getRow(rowId)! });
  };

  /** The cell was left: check it now. */
  blurCell = (rowId: string, key: string): Promise<void> => this.validator.now(rowId, key);

  /** Adds rows with the add settings (the toolbar's 新增), focusing the first new row. */
  addWithSettings(settings: AddSettings): EditableRow[] {
    return this.addRows(settings.addRowNum, {
      index: settings.addIndex,
      scrollToBottom: settings.addScrollToBottom,
      setActive: true,
    });
  }

  private notify(change: ValuesChange): void {
    this.options.onValuesChange?.(change);
  }

  /** The sort number is kept only where the table has one: its column, an explicit key, or rows carrying it. */
  private renumberAll(): void {
    const key = this.sortKey;
    const rows = this.store.getRows();
    const wanted = this.options.sortKey !== undefined || this.byKey.has(key) || rows.some((r) => key in r);
    if (wanted) this.store.replaceRows(renumber(rows, key));
  }

  private tooFast(): boolean {
    const now = Date.now();
    if (now - this.lastInsert < INSERT_DEBOUNCE_MS) {
      this.options.onTooFast?.(INSERT_TOO_FAST);
      return true;
    }
    this.lastInsert = now;
    return false;
  }

  private newRows(rows: Partial<EditableRow>[] | number | undefined): EditableRow[] {
    const { columns } = this.options;
    if (Array.isArray(rows)) return rows.map((values) => createRow(columns, values));
    return Array.from({ length: clampAddCount(rows ?? 1) }, () => createRow(columns));
  }

  private put(rows: EditableRow[], index: number, action: 'add' | 'insert', focus: boolean, scroll: boolean) {
    this.store.insert(rows, index);
    this.renumberAll();
    if (focus && rows.length) {
      const first = this.options.columns.find((c) => c.type !== 'hidden' && c.type !== 'slot' && !c.disabled);
      if (first) this.store.setActive({ rowId: rows[0].id, key: first.key, focus: true });
    }
    if (scroll) {
      this.store.requestScroll(index + rows.length - 1);
      this.options.scrollToIndex?.(index + rows.length - 1);
    }
    this.notify({ type: 'rows', action });
    // Returned as the store holds them (sort numbers included).
    return rows.map((r) => this.store.getRow(r.id)!);
  }

  private addRows(rows?: Partial<EditableRow>[] | number, opts: AddRowsOptions = {}): EditableRow[] {
    if (this.tooFast()) return [];
    const index = addPositionToIndex(opts.index ?? 0, this.store.size);
    return this.put(this.newRows(rows), index, 'add', opts.setActive ?? false, opts.scrollToBottom ?? false);
  }

  private insertRows(rows: Partial<EditableRow>[] | number, index: number): EditableRow[] {
    if (this.tooFast()) return [];
    const at = Math.max(0, Math.min(Math.floor(Number(index)) || 0, this.store.size));
    return this.put(this.newRows(rows), at, 'insert', false, true);
  }

  private removeRows(ids: string | string[]): void {
    if (typeof ids !== 'string' && !Array.isArray(ids)) {
      throw new TypeError('removeRows: the argument must be a row id (string) or an array of row ids');
    }
    const removed = this.store.remove(typeof ids === 'string' ? [ids] : ids);
    if (!removed.length) return;
    this.renumberAll();
    this.notify({ type: 'rows', action: 'remove' });
  }

  private moveRow(from: number, to: number): void {
    const ids = this.store.getIds();
    const next = moveItem(ids, from, to);
    if (next === ids) return;
    this.store.reorder(next as string[]);
    this.renumberAll();
    this.notify({ type: 'rows', action: 'move' });
  }

  private async getValues(): Promise<EditableValues> {
    this.validator.cancelAll();
    const rows = this.store.getRows();
    const errors = await validateRows(this.options.columns, rows, this.options.lang ?? 'zh-CN');
    this.store.setErrors(errors);
    return { values: rows.map(emitRow), deleteIds: this.store.getDeleted(), errors };
  }

  /** Server errors may name a temporary row by its clean id: map them back. */
  private toStoreIds(errors: RowErrors): RowErrors {
    const out: RowErrors = {};
    const byClean = new Map<string, string>();
    for (const id of this.store.getIds()) if (id.startsWith(TEMP_ID_PREFIX)) byClean.set(cleanId(id), id);
    for (const [id, fields] of Object.entries(errors)) {
      out[this.store.getRow(id) ? id : (byClean.get(id) ?? id)] = fields;
    }
    return out;
  }
}
