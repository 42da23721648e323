// importWorkbook: one uploaded workbook (already on disk) into one entity (and its detail entity),
// callable without HTTP (the route and the benchmarks use it). The file is inspected first (limits,
// zip, XML; nothing written on refusal), then streamed: rows become groups (a record, or a master with
// its detail rows), groups are checked and written in batches of IMPORT_BATCH, one transaction per
// batch, yielding to the event loop between batches. mode=all reads the file twice: pass 1 checks
// everything and writes nothing (keeping only failed rows and the in-file unique keys); only if no
// row failed, pass 2 re-reads and inserts everything inside ONE transaction, so a failure or a killed
// process leaves nothing. A dry run is pass 1 alone. Rows naming a stored record update it per
// `updateMode` (import-updates.ts); a checking pass tries its updates in a transaction it rolls back.
import {
  IMPORT_ERRORS_SHOWN,
  type ImportResult,
  type ImportRowError,
  type ImportUpdateMode,
} from '../../../../runtime/core/excel-wire.ts';
import type { Ctx, RowAccess } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import { inTransaction, runCommitted } from '../../engine/crud/pipeline.ts';
import type { Db } from '../../engine/db/database.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import { ErrorWorkbook } from './import-errors-workbook.ts';
import { importableFields, mapHeaders, type HeaderPlan } from './import-headers.ts';
import {
  IMPORT_BATCH,
  ImportState,
  NO_PROBLEMS,
  OutsideScope,
  checkBatch,
  failItem,
  hasCells,
  itemOf,
  keepValues,
  loadCheckRules,
  writeGroups,
  type BatchContext,
  type Group,
  type Part,
} from './import-rows.ts';
import { inspectWorkbook, sheetRowBatches, type SheetRow, type SourceLimits } from './import-source.ts';
import { dictIndex, type DictIndex } from './import-values.ts';
import { writeUpdates } from './import-updates.ts';
import type { ProgressReporter } from './progress.ts';

export interface ImportOptions {
  /** Validate only, write nothing (validateStatus=1 / dryRun=1). */
  dryRun?: boolean;
  /** All-or-nothing (mode=all). */
  all?: boolean;
  /** What a row naming a stored record does (default `add`: it is a row error). */
  updateMode?: ImportUpdateMode;
  /** A master-detail entity imports its master columns only. */
  single?: boolean;
  /** Wire values written into every record (validated like the sheet's). */
  foreignKeys?: Record<string, unknown>;
  limits: SourceLimits;
  /** Upload root: the error workbook goes to <root>/import-errors/. */
  uploadRoot: string;
  progress?: ProgressReporter;
  extensions?: Extensions;
  /** Field access on the detail entity (default: none hidden). */
  detailAccess?: RowAccess;
  /** A separate connection for mode=all's one long transaction (SQLite: readers carry on meanwhile). */
  writer?: () => Promise<{ db: Db; close(): Promise<void> }>;
  batchSize?: number;
}

export interface ImportOutcome {
  /** HTTP status and envelope code: 200 all good, 201 some failed, 422 mode=all refused. */
  code: 200 | 201 | 422;
  result: ImportResult;
  /** Headers that matched no importable field. */
  ignored: string[];
}

const NO_ROWS = t('文件中没有数据行', 'The file holds no data rows');
const BAD_FOREIGN_KEYS = t('缺少参数或参数无效: foreignKeys', 'Missing or invalid parameter: foreignKeys');

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Counts {
  dryRun: boolean;
  all: boolean;
  total: number;
  imported: number;
  failed: number;
  updated: number;
}

function messages(o: Counts) {
  const base = baseMessage(o);
  return o.updated
    ? t(`${base.zh}（其中更新已有记录 ${o.updated} 条）`, `${base.en} (${o.updated} of them updated existing records)`)
    : base;
}

function baseMessage(o: Counts) {
  const { imported, failed, total } = o;
  if (o.all && failed > 0) {
    return t(
      `导入失败，有错误数据，未导入任何数据！共 ${total} 行，失败 ${failed} 行，请下载错误数据查看原因`,
      `Import failed: ${failed} of ${total} rows have errors and nothing was imported; download the error rows to see why`,
    );
  }
  if (o.dryRun) {
    return failed > 0
      ? t(
          `校验完成,但是有错误数据！可导入 ${imported} 条，失败 ${failed} 行，请下载错误数据查看原因`,
          `Checked, but some rows have errors: ${imported} records could be imported, ${failed} rows failed; download the error rows to see why`,
        )
      : t(`校验通过！共 ${imported} 条数据可导入`, `All rows are valid: ${imported} records can be imported`);
  }
  return failed > 0
    ? t(
        `导入成功,但是有错误数据！成功导入 ${imported} 条，失败 ${failed} 行，请下载错误数据查看原因`,
        `Imported with errors: ${imported} records imported, ${failed} rows failed; download the error rows to see why`,
      )
    : t(`导入成功！共导入 ${imported} 条数据`, `Import complete: ${imported} records imported`);
}

interface PassResult {
  total: number;
  imported: number;
  updated: number;
  failed: number;
  errors: ImportRowError[];
  errorFile?: string;
}

class AllOrNothingFailed extends Error {}
class RolledBack extends Error {}

export async function importWorkbook(
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  filePath: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const progress = options.progress;
  progress?.update({ phase: 'reading', done: 0 });
  const { parts } = await inspectWorkbook(filePath, options.limits);

  // foreignKeys: fields this user may write, applied to every record.
  const fixed: Record<string, unknown> = {};
  const importable = importableFields(model, ctx.access);
  for (const [name, value] of Object.entries(options.foreignKeys ?? {})) {
    if (!importable.has(name)) throw badRequest(BAD_FOREIGN_KEYS);
    fixed[name] = value;
  }
  const detailDef = options.single ? undefined : model.entity.detail?.[0];
  const detailModel = detailDef ? models.get(detailDef.entity) : undefined;
  const detailAccess = options.detailAccess ?? { hidden: new Set<string>(), readOnly: new Set<string>() };

  let plan: HeaderPlan | undefined;
  let dicts: DictIndex | undefined;
  const master: Part = {
    model,
    columns: [],
    fixed,
    rules: await loadCheckRules(ctx.db, model),
    ...(options.extensions?.of(model.entity.name) ? { hooks: options.extensions.of(model.entity.name) } : {}),
  };
  let detail: Part | undefined;
  const batchSize = options.batchSize ?? IMPORT_BATCH;
  const updateMode = options.updateMode ?? 'add';

  /** One pass over the file; `write`: where to insert (per-batch transactions or one given). */
  async function pass(mode: 'check' | 'batches' | Db, errorBook: ErrorWorkbook | undefined): Promise<PassResult> {
    const state = new ImportState();
    const out: PassResult = { total: 0, imported: 0, updated: 0, failed: 0, errors: [] };
    let bc: BatchContext | undefined;
    let batch: Group[] = [];
    let open: Group | undefined;

    const report = async (groups: Group[]) => {
      for (const g of groups) {
        for (const r of g.rows) {
          out.failed++;
          const problems = g.problems.get(r.number) ?? [];
          for (const p of problems) {
            if (out.errors.length < IMPORT_ERRORS_SHOWN) {
              out.errors.push({
                row: r.number,
                ...(p.field ? { field: p.field } : {}),
                message: say(p.message, ctx.lang),
              });
            }
          }
          await errorBook?.add(r.cells, problems.map((p) => say(p.message, ctx.lang)).join('; '));
        }
      }
    };

    const flush = async () => {
      if (batch.length === 0) return;
      const groups = batch;
      batch = [];
      const readDb = typeof mode === 'object' ? mode : ctx.db;
      const checked = await checkBatch(bc!, groups, readDb);
      let good = checked.good;
      const refuse = (refused: Group[]) => {
        if (refused.length === 0) return;
        checked.failed.push(...refused);
        good = good.filter((g) => !refused.includes(g));
      };
      if (mode === 'batches') {
        for (;;) {
          const toWrite = good;
          // only a user under data rules can be refused OutsideScope
          const restore = ctx.access.scope ? keepValues(toWrite) : undefined;
          try {
            refuse(await inTransaction(ctx, (trx) => writeGroups(bc!, trx, toWrite)));
            break;
          } catch (err) {
            if (!(err instanceof OutsideScope)) throw err;
            restore?.();
            refuse(err.groups);
          }
        }
      } else if (typeof mode === 'object') {
        if (checked.failed.length) throw new AllOrNothingFailed();
        if ((await writeGroups(bc!, mode, good)).length) throw new AllOrNothingFailed();
      } else if (good.some((g) => g.master?.target)) {
        // Checking only: the updates run through the engine's edit stages and are rolled back.
        const updates = good.filter((g) => g.master?.target);
        const queued = ctx.committed.length;
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            refuse(await writeUpdates(bc!, trx, updates, failItem));
            throw new RolledBack();
          })
          .catch((err: unknown) => {
            if (!(err instanceof RolledBack)) throw err;
          });
        ctx.committed.length = queued; // nothing it recorded happened
      }
      out.imported += good.length;
      for (const g of good) if (g.master?.target && !g.master.unchanged) out.updated++;
      await report(checked.failed);
      progress?.update({ done: out.total - (open ? open.rows.length : 0) });
      await yieldToLoop();
    };

    /** Adds the row to the batch; true when the batch is full (the caller flushes). */
    const add = (row: SheetRow): boolean => {
      const d = detail;
      const masterHere = hasCells(row, master.columns);
      // Nothing in any imported column (a blank row, or only ignored columns such as the details
      // of a master-only import): nothing to import, nothing to report.
      if (!masterHere && !(d && hasCells(row, d.columns))) return false;
      if (!masterHere && open && d) {
        // A row without master cells continues the previous master (merged cells read this way).
        if (hasCells(row, d.columns)) {
          open.details.push(itemOf({ ...d, fixed: { [d.foreignKey!]: open.master!.id } }, row, dicts!, ctx, open));
        }
        open.rows.push(row);
        return false;
      }
      let full = false;
      if (open) {
        // (flushed after this row's group is made: with details it becomes the open group, not batched)
        batch.push(open);
        open = undefined;
        full = batch.length >= batchSize;
      }
      const g: Group = { details: [], rows: [row], problems: NO_PROBLEMS, failed: false };
      const id = uuidv7();
      g.master = itemOf(master, row, dicts!, ctx, g, id);
      if (d && hasCells(row, d.columns))
        g.details.push(itemOf({ ...d, fixed: { [d.foreignKey!]: id } }, row, dicts!, ctx, g));
      if (d) open = g;
      else batch.push(g);
      return full || batch.length >= batchSize;
    };

    let header = true;
    for await (const rows of sheetRowBatches(filePath, parts)) {
      for (const row of rows) {
        if (header) {
          header = false;
          if (plan) continue; // pass 2: mapped by pass 1 already
          plan = mapHeaders(model, row.cells, {
            access: ctx.access,
            fixed: new Set(Object.keys(fixed)),
            ...(detailDef && detailModel
              ? { detail: { def: detailDef, model: detailModel, access: detailAccess } }
              : {}),
          });
          master.columns = plan.master;
          if (plan.idColumn !== undefined) master.idColumn = plan.idColumn;
          if (plan.detail) {
            detail = {
              model: plan.detail.model,
              columns: plan.detail.columns,
              fixed: {},
              foreignKey: plan.detail.def.foreignKey,
              rules: await loadCheckRules(ctx.db, plan.detail.model),
              ...(options.extensions?.of(plan.detail.model.entity.name)
                ? { hooks: options.extensions.of(plan.detail.model.entity.name) }
                : {}),
            };
          }
          dicts = await dictIndex(
            ctx.db,
            [...plan.master, ...(plan.detail?.columns ?? [])].map((c) => c.field),
          );
          errorBook?.setHeaders(plan.headers, plan.errorColumn);
          continue;
        }
        if (!bc) bc = { ctx, models, master, ...(detail ? { detail } : {}), state, updateMode };
        if (!row.cells.some((v) => v !== null && v !== undefined && v !== '')) continue;
        out.total++;
        if (add(row)) await flush();
      }
    }
    if (!plan) throw badRequest(NO_ROWS);
    if (open) batch.push(open);
    if (!bc) bc = { ctx, models, master, ...(detail ? { detail } : {}), state, updateMode };
    await flush();
    progress?.update({ done: out.total });
    return out;
  }

  const dryRun = !!options.dryRun;
  const all = !!options.all && !dryRun;
  const book = new ErrorWorkbook(options.uploadRoot, ctx.lang);
  let result: PassResult;
  try {
    if (dryRun || all) {
      progress?.update({ phase: 'checking' });
      result = await pass('check', book);
    } else {
      progress?.update({ phase: 'writing' });
      result = await pass('batches', book);
    }
    if (result.total === 0) throw badRequest(NO_ROWS);
    result.errorFile = await book.finish();
  } catch (err) {
    await book.discard();
    throw err;
  }

  if (all && result.failed === 0) {
    // Pass 2: everything in one transaction; any failure rolls it all back.
    progress?.update({ phase: 'writing', done: 0, total: result.total });
    const writer = options.writer ? await options.writer() : undefined;
    try {
      const db = writer?.db ?? ctx.db;
      const second = await db.transaction().execute((trx) => pass(trx, undefined));
      runCommitted(ctx); // the pipeline's after-commit stage of every record written
      result = { ...second, errors: [], failed: 0 };
    } catch (err) {
      ctx.committed.length = 0; // rolled back: nothing it queued happened
      if (err instanceof AllOrNothingFailed) {
        // The data changed between the passes (another user's write): say so, nothing was written.
        throw new HttpError(
          409,
          t(
            '导入期间数据发生变化，未导入任何数据，请重试',
            'The data changed during the import; nothing was imported, try again',
          ),
        );
      }
      throw err;
    } finally {
      await writer?.close();
    }
  }

  const code: ImportOutcome['code'] = result.failed === 0 ? 200 : all ? 422 : 201;
  const imported = all && result.failed > 0 ? 0 : result.imported;
  const ignored = plan?.ignored ?? [];
  const base = messages({
    dryRun,
    all,
    total: result.total,
    imported: result.imported,
    failed: result.failed,
    updated: all && result.failed > 0 ? 0 : result.updated,
  });
  const msg = say(
    ignored.length
      ? t(
          `${base.zh}；已忽略未识别的列: ${ignored.join('、')}`,
          `${base.en}; ignored unknown columns: ${ignored.join(', ')}`,
        )
      : base,
    ctx.lang,
  );
  const title = ctx.lang === 'en' ? model.entity.title.en : model.entity.title.zh;
  progress?.finish('done', { done: result.total, total: result.total });
  return {
    code,
    ignored,
    result: {
      msg,
      dryRun,
      total: result.total,
      imported,
      ...(updateMode !== 'add' ? { updated: all && result.failed > 0 ? 0 : result.updated } : {}),
      failed: result.failed,
      ...(result.errorFile
        ? { fileUrl: result.errorFile, fileName: `${title}_${ctx.lang === 'en' ? 'errors' : '错误数据'}.xlsx` }
        : {}),
      errors: result.errors,
    },
  };
}
