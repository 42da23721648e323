// The master-detail layout of an export (registry `detail`, e.g. wl_freight_template with its
// wl_freight tiers), the layout the import reads back (import-headers.ts, import-workbook.ts): the
// master's columns, then each detail's visible columns headed '<detail title>-<field title>' in the
// request language; one sheet row per detail record, the master's cells on the first row of its
// group only (rows with empty master cells continue the master above), a master without details one
// row (several details side by side: as many rows as the longest). Details are read in bulk per page
// of masters, one query per detail entity, ordered by the detail's default sort then id, through the
// detail's own visible model and access (the user's field permissions and data rules there; tenant;
// none without the detail's list code),
// without its foreign key column, presented like the master (dictionary and reference labels).
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ctxOf, holds, type Ctx, type CrudDeps } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { visibleModel } from '../../engine/crud/field-access.ts';
import { filtered } from '../../engine/crud/read.ts';
import { presentRows, type Rec } from '../../engine/crud/records.ts';
import { exportColumns, exportView, type CellValue, type ExportColumn } from './export-columns.ts';

/** Alias of the detail's foreign key (its own column may be hidden from the user). */
const MASTER = '__master';
const NONE: Rec[] = [];

interface DetailPart {
  ctx: Ctx;
  /** The detail's visible model narrowed to its columns. */
  read: EntityModel;
  fkColumn: string;
  columns: ExportColumn[];
}

export interface MasterDetailLayout {
  /** Every column of the sheet: the master's, then each detail's. */
  columns: ExportColumn[];
  /** The master's read view plus its id (detail rows are found by it). */
  read: EntityModel;
  /** Write the sheet rows of one page of presented masters. */
  write(masters: Rec[], addRow: (cells: CellValue[]) => void): Promise<void>;
}

/** The master read view selecting id too (not an export column, but the details' key). */
function withId(read: EntityModel): EntityModel {
  return read.select.includes('id') ? read : { ...read, select: [...read.select, 'id'] };
}

async function detailParts(request: FastifyRequest, deps: CrudDeps, model: EntityModel, ctx: Ctx) {
  const parts: DetailPart[] = [];
  for (const def of model.entity.detail ?? []) {
    const detailModel = deps.models.get(def.entity);
    const fk = detailModel?.fields.get(def.foreignKey);
    if (!detailModel || !fk) continue;
    // Details are the detail entity's data: only a user who may list them gets them.
    if (!(await holds(deps, request, permissionCode(detailModel.entity, 'list')))) continue;
    const dctx = await ctxOf(request, deps, detailModel);
    const view = visibleModel(detailModel, dctx.access);
    const title = ctx.lang === 'en' ? def.title.en : def.title.zh;
    const columns = exportColumns(view, ctx.lang, { title, foreignKey: def.foreignKey });
    if (columns.length) parts.push({ ctx: dctx, read: exportView(view, columns), fkColumn: fk.column, columns });
  }
  return parts;
}

/** One query for the details of these masters, presented, by master id. */
async function detailsOf(d: DetailPart, ids: string[]): Promise<Map<string, Rec[]>> {
  const { column, desc } = d.read.defaultSort;
  const dir = desc ? 'desc' : 'asc';
  let q = filtered(d.ctx.db, d.ctx, d.read, [{ op: 'in', column: d.fkColumn, values: ids }])
    .select(d.read.select)
    .select(sql.ref(d.fkColumn).as(MASTER))
    .orderBy(column, dir);
  if (column !== 'id') q = q.orderBy('id', dir);
  const rows = (await q.execute()) as Rec[];
  await presentRows(d.ctx.db, d.read, rows, d.ctx.lang, d.ctx.tenantId);
  const byMaster = new Map<string, Rec[]>();
  for (const r of rows) {
    const key = String(r[MASTER]);
    const list = byMaster.get(key);
    if (list) list.push(r);
    else byMaster.set(key, [r]);
  }
  return byMaster;
}

/** The layout for a master-detail entity, or undefined for a flat one (or no visible detail column). */
export async function masterDetailLayout(
  request: FastifyRequest,
  deps: CrudDeps,
  model: EntityModel,
  ctx: Ctx,
  masterColumns: ExportColumn[],
  masterRead: EntityModel,
): Promise<MasterDetailLayout | undefined> {
  if (!model.entity.detail?.length) return undefined;
  const parts = await detailParts(request, deps, model, ctx);
  if (parts.length === 0) return undefined;
  return {
    columns: [...masterColumns, ...parts.flatMap((p) => p.columns)],
    read: withId(masterRead),
    async write(masters, addRow) {
      if (masters.length === 0) return;
      const ids = masters.map((m) => String(m.id));
      const groups: Map<string, Rec[]>[] = [];
      for (const p of parts) groups.push(await detailsOf(p, ids));
      for (const m of masters) {
        const lists = groups.map((g) => g.get(String(m.id)) ?? NONE);
        const n = Math.max(1, ...lists.map((l) => l.length));
        for (let i = 0; i < n; i++) {
          const cells: CellValue[] = masterColumns.map((c) => (i === 0 ? c.value(m) : null));
          parts.forEach((p, k) => {
            const rec = lists[k][i];
            for (const c of p.columns) cells.push(rec ? c.value(rec) : null);
          });
          addRow(cells);
        }
      }
    },
  };
}
