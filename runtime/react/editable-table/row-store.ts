// The editable table's rows, kept outside React state so a keystroke touches one row (README.md):
// rows by id plus their order, errors per row, the selection and the active (editing) cell, with
// listeners per row, for the order (the list), for any data change (statistics) and for the selection
// count. Components read it with useSyncExternalStore and a selector returning a primitive or a kept
// object, so only the components whose slice changed re-render.
import { isTempId } from '../../core/editable/rows.ts';
import type { CellValue, EditableRow, RowErrors } from '../../core/editable/types.ts';

type Listener = () => void;

export interface ActiveCell {
  rowId: string;
  key: string;
  /** Focus the editor when it mounts. */
  focus: boolean;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

export class EditableRowStore {
  private ids: string[] = [];
  private byId = new Map<string, EditableRow>();
  private errors = new Map<string, Record<string, string>>();
  private selected = new Set<string>();
  private deleted: string[] = [];
  private active: ActiveCell | null = null;
  private rowsCache: EditableRow[] | null = null;
  private scrollRequest: number | null = null;
  private dataVersion = 0;
  private selectionVersion = 0;
  private readonly rowListeners = new Map<string, Set<Listener>>();
  private readonly listListeners = new Set<Listener>();
  private readonly dataListeners = new Set<Listener>();
  private readonly selectionListeners = new Set<Listener>();

  constructor(rows: readonly EditableRow[] = []) {
    this.load(rows);
  }

  // ---- reading (stable snapshots for useSyncExternalStore)

  /** Row ids in order; the same array until the order changes. */
  getIds = (): readonly string[] => this.ids;
  getRow = (id: string): EditableRow | undefined => this.byId.get(id);
  /** All rows in order; the same array until anything changes. */
  getRows = (): readonly EditableRow[] => (this.rowsCache ??= this.ids.map((id) => this.byId.get(id)!));
  get size(): number {
    return this.ids.length;
  }
  indexOf = (id: string): number => this.ids.indexOf(id);
  getRowErrors = (id: string): Readonly<Record<string, string>> => this.errors.get(id) ?? EMPTY;
  getError = (id: string, key: string): string | undefined => this.errors.get(id)?.[key];
  /** Every row's errors (row id -> field -> message). */
  getErrors(): RowErrors {
    const out: RowErrors = {};
    for (const id of this.ids) {
      const e = this.errors.get(id);
      if (e && Object.keys(e).length) out[id] = { ...e };
    }
    return out;
  }
  isSelected = (id: string): boolean => this.selected.has(id);
  getSelectedIds = (): string[] => this.ids.filter((id) => this.selected.has(id));
  getSelectionVersion = (): number => this.selectionVersion;
  get selectedCount(): number {
    return this.selected.size;
  }
  getDataVersion = (): number => this.dataVersion;
  getDeleted = (): string[] => [...this.deleted];
  getActive = (): ActiveCell | null => this.active;
  isActive = (id: string, key: string): boolean => this.active?.rowId === id && this.active.key === key;

  // ---- subscribing

  subscribeRow = (id: string, listener: Listener): (() => void) => {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size && this.rowListeners.get(id) === set) this.rowListeners.delete(id);
    };
  };
  subscribeList = (listener: Listener) => this.add(this.listListeners, listener);
  subscribeData = (listener: Listener) => this.add(this.dataListeners, listener);
  subscribeSelection = (listener: Listener) => this.add(this.selectionListeners, listener);

  // ---- writing

  /** Replaces every row; forgets errors, selection, deleted ids and the active cell. */
  reset(rows: readonly EditableRow[]): void {
    const before = [...this.byId.keys()];
    this.load(rows);
    this.errors.clear();
    this.selected.clear();
    this.deleted = [];
    this.active = null;
    this.selectionVersion++;
    for (const id of before) this.emitRow(id);
    for (const id of this.ids) this.emitRow(id);
    this.emitList();
    this.emit(this.selectionListeners);
  }

  /** Changes some fields of one row (a cell edit, popup target fields, setValues). */
  patch(id: string, values: Partial<EditableRow>): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    let changed = false;
    for (const key in values) {
      if (key !== 'id' && !Object.is(row[key], values[key])) changed = true;
    }
    if (!changed) return false;
    const next: EditableRow = { ...row, ...values, id } as EditableRow;
    this.byId.set(id, next);
    this.touchData();
    this.emitRow(id);
    return true;
  }

  /** Replaces the values of rows whose object changed (renumbering); one data notification. */
  replaceRows(rows: readonly EditableRow[]): void {
    let changed = false;
    for (const row of rows) {
      if (this.byId.get(row.id) === row || !this.byId.has(row.id)) continue;
      this.byId.set(row.id, row);
      changed = true;
      this.emitRow(row.id);
    }
    if (changed) this.touchData();
  }

  /** Inserts rows before array index `index`; the list is notified once. */
  insert(rows: readonly EditableRow[], index: number): void {
    if (!rows.length) return;
    const at = Math.max(0, Math.min(index, this.ids.length));
    for (const row of rows) this.byId.set(row.id, row);
    this.ids = [...this.ids.slice(0, at), ...rows.map((r) => r.id), ...this.ids.slice(at)];
    this.touchData();
    this.emitList();
  }

  /** Removes rows; ids of removed rows that came from the server are recorded. Returns the removed ids. */
  remove(ids: Iterable<string>): string[] {
    const drop = new Set<string>();
    for (const id of ids) if (this.byId.has(id)) drop.add(id);
    if (!drop.size) return [];
    this.ids = this.ids.filter((id) => !drop.has(id));
    let selection = false;
    for (const id of drop) {
      this.byId.delete(id);
      this.errors.delete(id);
      if (this.selected.delete(id)) selection = true;
      if (!isTempId(id)) this.deleted.push(id);
      if (this.active?.rowId === id) this.active = null;
    }
    this.touchData();
    this.emitList();
    if (selection) {
      this.selectionVersion++;
      this.emit(this.selectionListeners);
    }
    return [...drop];
  }

  /** Puts the ids in a new order (same ids); the list is notified once. */
  reorder(ids: string[]): void {
    this.ids = ids;
    this.touchData();
    this.emitList();
  }

  setCellError(id: string, key: string, message: string | undefined): void {
    const current = this.errors.get(id);
    if ((current?.[key] ?? undefined) === message) return;
    const next = { ...current };
    if (message) next[key] = message;
    else delete next[key];
    if (Object.keys(next).length) this.errors.set(id, next);
    else this.errors.delete(id);
    this.emitRow(id);
  }

  /** Replaces all errors; only rows whose errors change are notified. */
  setErrors(errors: RowErrors): void {
    const touched = new Set([...this.errors.keys(), ...Object.keys(errors)]);
    for (const id of touched) {
      const before = this.errors.get(id);
      const after = errors[id] && Object.keys(errors[id]).length ? { ...errors[id] } : undefined;
      if (sameErrors(before, after)) continue;
      if (after && this.byId.has(id)) this.errors.set(id, after);
      else this.errors.delete(id);
      this.emitRow(id);
    }
  }

  select(id: string, on: boolean): void {
    if (!this.byId.has(id) || this.selected.has(id) === on) return;
    if (on) this.selected.add(id);
    else this.selected.delete(id);
    this.selectionVersion++;
    this.emitRow(id);
    this.emit(this.selectionListeners);
  }

  /** Selects every given row (or clears the selection with `[]`). */
  setSelection(ids: Iterable<string>): void {
    const next = new Set([...ids].filter((id) => this.byId.has(id)));
    const changed = [...this.selected]
      .filter((id) => !next.has(id))
      .concat([...next].filter((id) => !this.selected.has(id)));
    if (!changed.length) return;
    this.selected = next;
    this.selectionVersion++;
    for (const id of changed) this.emitRow(id);
    this.emit(this.selectionListeners);
  }

  setActive(cell: ActiveCell | null): void {
    const before = this.active;
    if (before?.rowId === cell?.rowId && before?.key === cell?.key && before?.focus === cell?.focus) return;
    this.active = cell;
    if (before) this.emitRow(before.rowId);
    if (cell && cell.rowId !== before?.rowId) this.emitRow(cell.rowId);
  }

  /** Asks the view to bring row `index` into view once it has drawn the current rows. */
  requestScroll(index: number): void {
    this.scrollRequest = index;
  }

  /** The pending scroll request, cleared. */
  takeScrollRequest(): number | null {
    const index = this.scrollRequest;
    this.scrollRequest = null;
    return index;
  }

  // ---- internals

  private load(rows: readonly EditableRow[]): void {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.ids = [...this.byId.keys()];
    this.touchData();
  }

  private touchData(): void {
    this.rowsCache = null;
    this.dataVersion++;
    this.emit(this.dataListeners);
  }

  private emitRow(id: string): void {
    const set = this.rowListeners.get(id);
    if (set) for (const listener of [...set]) listener();
  }

  private emitList(): void {
    this.emit(this.listListeners);
  }

  private emit(set: Set<Listener>): void {
    for (const listener of [...set]) listener();
  }

  private add(set: Set<Listener>, listener: Listener): () => void {
    set.add(listener);
    return () => set.delete(listener);
  }
}

function sameErrors(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const ka = a ? Object.keys(a) : [];
  const kb = b ? Object.keys(b) : [];
  return ka.length === kb.length && ka.every((k) => a![k] === b?.[k]);
}

/** The value of one cell (for selectors). */
export const cellOf = (store: EditableRowStore, id: string, key: string): CellValue => store.getRow(id)?.[key];
