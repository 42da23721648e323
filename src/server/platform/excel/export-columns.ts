// What an export writes for one entity and request: the columns (the list's columns first, in list
// order, then every other non-standard field, so a re-import has all it needs) and each cell's value
// from a presented record. Hidden and secret fields never appear: columns come from the request's
// visibleModel, whose `readable` holds neither. A flat entity's export ends with the records' ids
// (header `ID`), so an edited export imports back as updates (import-updates.ts).
import { EXPORT_ID_HEADER } from '../../../../runtime/core/excel-wire.ts';
import type { Lang } from '../../../../runtime/core/registry.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import type { Rec } from '../../engine/crud/records.ts';

export type CellValue = string | number | null;

export interface ExportColumn {
  field: FieldModel;
  header: string;
  /** exceljs column width in characters. */
  width: number;
  /** Number format for numeric cells (money keeps 2 decimals). */
  numFmt?: string;
  value(record: Rec): CellValue;
}

/**
 * Text Excel or another spreadsheet could take for a formula or DDE payload (=, +, -, @, tab, CR at
 * the start) gets a leading single quote, as OWASP advises for CSV injection: the cell is already
 * a plain string, and the quote keeps it text even if a user edits and confirms the cell. The
 * import strips it again (`unneutralise`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unneutralise(text: string): string {
  return text.length > 1 && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const YES_NO = { zh: ['是', '否'], en: ['Yes', 'No'] } as const;

function textOf(v: unknown): CellValue {
  if (v === null || v === undefined || v === '') return null;
  return neutralise(String(v));
}

function valueFn(f: FieldModel, lang: Lang): ExportColumn['value'] {
  const name = f.name;
  // Dictionary and reference labels: the `_dictText` presentRows added; the stored value when a
  // code has no label (a removed item, a dangling reference) so nothing is silently dropped.
  if (f.dict || f.def.ref || f.derivedLabel) {
    const key = `${name}_dictText`;
    return (r) => textOf(r[key] ?? r[name]);
  }
  switch (f.codec.kind) {
    case 'money':
    case 'number':
    case 'integer':
    case 'bigint':
      return (r) => {
        const v = r[name];
        if (v === null || v === undefined || v === '') return null;
        const n = Number(v);
        return Number.isFinite(n) ? n : textOf(v);
      };
    case 'boolean': {
      const [yes, no] = lang === 'en' ? YES_NO.en : YES_NO.zh;
      return (r) => {
        const v = r[name];
        return v === null || v === undefined ? null : v === true || v === 1 || v === '1' ? yes : no;
      };
    }
    default:
      // Dates, datetimes and times are stored and presented as the spec's text formats already.
      return (r) => textOf(r[name]);
  }
}

function widthOf(f: FieldModel, header: string): number {
  const kind = f.codec.kind;
  const base = kind === 'datetime' ? 20 : kind === 'date' ? 12 : f.dict || f.def.ref ? 16 : 14;
  // CJK characters are about two columns wide.
  const headerWidth = [...header].reduce((w, c) => w + (c.charCodeAt(0) > 0xff ? 2 : 1), 0) + 2;
  return Math.min(50, Math.max(base, headerWidth));
}

/**
 * `detail` (export-details.ts): a master-detail sheet's detail columns, headed
 * '<detail title>-<field title>' and without the detail's foreign key.
 */
export function exportColumns(
  view: EntityModel,
  lang: Lang,
  detail?: { title: string; foreignKey: string },
): ExportColumn[] {
  const shown = (n: string) => view.readable.has(n) && n !== detail?.foreignKey;
  const listed = view.entity.list.columns.filter(shown);
  const rest = [...view.readable.values()]
    .filter((f) => !f.def.standard && !listed.includes(f.name) && shown(f.name))
    .map((f) => f.name);
  return [...listed, ...rest].map((name) => {
    const field = view.readable.get(name)!;
    const title = lang === 'en' ? field.def.title.en : field.def.title.zh;
    const header = detail ? `${detail.title}-${title}` : title;
    const kind = field.codec.kind;
    // money stays a number, shown as the lists show it (11,280.00)
    const numFmt = kind === 'money' ? '#,##0.00' : undefined;
    return {
      field,
      header,
      width: widthOf(field, header),
      ...(numFmt ? { numFmt } : {}),
      value: valueFn(field, lang),
    };
  });
}

/** The last column of a flat export: each record's id, which the import matches stored records by. */
export function idColumn(view: EntityModel): ExportColumn | undefined {
  const field = view.readable.get('id');
  if (!field) return undefined;
  return { field, header: EXPORT_ID_HEADER, width: 38, value: (r) => textOf(r.id) };
}

/**
 * The view narrowed to what the columns read: only their fields are selected, decoded and labelled
 * (the standard fields the export leaves out, createBy, version …, are not read at all; id only for
 * the ID column). Filters, the tenant and data rules still see the whole readable model.
 */
export function exportView(view: EntityModel, columns: ExportColumn[]): EntityModel {
  const names = new Set(columns.map((c) => c.field.name));
  const used = (f: FieldModel) => names.has(f.name);
  return {
    ...view,
    select: [...view.readable.values()]
      .filter(used)
      .map((f) => (f.column === f.name ? f.column : `${f.column} as ${f.name}`)),
    decoders: view.decoders.filter(used),
    dictFields: view.dictFields.filter(used),
    refFields: view.refFields.filter(used),
    refGroups: view.refGroups.map((g) => ({ ...g, fields: g.fields.filter(used) })).filter((g) => g.fields.length > 0),
  };
}
