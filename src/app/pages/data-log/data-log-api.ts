// The data log's answers (GET /sys/dataLog/list and /sys/dataLog/queryCompareList): one entry per
// recorded write, with its field-by-field change list in the request's language.

export interface FieldChange {
  field: string;
  title: string;
  /** The stored values (a dictionary code, a record id, a region path ...). */
  before: unknown;
  after: unknown;
  /** The words the list shows for them (dictionary item, referenced record, region names, 是/否); null: none. */
  beforeText?: string | null;
  afterText?: string | null;
}

export interface DataLogEntry {
  id: string;
  dataTable: string;
  dataTableTitle: string;
  dataId: string;
  /** What names the record as the entry stored it (a site's name, an order's number); null: none. */
  dataTitle?: string | null;
  op: string;
  createBy: string | null;
  createTime: string;
  dataVersion: number | null;
  diff: FieldChange[];
}

export interface DataLogFilters {
  dataTable?: string;
  dataId?: string;
  createBy?: string;
}

export interface Comparison {
  records: DataLogEntry[];
  diff: FieldChange[];
}

/** How an entry names its record: its title, else its id. */
export const recordName = (e: DataLogEntry) => e.dataTitle || e.dataId;

export const OP_COLOR: Record<string, string> = { add: 'green', edit: 'blue', delete: 'red' };

export const opKey = (op: string) => (op === 'add' ? 'sys.opAdd' : op === 'delete' ? 'sys.opDelete' : 'sys.opEdit');

/** The request parameters of the filters, blanks left out. */
export function filterParams(f: DataLogFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['dataTable', 'dataId', 'createBy'] as const) {
    const v = f[key]?.trim();
    if (v) out[key] = v;
  }
  return out;
}
