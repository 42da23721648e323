// GET {api}/exportXls (docs/decisions.md#23-excel-import-and-export, spec 001 §7.6 list mixin export, §9 xlsx mime): the list's
// own query (filters, prefix operators, ranges, advanced query, sort) or `selections=id1,id2`, read
// through the list's own functions (visibleModel, parseListQuery, filtered, presentRows), so data
// rules, the tenant filter and field permissions apply exactly as they do to the list. The workbook
// is streamed by the exceljs WorkbookWriter straight into the reply, 1000 rows at a time. With a
// `progressId` the export reports its progress (progress.ts, kind 'export', done after each page).
// A master-detail entity's sheet holds its details too (export-details.ts).
import { EventEmitter, once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ctxOf, type Ctx, type CrudDeps } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { visibleModel } from '../../engine/crud/field-access.ts';
import { parseListQuery } from '../../engine/crud/list-params.ts';
import type { Cond } from '../../engine/db/filter.ts';
import { badRequest, HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { exportColumns, exportView, idColumn, type ExportColumn } from './export-columns.ts';
import { masterDetailLayout, type MasterDetailLayout } from './export-details.ts';
import { countExport, exportBatches } from './export-rows.ts';
import { startProgress, validProgressId, type ProgressReporter } from './progress.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DEFAULT_EXPORT_ROW_LIMIT = 1_000_000;
const MAX_SELECTIONS = 10_000;

/** Also the client's wording (runtime/antd messages) for an export with nothing in it. */
export const NOTHING_TO_EXPORT = t('文件下载失败', 'File download failed');

const reserved = new Set(['selections', 'progressId']);

/** The optional `progressId` (runtime/core/excel-wire.ts PROGRESS_ID); anything else is a 400. */
function progressIdOf(query: Record<string, unknown>): string | undefined {
  const raw = query.progressId;
  if (raw === undefined || raw === '') return undefined;
  if (!validProgressId(raw)) {
    throw badRequest(t('缺少参数或参数无效: progressId', 'Missing or invalid parameter: progressId'));
  }
  return raw;
}

function selectionsOf(query: Record<string, unknown>): Cond | undefined {
  const raw = query.selections;
  if (raw === undefined || raw === '') return undefined;
  const ids = typeof raw === 'string' ? [...new Set(raw.split(',').filter((s) => s !== ''))] : [];
  if (ids.length === 0 || ids.length > MAX_SELECTIONS || ids.some((id) => id.length > 64)) {
    throw badRequest(t('缺少参数或参数无效: selections', 'Missing or invalid parameter: selections'));
  }
  return { op: 'in', column: 'id', values: ids };
}

/** attachment with an ASCII fallback name and the real (possibly Chinese) one per RFC 5987. */
export function contentDisposition(title: string, fallback: string): string {
  const encoded = encodeURIComponent(`${title}.xlsx`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = `${fallback.replace(/[^\w.-]/g, '_')}.xlsx`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';
}

/** `drain` of `stream`, or `close` of `out` (the client went away), whichever comes first. */
async function drainOrClose(stream: EventEmitter, out: PassThrough): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: ac.signal }), once(out, 'close', { signal: ac.signal })]);
  } finally {
    ac.abort(); // drop the loser's listener
  }
}

async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await drainOrClose(out, out);
}

/** Sheet XML handed to the zip and not deflated yet, past which the export waits for the zip. */
const MAX_ZIP_BACKLOG = 1 << 20;

interface StreamState {
  length: number;
  needDrain?: boolean;
}

/**
 * The zip's input stream for a sheet. exceljs writes the sheet's XML into it (64 kB at a time) and
 * ignores its answer, and deflating only moves on when the event loop turns: without waiting for it
 * here, a million rows' XML (≈ 450 MB) would sit in memory until the sheet is committed. exceljs
 * 4.4 keeps it as the first pipe of the sheet's stream; any other shape means no waiting.
 */
export function zipInput(sheet: unknown): (EventEmitter & { _writableState: StreamState }) | undefined {
  const pipe = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as
    (EventEmitter & { _writableState?: StreamState }) | undefined;
  return pipe instanceof EventEmitter && typeof pipe._writableState?.length === 'number'
    ? (pipe as EventEmitter & { _writableState: StreamState })
    : undefined;
}

async function zipCaughtUp(zip: ReturnType<typeof zipInput>, out: PassThrough): Promise<void> {
  if (!zip || zip._writableState.length <= MAX_ZIP_BACKLOG || !zip._writableState.needDrain) return;
  await drainOrClose(zip, out);
}

async function writeWorkbook(
  out: PassThrough,
  ctx: Ctx,
  view: EntityModel,
  columns: ExportColumn[],
  q: Parameters<typeof exportBatches>[2],
  limit: number,
  title: string,
  progress: ProgressReporter,
  layout?: MasterDetailLayout,
): Promise<boolean> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet(sheetName(title));
  sheet.columns = (layout?.columns ?? columns).map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const header = sheet.addRow((layout?.columns ?? columns).map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const zip = zipInput(sheet);
  let done = 0;
  progress.update({ phase: 'writing' });
  for await (const records of exportBatches(ctx, layout?.read ?? view, q, limit)) {
    if (out.destroyed) return false; // the client went away: stop reading the database
    if (layout) await layout.write(records, (cells) => sheet.addRow(cells).commit());
    else for (const r of records) sheet.addRow(columns.map((c) => c.value(r))).commit();
    progress.update({ done: (done += records.length) });
    await zipCaughtUp(zip, out);
    await drained(out);
  }
  if (out.destroyed) return false; // gone during the last page: nothing left to finish
  sheet.commit();
  await wb.commit();
  return true;
}

export interface ExportOptions {
  /** Most rows one export may hold; more is a 413 before anything is written. */
  rowLimit?: number;
}

export function registerExportRoute(
  app: FastifyInstance,
  deps: CrudDeps,
  model: EntityModel,
  opts: ExportOptions = {},
): void {
  const limit = opts.rowLimit ?? DEFAULT_EXPORT_ROW_LIMIT;
  const e = model.entity;
  app.get(
    `${e.api}/exportXls`,
    {
      config: {
        permission: permissionCode(e, 'exportXls'),
        // Data rules hang on the list's menu row and scope only its holders: an export code alone
        // must not read past them, so the list code is required too.
        alsoRequires: [permissionCode(e, 'list')],
        audit: true,
      },
    },
    async (request: FastifyRequest, reply) => {
      const ctx = await ctxOf(request, deps, model);
      const view = visibleModel(model, ctx.access);
      const query = request.query as Record<string, unknown>;
      const q = parseListQuery(view, query, { reserved });
      const progressId = progressIdOf(query);
      const selected = selectionsOf(query);
      const where = selected ? [...q.where, selected] : q.where;

      const total = await countExport(ctx, view, where);
      if (total === 0) throw new HttpError(404, NOTHING_TO_EXPORT);
      if (total > limit) {
        throw new HttpError(
          413,
          t(
            `导出数据超过 ${limit} 行上限（共 ${total} 行），请缩小查询范围`,
            `The export holds ${total} rows, more than the limit of ${limit}; narrow the query`,
          ),
        );
      }

      const title = ctx.lang === 'en' ? e.title.en : e.title.zh;
      const columns = exportColumns(view, ctx.lang);
      // A flat export ends with the ids, so an edited export imports back as updates.
      const ids = e.detail?.length ? undefined : idColumn(view);
      if (ids) columns.push(ids);
      const out = new PassThrough();
      const read = exportView(view, columns);
      const layout = await masterDetailLayout(request, deps, model, ctx, columns, read);
      const progress = startProgress(ctx.user.id, progressId, 'export', total);
      writeWorkbook(out, ctx, read, columns, { sort: q.sort, where }, limit, title, progress, layout).then(
        (complete) => progress.finish(complete ? 'done' : 'failed'),
        (err: unknown) => {
          progress.finish('failed');
          // Headers are gone already: all that is left is to cut the download short (and say why in the log).
          request.log.error({ err }, 'excel export failed');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(title, e.name))
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
