// What the popup picker asks before it shows a report (spec 001 §3 report config, §7.6): the columns
// (getRpColumns: dataIndex, title in the request language, customRender = the dictionary code of a
// dictionary field, sorter, and sortOrder on the default sort column), the dictionary options of
// those columns ({value, text}, database texts first, the schema's for dictionaries the database
// lacks), and the query items (getQueryInfo). Fields this user may not see (field permissions) are
// left out of both.
import { text, type FieldDef, type Lang, type Registry, type ReportDef } from '../../../../runtime/core/registry.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { Db } from '../../engine/db/database.ts';
import { allDictItems } from '../../engine/crud/dict-service.ts';

export interface ReportColumn {
  dataIndex: string;
  title: string;
  customRender?: string;
  sorter: true;
  sortOrder?: 'ascend' | 'descend';
}

export interface ReportConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, { value: string | number; text: string }[]>;
}

export type QueryView = 'text' | 'number' | 'date' | 'datetime' | 'time' | 'list';

export interface ReportQueryInfo {
  field: string;
  title: string;
  mode: 'single' | 'range';
  /** How the picker draws the input: dictionaries are a select ('list'). */
  view: QueryView;
  hidden?: boolean;
  dictCode?: string;
}

/** The report's sort: its own, else the source entity's list sort. */
export function reportSort(report: ReportDef, model: EntityModel): [string, 'asc' | 'desc'] {
  return report.sort ?? model.entity.list.sort;
}

function viewOf(f: FieldDef): QueryView {
  if (f.dict) return 'list';
  if (f.format === 'date') return 'date';
  if (f.format === 'date-time') return 'datetime';
  if (f.format === 'time') return 'time';
  if (f.type === 'integer' || f.type === 'number') return 'number';
  return 'text';
}

async function dictOptions(db: Db, registry: Registry, codes: string[], lang: Lang) {
  const out: ReportConfig['dictOptions'] = {};
  if (codes.length === 0) return out;
  const fromDb = await allDictItems(db, registry, lang);
  for (const code of codes) {
    const items = fromDb[code] ?? [];
    out[code] = items.length
      ? items.map((i) => ({ value: i.value, text: i.text }))
      : (registry.dicts[code]?.items ?? []).map((i) => ({ value: i.value, text: text(i.label, lang) }));
  }
  return out;
}

/** The fields of `names` this request may read, with their definitions. */
export function visibleFields(view: EntityModel, names: string[]): FieldDef[] {
  return names.flatMap((n) => {
    const f = view.readable.get(n);
    return f ? [f.def] : [];
  });
}

export async function reportConfig(
  db: Db,
  registry: Registry,
  report: ReportDef,
  view: EntityModel,
  lang: Lang,
): Promise<ReportConfig> {
  const [sortField, sortDir] = reportSort(report, view);
  const fields = visibleFields(view, report.columns);
  const columns = fields.map((f): ReportColumn => ({
    dataIndex: f.name,
    title: text(f.title, lang),
    ...(f.dict ? { customRender: f.dict } : {}),
    sorter: true,
    ...(f.name === sortField ? { sortOrder: sortDir === 'desc' ? 'descend' : 'ascend' } : {}),
  }));
  const codes = [...new Set(fields.flatMap((f) => (f.dict ? [f.dict] : [])))];
  return {
    cgRpConfigId: report.code,
    cgRpConfigName: text(report.title, lang),
    columns,
    dictOptions: await dictOptions(db, registry, codes, lang),
  };
}

export function reportQueryInfo(report: ReportDef, view: EntityModel, lang: Lang): ReportQueryInfo[] {
  return report.query.flatMap((q) => {
    const f = view.readable.get(q.field)?.def;
    if (!f) return [];
    return [
      {
        field: q.field,
        title: text(f.title, lang),
        mode: q.mode,
        view: viewOf(f),
        ...(q.hidden ? { hidden: true } : {}),
        ...(f.dict ? { dictCode: f.dict } : {}),
      },
    ];
  });
}
