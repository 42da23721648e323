// The editable table's contract (spec 001 §3 "Editable table row/column definition", §4.5, §5.2, §9):
// the column definition screens declare, the row shape, and the controller API the view drives.
// Pure types and constants; the logic lives beside this file (rules, rows, numbers, window) and the
// React controller in runtime/react/editable-table, the antd view in runtime/antd/editable-table.

/** Every column type of the spec. */
export const EDITABLE_COLUMN_TYPES = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'date',
  'datetime',
  'time',
  'sel_depart',
  'sel_user',
  'input_pop',
  'textarea',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'slot',
  'hidden',
] as const;
export type EditableColumnType = (typeof EDITABLE_COLUMN_TYPES)[number];

/** A cell value as held in a row: text, number, boolean or empty. Multi values are comma-joined strings. */
export type CellValue = string | number | boolean | null | undefined;

/** A row: its id (temporary ids carry TEMP_ID_PREFIX) plus one key per column. */
export interface EditableRow {
  id: string;
  [key: string]: CellValue;
}

/** A validation rule of a column (spec §5.2): one of required / unique / pattern / handler, with a message. */
export interface ValidateRule {
  required?: boolean;
  unique?: boolean;
  /** A shortcut (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money), a RegExp or a regex source. */
  pattern?: string | RegExp;
  /**
   * Async check: resolve to undefined/true when valid, or to a message (string) / false when not.
   * `rows` are all current rows (for cross-row checks).
   */
  handler?: (
    value: CellValue,
    row: EditableRow,
    rows: readonly EditableRow[],
  ) => Promise<string | boolean | undefined> | string | boolean | undefined;
  /** Message shown in the tooltip; `${title}` is replaced by the column title. A default exists per rule. */
  message?: string;
}

export type StatisticKind = 'sum' | 'average';

export interface SelectOption {
  value: string | number;
  text: string;
  title?: string;
  disabled?: boolean;
}

export interface FieldExtend {
  /** Value stored for depart/user/search selects (default id / username). */
  store?: string;
  /** Field shown as label (default departName / realname). */
  text?: string;
  multiSelect?: boolean;
  /** Upload count limit; 0 = unlimited. */
  uploadnum?: number;
}

/** A column definition (spec §3). */
export interface EditableColumn {
  key: string;
  title: string;
  type: EditableColumnType;
  /** Pixels; defaults per type (DEFAULT_COLUMN_WIDTH ...). */
  width?: number;
  placeholder?: string;
  /** Help text, shown with the title when the pointer rests on the header (the field's `description`). */
  help?: string;
  /** select / radio / list_multi / checkbox options; or use dictCode. */
  options?: SelectOption[];
  /** Dictionary code (or `table,text,code` table dictionary) for select/radio/list_multi/sel_search. */
  dictCode?: string;
  defaultValue?: CellValue;
  validateRules?: ValidateRule[];
  /** checkbox: the [checked, unchecked] values stored (default [true, false]). */
  customValue?: [CellValue, CellValue];
  defaultChecked?: boolean;
  /** Adds a statistics row under the body: sum and/or average of this column. */
  statistics?: StatisticKind[];
  /** The column holding the sort number (recomputed on reorder). */
  isOrder?: boolean;
  /** inputNumber: decimals kept (money 2, integer 0); also rounds the statistics. Unset = as typed. */
  precision?: number;
  disabled?: boolean;
  /** Passed to the cell's input component. */
  props?: Record<string, unknown>;
  /** upload/file/image */
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** select: free text allowed; sel_search: searching allowed. */
  allowInput?: boolean;
  allowSearch?: boolean;
  /** upload: target URL (default the platform upload route), auth token, response field with the path. */
  action?: string;
  token?: boolean;
  responseName?: string;
  /** popup: report code, report fields copied into row fields destFields (comma-separated pairs). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  fieldExtendJson?: string | FieldExtend;
  /** select: several values (comma-joined). */
  multiple?: boolean;
  /** sel_search_async: loads options for a search text. */
  search?: (text: string) => Promise<SelectOption[]>;
  /** slot: the screen renders this cell itself (the view passes a render function by key). */
  slotName?: string;
}

/** Rows disabled by field values: {state: [30, 40]} disables rows whose state is 30 or 40. */
export type DisabledRows = Record<string, CellValue | CellValue[]>;

export interface AddRowsOptions {
  /** Position 0..rowCount; 0 means the bottom (spec §5.2). Default 0. */
  index?: number;
  /** Scroll the new rows into view. */
  scrollToBottom?: boolean;
  /** Focus the first editable cell of the first new row. */
  setActive?: boolean;
}

/** Add-button settings saved locally (spec §9). */
export interface AddSettings {
  addRowNum: number;
  addIndex: number;
  addScrollToBottom: boolean;
}

/** rowId -> field -> message. */
export type RowErrors = Record<string, Record<string, string>>;

export interface EditableValues {
  /** Rows in order; temporary ids emitted clean (prefix removed); hidden columns included. */
  values: EditableRow[];
  /** Ids of removed rows that were not temporary. */
  deleteIds: string[];
  /** Empty when valid; keyed by the row's id as held in the table (temporary ids with prefix). */
  errors: RowErrors;
}

/** What the view (or a screen through a ref) can ask of the table. */
export interface EditableTableApi {
  /** Adds `count` (or the given) rows; refuses within INSERT_DEBOUNCE_MS of the last insert. Returns the new rows. */
  addRows(rows?: Partial<EditableRow>[] | number, options?: AddRowsOptions): EditableRow[];
  /** Inserts rows before position `index` (0-based from the top). */
  insertRows(rows: Partial<EditableRow>[] | number, index: number): EditableRow[];
  /** Removes rows by id (a string or an array of strings); throws on anything else. */
  removeRows(ids: string | string[]): void;
  removeSelectedRows(): void;
  moveRow(from: number, to: number): void;
  moveUp(id: string): void;
  moveDown(id: string): void;
  setValues(values: { rowKey: string; values: Partial<EditableRow> }[]): void;
  /** Validates every row, then returns values, deleted ids and the error map. */
  getValues(): Promise<EditableValues>;
  /** Shows server-side errors (row id -> field -> message) in the cells' tooltips. */
  setErrors(errors: RowErrors): void;
  clearSelection(): void;
  getDeleteIds(): string[];
  /** Replaces all rows (e.g. after loading) and forgets deleted ids. */
  reset(rows: Partial<EditableRow>[]): void;
}

export const TEMP_ID_PREFIX = '_tmp_';
export const ROW_HEIGHT = 61;
export const DEFAULT_MAX_HEIGHT = 400;
export const INSERT_DEBOUNCE_MS = 1500;
export const CLICK_DEBOUNCE_MS = 300;
/** Rows visible in the default window (about 9, spec §9); the view mounts these plus VIRTUAL_BUFFER each side. */
export const VIRTUAL_WINDOW_ROWS = 9;
export const VIRTUAL_BUFFER_ROWS = 4;
export const DEFAULT_SORT_KEY = 'orderNum';
export const DEFAULT_ADD_SETTINGS: AddSettings = { addRowNum: 1, addIndex: 0, addScrollToBottom: false };
export const INSERT_TOO_FAST = '你点击的太快了，请慢点点击!';

export const DEFAULT_COLUMN_WIDTH = 120;
/** Spec §9 widths by type; every other type uses DEFAULT_COLUMN_WIDTH. */
export const COLUMN_WIDTHS: Partial<Record<EditableColumnType, number>> = {
  datetime: 200,
  sel_user: 220,
  sel_depart: 160,
};
