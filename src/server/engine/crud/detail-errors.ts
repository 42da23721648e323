// The field errors of a master-detail write, gathered for the master and every detail row instead of
// stopping at the first, and answered as one HTTP 400 in the usual envelope: `result.errors` holds the
// master's own field errors as a plain add or edit gives them, `result.details` the rows':
// {[key]: {[rowIndex]: {[field]: message}}} (rowIndex = the row's position in the sent array, as a
// string; messages in the request language, the words a direct write of that row would get). The
// envelope's message names the first rows: '运费阶梯第2行: 价格: 不能小于0'.
import type { SaveErrors } from '../../../../runtime/core/data-provider.ts';
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import type { Detail } from './details.ts';

export type FieldError = SaveErrors['errors'][number];

/** The answer's `result` (runtime/core SaveErrors, with `details` always present). */
export type MasterDetailErrors = Required<SaveErrors>;

/** Rows named in the envelope's message (the map holds them all). */
const ROWS_IN_MESSAGE = 5;

/** The field errors of a validation failure (a 400 from failWith), or undefined for any other error. */
function fieldErrors(err: unknown): FieldError[] | undefined {
  if (!(err instanceof HttpError) || err.status !== 400) return undefined;
  const errors = (err.detail as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : undefined;
}

interface RowFailure {
  detail: Detail;
  index: number;
  error: HttpError;
  errors: FieldError[];
}

export class WriteErrors {
  private masterError?: HttpError;
  private readonly rows: RowFailure[] = [];

  /** Whether anything failed so far (then nothing more is written: the transaction will roll back). */
  get any(): boolean {
    return this.masterError !== undefined || this.rows.length > 0;
  }

  /** Run a step of the master: its field errors are kept (undefined returned), any other error thrown. */
  async master<T>(step: () => Promise<T>): Promise<T | undefined> {
    try {
      return await step();
    } catch (err) {
      if (!fieldErrors(err)) throw err;
      this.masterError = err as HttpError;
      return undefined;
    }
  }

  /** Run a step of one detail row: as `master`, the errors kept under the row. */
  async row<T>(detail: Detail, index: number, step: () => Promise<T>): Promise<T | undefined> {
    try {
      return await step();
    } catch (err) {
      const errors = fieldErrors(err);
      if (!errors) throw err;
      this.rows.push({ detail, index, error: err as HttpError, errors });
      return undefined;
    }
  }

  /** Throw the gathered failure: the master's own error unchanged when no row failed, else the combined 400. */
  throwIfAny(): void {
    if (this.rows.length === 0) {
      if (this.masterError) throw this.masterError;
      return;
    }
    const details: MasterDetailErrors['details'] = {};
    for (const r of this.rows) {
      const byRow = (details[r.detail.def.key] ??= {});
      const fields = (byRow[String(r.index)] ??= {});
      for (const e of r.errors) fields[e.field] ??= e.message;
    }
    const parts: I18nText[] = this.masterError ? [this.masterError.text] : [];
    const rows = [...this.rows].sort((a, b) =>
      a.detail === b.detail ? a.index - b.index : a.detail.def.key < b.detail.def.key ? -1 : 1,
    );
    for (const r of rows.slice(0, ROWS_IN_MESSAGE)) {
      const title = r.detail.def.title;
      const n = r.index + 1;
      parts.push(t(`${title.zh}第${n}行: ${r.error.text.zh}`, `${title.en} row ${n}: ${r.error.text.en}`));
    }
    if (rows.length > ROWS_IN_MESSAGE) {
      const more = rows.length - ROWS_IN_MESSAGE;
      parts.push(t(`另有${more}行有错误`, `${more} more rows have errors`));
    }
    const result: MasterDetailErrors = {
      errors: fieldErrors(this.masterError) ?? [],
      details,
    };
    throw new HttpError(400, t(parts.map((p) => p.zh).join('; '), parts.map((p) => p.en).join('; ')), result);
  }
}
