// POST {api}/importExcel over axios (runtime/core/excel-wire.ts, spec 001 §7.6 Excel import): the
// options as form fields ahead of the workbook in `files[]`, so a streaming server reads them first;
// signed and sent with the session like `upload`. No client timeout: a large import runs for minutes
// while its progress is polled, and the caller may abort it. The 422 all-or-nothing refusal is an
// answer, not a failure: it carries the error workbook the user downloads.
import type { AxiosInstance } from 'axios';
import type { ImportAnswer, ImportOptions } from '../core/data-provider.ts';
import { IMPORT_MODE_ALL, type ImportResult } from '../core/excel-wire.ts';
import { isHttpError } from './errors.ts';

/** The form fields of an import's options (absent options are not sent). */
export function importFields(options: ImportOptions): Record<string, string> {
  const fields: Record<string, string> = {};
  if (options.mode === IMPORT_MODE_ALL) fields.mode = IMPORT_MODE_ALL;
  if (options.updateMode && options.updateMode !== 'add') fields.updateMode = options.updateMode;
  if (options.dryRun) fields.validateStatus = '1';
  if (options.isSingleTableImport) fields.isSingleTableImport = 'true';
  if (options.foreignKeys) fields.foreignKeys = JSON.stringify(options.foreignKeys);
  if (options.progressId) fields.progressId = options.progressId;
  return fields;
}

const isImportResult = (value: unknown): value is ImportResult =>
  typeof value === 'object' && value !== null && 'failed' in value && 'errors' in value;

export async function postImport(
  http: AxiosInstance,
  url: string,
  file: Blob & { name?: string },
  options: ImportOptions,
): Promise<ImportAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(importFields(options))) form.append(key, value);
  form.append('files[]', file, file.name ?? 'import.xlsx');
  try {
    const res = await http.post<ImportAnswer>(url, form, {
      silent: true,
      timeout: 0,
      signal: options.signal,
      onUploadProgress: (e) => {
        if (e.total) options.onUploadProgress?.(Math.round((e.loaded / e.total) * 100));
      },
    });
    options.onUploadProgress?.(100);
    const { success, code, message, result } = res.data;
    return { success, code: Number(code), message, result };
  } catch (e) {
    if (isHttpError(e) && e.status === 422 && isImportResult(e.result)) {
      return { success: false, code: 422, message: e.serverMessage ?? e.message, result: e.result };
    }
    throw e;
  }
}
