// The one interface screens use to reach the server; runtime/http implements it over HTTP.
import type { ImportResult, ImportUpdateMode } from './excel-wire.ts';
import type { ListParams, PageResult, Row } from './wire.ts';

export interface DataProvider {
  getList<T extends object = Row>(entity: string, params: ListParams): Promise<PageResult<T>>;
  getOne<T extends object = Row>(entity: string, id: string): Promise<T>;
  create<T extends object = Row>(entity: string, data: Partial<T>): Promise<T>;
  update<T extends object = Row>(entity: string, data: Partial<T> & { id: string; version: number }): Promise<T>;
  /**
   * The child rows of one detail of a master-detail record (GET `{api}/details/{key}?id=`; `key` is
   * the registry's `DetailDef.key`, e.g. freightList), shaped like the child's list rows (dictionary
   * and reference labels in `<field>_dictText`), by sort number, then creation. Rejects with 403
   * without the child's list code, 404 for an unknown key or master. The rows are saved with the
   * master: `create`/`update` with `{...master, [key]: rows}` (see `SaveErrors` for a refusal).
   * Optional so that in-memory providers of tests need not have it; the HTTP provider does.
   */
  getDetails?<T extends object = Row>(entity: string, key: string, id: string): Promise<T[]>;
  /**
   * A workflow transition (`x-states`): POST `{api}/action/{name}` with `{id, version, ...the
   * transition's fields, note?}`; resolves with the record as `getOne` gives it. Optional like
   * `getDetails`; the HTTP provider has it.
   */
  action?<T extends object = Row>(entity: string, name: string, body: ActionBody): Promise<T>;
  delete(entity: string, id: string): Promise<void>;
  deleteMany(entity: string, ids: string[]): Promise<void>;
  /**
   * The list's query (filters, sort, advanced query; paging is ignored) or `selections` (comma
   * separated ids) as an .xlsx workbook (GET exportXls). Rejects with status 404 when there is
   * nothing to export ('file download failed'). With `progressId` the server reports its progress
   * at GET /sys/excel/progress (excel-wire.ts).
   */
  exportXls(entity: string, params: ListParams, options?: ExportOptions): Promise<Blob>;
  /**
   * POST importExcel (multipart `files[]`, excel-wire.ts): resolves with the answer for HTTP 200
   * (code 200: every row; 201: some rows failed, result has the error workbook) and also for the
   * 422 all-or-nothing refusal (success false, code 422, result as for 201). A refused file or a
   * failed upload rejects like the other calls (an Error with `status` and the server's message).
   */
  importExcel(entity: string, file: Blob & { name?: string }, options?: ImportOptions): Promise<ImportAnswer>;
  /**
   * POST /sys/common/upload (multipart `file`, `biz`, `isup=1`): resolves with the stored path (the
   * answer's message). `onProgress` gets 0..100.
   */
  upload(file: Blob & { name?: string }, options?: UploadOptions): Promise<string>;
  /**
   * The content of a stored file (GET /sys/common/static/<path>, sent with the session token and
   * signature, which a plain `<img src>` cannot send). `path` is the stored relative path that
   * `upload` returned. Rejects like the other calls (an Error with `status`, 404 for a missing file).
   */
  fetchFile(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
  /**
   * A platform call outside the generic entity routes (pickers, checks, reports: `/sys/...`,
   * `/online/...`), below the API base. Resolves with the answer's `result`; rejects like the other
   * calls (an Error with `status` and the server's message). Silent unless `notify` is set.
   */
  request<T = unknown>(call: PlatformCall): Promise<T>;
}

/** The id and version every workflow action sends, and its optional note (a type, not an interface: it
 * must fit `ActionBody`'s index signature). */
export type ActionRequest = {
  id: string;
  version: number;
  note?: string | null;
};

/** Body of a workflow action: the record's id and version, the transition's fields, an optional note. */
export type ActionBody = ActionRequest & { [field: string]: unknown };

export interface UploadOptions {
  /** Upload folder (default 'temp'); letters, digits, '-' and '_' only. */
  biz?: string;
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

export interface ExportOptions {
  /** Client-chosen id (PROGRESS_ID of excel-wire.ts) to poll the export's progress with. */
  progressId?: string;
}

export interface ImportOptions {
  /** 'all': all-or-nothing, any failed row and nothing is written. */
  mode?: 'all';
  /**
   * Rows naming a stored record (the export's ID column or a unique key): 'add' (default) refuses
   * them, 'update' updates them and adds nothing, 'both' updates them and adds the rest.
   */
  updateMode?: ImportUpdateMode;
  /** Validate only, write nothing (sent as validateStatus=1). */
  dryRun?: boolean;
  /** A master-detail entity imports its master columns only. */
  isSingleTableImport?: boolean;
  /** Written into every imported row (e.g. the master's id of a detail import). */
  foreignKeys?: Record<string, unknown>;
  progressId?: string;
  /** Upload progress, 0..100. */
  onUploadProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** The import's answer envelope (spec 001 §3 import response). */
export interface ImportAnswer {
  success: boolean;
  /** 200 all imported, 201 imported with errors, 422 all-or-nothing refused. */
  code: number;
  message: string;
  result: ImportResult;
}

export interface PlatformCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the API base, e.g. `/sys/user/getMultiUser`. */
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
  /** Show errors through the global notifier (default: silent, the caller shows them). */
  notify?: boolean;
}

/**
 * The `result` of a 400 from add or edit. `errors`: the record's own field errors. `details` (a
 * master-detail save): detail key -> row index in the sent array (as a string) -> field -> message;
 * nothing was written. Messages are in the request's language.
 */
export interface SaveErrors {
  errors: { field: string; message: string }[];
  details?: Record<string, Record<string, Record<string, string>>>;
}
