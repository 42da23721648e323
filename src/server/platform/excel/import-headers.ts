// Row 1 of an imported sheet -> which column feeds which field. A header names a field by its title in
// Chinese or English or by its wire name (trimmed, case-insensitive). Master-detail sheets head detail
// columns '<detail title>-<field title>' (also '<detail title>.<field title>' and
// '<detailEntity>.<fieldName>'). Only fields this user may write are importable: read-only, standard,
// hidden and read-only-for-the-user fields are treated like unknown headers (ignored, named in the
// answer). The error column of our own error workbook (错误信息 / Errors) is ignored, so a corrected
// error workbook imports as it is. Two headers for one field, or no importable header at all: 400.
import { EXPORT_ID_HEADER } from '../../../../runtime/core/excel-wire.ts';
import type { DetailDef, I18nText } from '../../../../runtime/core/registry.ts';
import type { RowAccess } from '../../engine/crud/context.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { cellText, norm } from './import-values.ts';

export const ERROR_COLUMN = t('错误信息', 'Errors');

export interface ColumnField {
  col: number;
  field: FieldModel;
}

export interface DetailPlan {
  def: DetailDef;
  model: EntityModel;
  columns: ColumnField[];
}

export interface HeaderPlan {
  /** The header cells as text, by 0-based column. */
  headers: string[];
  master: ColumnField[];
  detail?: DetailPlan;
  /** Headers matching no importable field (shown in the answer's message). */
  ignored: string[];
  /** 0-based column of an earlier error workbook's error column (left out of the new one). */
  errorColumn?: number;
  /** 0-based column of the records' ids (the export's ID column). */
  idColumn?: number;
}

/** Fields of `model` this user may import: writable, not hidden, not read-only for them. */
export function importableFields(model: EntityModel, access: RowAccess, except?: string): Map<string, FieldModel> {
  return new Map(
    [...model.writable].filter(([name]) => name !== except && !access.hidden.has(name) && !access.readOnly.has(name)),
  );
}

function keysOf(f: FieldModel): string[] {
  return [f.def.title.zh, f.def.title.en, f.name];
}

function detailKeys(d: DetailDef, detailModel: EntityModel, f: FieldModel): string[] {
  const titles: I18nText[] = [d.title, detailModel.entity.title];
  const keys: string[] = [`${d.entity}.${f.name}`];
  for (const dt of titles) {
    for (const dtext of [dt.zh, dt.en]) {
      for (const ftext of [f.def.title.zh, f.def.title.en, f.name]) keys.push(`${dtext}-${ftext}`, `${dtext}.${ftext}`);
    }
  }
  return keys;
}

const DUPLICATE = (a: string, b: string) =>
  t(`表头"${a}"和"${b}"对应同一字段`, `The headers "${a}" and "${b}" name the same field`);
const NO_FIELDS = t(
  '表头中没有可导入的字段，请使用导出文件的表头',
  'No header names a field that can be imported; use the headers of an exported file',
);

export interface HeaderOptions {
  access: RowAccess;
  detail?: { def: DetailDef; model: EntityModel; access: RowAccess };
  /** Fields set by foreignKeys for every row: not read from the sheet. */
  fixed?: Set<string>;
}

export function mapHeaders(model: EntityModel, row: unknown[], opts: HeaderOptions): HeaderPlan {
  const headers = row.map((v) => {
    const text = cellText(v);
    return text === null ? '' : String(text).trim();
  });
  const lookup = new Map<string, { field: FieldModel; detail: boolean }>();
  for (const f of importableFields(model, opts.access).values()) {
    if (opts.fixed?.has(f.name)) continue;
    for (const k of keysOf(f)) if (!lookup.has(norm(k))) lookup.set(norm(k), { field: f, detail: false });
  }
  const d = opts.detail;
  if (d) {
    for (const f of importableFields(d.model, d.access, d.def.foreignKey).values()) {
      for (const k of detailKeys(d.def, d.model, f)) {
        if (!lookup.has(norm(k))) lookup.set(norm(k), { field: f, detail: true });
      }
    }
  }
  const errorNames = new Set([norm(ERROR_COLUMN.zh), norm(ERROR_COLUMN.en)]);
  const plan: HeaderPlan = { headers, master: [], ignored: [] };
  const detailColumns: ColumnField[] = [];
  const seen = new Map<string, string>();
  headers.forEach((h, col) => {
    if (h === '') return;
    const key = norm(h);
    if (errorNames.has(key)) {
      plan.errorColumn = col;
      return;
    }
    const hit = lookup.get(key);
    if (!hit && key === norm(EXPORT_ID_HEADER)) {
      if (plan.idColumn !== undefined) throw badRequest(DUPLICATE(headers[plan.idColumn], h));
      plan.idColumn = col;
      return;
    }
    if (!hit) {
      plan.ignored.push(h);
      return;
    }
    const id = `${hit.detail ? 'd' : 'm'}:${hit.field.name}`;
    const before = seen.get(id);
    if (before !== undefined) throw badRequest(DUPLICATE(before, h));
    seen.set(id, h);
    (hit.detail ? detailColumns : plan.master).push({ col, field: hit.field });
  });
  if (plan.master.length === 0 && detailColumns.length === 0) throw badRequest(NO_FIELDS);
  // (an ID column alone updates nothing: NO_FIELDS too)
  if (d && detailColumns.length) plan.detail = { def: d.def, model: d.model, columns: detailColumns };
  return plan;
}
