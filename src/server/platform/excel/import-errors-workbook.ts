// The error workbook of an import: the failed rows exactly as given (every original column under the
// original header row) plus a last column 错误信息 / Errors holding 'field title: reason; …'. Written
// by the exceljs streaming WorkbookWriter as rows fail, under the upload root in `import-errors/`
// with a generated name, so the client downloads it through the signed-in static route
// (GET /sys/common/static/<fileUrl>). Error workbooks older than 24 hours are removed whenever a new
// one is written. An earlier error column (a corrected error workbook imported again) is left out.
import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Lang } from '../../../../runtime/core/registry.ts';
import { openStored } from '../files/storage.ts';
import { say } from '../../engine/plugins/i18n.ts';
import { ERROR_COLUMN } from './import-headers.ts';

export const ERRORS_FOLDER = 'import-errors';
const MAX_AGE_MS = 24 * 60 * 60_000;

async function removeOld(root: string): Promise<void> {
  const folder = join(root, ERRORS_FOLDER);
  const names = await readdir(folder).catch(() => [] as string[]);
  const cutoff = Date.now() - MAX_AGE_MS;
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoff) await rm(path, { force: true });
  }
}

export class ErrorWorkbook {
  private wb?: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet?: ExcelJS.Worksheet;
  private stored?: Awaited<ReturnType<typeof openStored>>;
  private readonly rel = `${ERRORS_FOLDER}/${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.xlsx`;
  rows = 0;

  private headers: unknown[] = [];
  /** 0-based column left out (an earlier error column). */
  private skip?: number;

  constructor(
    private readonly root: string,
    private readonly lang: Lang,
  ) {}

  /** The sheet's header row (written first once a row fails). */
  setHeaders(headers: unknown[], skip?: number): void {
    this.headers = headers;
    this.skip = skip;
  }

  /** The row's cells under the original headers (the earlier error column left out). */
  private pick(cells: unknown[]): unknown[] {
    const out: unknown[] = [];
    for (let i = 0; i < this.headers.length; i++) if (i !== this.skip) out.push(cells[i] ?? null);
    return out;
  }

  private async open(): Promise<void> {
    await removeOld(this.root);
    this.stored = await openStored(this.root, this.rel);
    this.wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: this.stored.temp,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.wb.addWorksheet('Sheet1');
    const header = this.sheet.addRow([...this.pick(this.headers), say(ERROR_COLUMN, this.lang)]);
    header.font = { bold: true };
    header.commit();
  }

  /** One failed row as given, with its reasons. */
  async add(cells: unknown[], reasons: string): Promise<void> {
    if (!this.wb) await this.open();
    this.sheet!.addRow([...this.pick(cells), reasons]).commit();
    this.rows++;
  }

  /** The stored path (fileUrl), or undefined when no row failed. */
  async finish(): Promise<string | undefined> {
    if (!this.wb) return undefined;
    this.sheet!.commit();
    await this.wb.commit();
    await this.stored!.commit();
    return this.rel;
  }

  async discard(): Promise<void> {
    if (!this.wb) return;
    try {
      await this.wb.commit();
    } catch {
      // the partial file goes anyway
    }
    await this.stored!.discard();
  }
}
