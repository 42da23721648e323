// getRpColumns and getQueryInfo of an aggregate report (README.md): the visible columns with their
// kind (money, integer, number, text) and dictionary, whether a totals row comes with the data, and
// the query items titled by the field they filter.
import {
  text,
  type Lang,
  type Registry,
  type ReportAggregateDef,
  type ReportDef,
} from '../../../../runtime/core/registry.ts';
import type { Db } from '../../engine/db/database.ts';
import { allDictItems } from '../../engine/crud/dict-service.ts';
import type { Scopes } from './aggregate-query.ts';
import type { QueryView, ReportConfig, ReportQueryInfo } from './report-meta.ts';
import type { FieldDef } from '../../../../runtime/core/registry.ts';

export interface AggregateConfig extends ReportConfig {
  columns: (ReportConfig['columns'][number] & { kind: string })[];
  /** getData answers a `totals` row too. */
  totals: boolean;
}

function viewOf(f: FieldDef): QueryView {
  if (f.dict) return 'list';
  if (f.format === 'date') return 'date';
  if (f.format === 'date-time') return 'datetime';
  if (f.format === 'time') return 'time';
  if (f.type === 'integer' || f.type === 'number') return 'number';
  return 'text';
}

export async function aggregateConfig(
  db: Db,
  registry: Registry,
  report: ReportDef,
  def: ReportAggregateDef,
  hidden: Set<string>,
  lang: Lang,
): Promise<AggregateConfig> {
  const [sortField, sortDir] = report.sort ?? [def.columns[0].name, 'asc'];
  const shown = def.columns.filter((c) => !hidden.has(c.name));
  const codes = [...new Set(shown.flatMap((c) => (c.dict ? [c.dict] : [])))];
  const fromDb = codes.length ? await allDictItems(db, registry, lang) : {};
  const dictOptions: ReportConfig['dictOptions'] = {};
  for (const code of codes) {
    const items = fromDb[code] ?? [];
    dictOptions[code] = items.length
      ? items.map((i) => ({ value: i.value, text: i.text }))
      : (registry.dicts[code]?.items ?? []).map((i) => ({ value: i.value, text: text(i.label, lang) }));
  }
  return {
    cgRpConfigId: report.code,
    cgRpConfigName: text(report.title, lang),
    columns: shown.map((c) => ({
      dataIndex: c.name,
      title: text(c.title, lang),
      ...(c.dict ? { customRender: c.dict } : {}),
      sorter: true as const,
      ...(c.name === sortField ? { sortOrder: sortDir === 'desc' ? ('descend' as const) : ('ascend' as const) } : {}),
      kind: c.kind,
    })),
    dictOptions,
    totals: def.totals,
  };
}

export function aggregateQueryInfo(report: ReportDef, def: ReportAggregateDef, scopes: Scopes, lang: Lang) {
  return report.query.flatMap((q): ReportQueryInfo[] => {
    const path = def.filters[q.field];
    const f = scopes.get(path.alias)?.model.readable.get(path.field)?.def;
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
