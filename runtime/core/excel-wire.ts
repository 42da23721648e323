// The Excel import and progress contract between the server (src/server/platform/excel) and the runtime
// (runtime/http, runtime/antd list): spec 001 §3 import response, §7.6 Excel import, §8 import rows.
//
// POST {api}/importExcel, multipart: one workbook in `files[]` (.xlsx; a real .xls is refused with a
// clear 415) plus optional form fields or query parameters:
//   isSingleTableImport  'true' | '1': a master-detail entity imports its master columns only
//   foreignKeys          JSON object {field: value} written into every imported row (e.g. a detail
//                        import under one master: {"templateId": "…"})
//   validateStatus       '1': validate only, write nothing (the dry-run preview); '0' or absent: import
//   dryRun               '1': the same as validateStatus=1
//   mode                 'all': all-or-nothing: any failed row and nothing is written
//   updateMode           'add' (default): every row is a new record; a row whose ID column names a
//                        stored record, or whose unique fields match one, is a row error ('已存在')
//                        'update': rows naming a stored record (ID column, else x-entity.unique
//                        fields) update it; a row naming none is a row error
//                        'both': rows naming a stored record update it, the others are added
//   progressId           client-chosen id (letters, digits, '-', at most 64) to poll progress with
//
// Answers (the usual envelope {success, message, code, result}):
//   HTTP 200, code 200  every row imported (or, in a dry run, every row valid)
//   HTTP 200, code 201  some rows failed, the valid ones were imported (dry run: would be); result has
//                       the error workbook (fileUrl, fileName) and the first errors
//   HTTP 422, success false, code 422   mode=all and some rows failed: nothing written; result as for 201
//   HTTP 4xx, success false             the file itself is refused (type, size, rows, zip bomb,
//                                       cell length, XML entities, unknown or duplicate headers)

/** Most row errors the answer lists (the error workbook holds them all). */
export const IMPORT_ERRORS_SHOWN = 100;

export const IMPORT_MODE_ALL = 'all';

export const IMPORT_UPDATE_MODES = ['add', 'update', 'both'] as const;
export type ImportUpdateMode = (typeof IMPORT_UPDATE_MODES)[number];

/** The export's column holding each record's id (last; the import matches rows to records by it). */
export const EXPORT_ID_HEADER = 'ID';

export interface ImportRowError {
  /** 1-based row number in the uploaded sheet (the header is row 1). */
  row: number;
  /** Wire name of the field at fault, when one is. */
  field?: string;
  message: string;
}

export interface ImportResult {
  /** The same text as the envelope's message. */
  msg: string;
  dryRun: boolean;
  /** Data rows read (for master-detail: sheet rows, a master and its details counting each row). */
  total: number;
  /** Records written, added or updated (a dry run: would be written). For master-detail: master records. */
  imported: number;
  /** Of `imported`, the existing records updated (updateMode update or both). */
  updated?: number;
  /** Rows that failed. */
  failed: number;
  /** Stored path of the error workbook: the failed rows as given plus an error column. */
  fileUrl?: string;
  /** Download name of the error workbook. */
  fileName?: string;
  errors: ImportRowError[];
}

/** GET /sys/excel/progress?id=<progressId>: the caller's own import or export only. */
export const EXCEL_PROGRESS_PATH = '/sys/excel/progress';

export interface ExcelProgress {
  kind: 'import' | 'export';
  phase: 'reading' | 'checking' | 'writing' | 'done' | 'failed';
  /** Rows handled so far. */
  done: number;
  /** Rows in all, when known (an export counts first; an import knows only at the end). */
  total?: number;
}

export const PROGRESS_ID = /^[A-Za-z0-9-]{1,64}$/;
