// getData of a report (spec 001 §7.6): the report's query fields (single values with the list's prefix
// operators, or `<field>_begin`/`<field>_end` for range items), `self_<field>` fixed filters from the
// caller, column/order limited to the report's columns, and paging. Anything else is a 400. The page
// is read by the generic list engine of the source entity (parseListQuery + readPage on the model as
// this request may see it), so the field allow-list, tenant filter, data rules and field permissions
// apply exactly as they do to its list; each record keeps only the report's columns, their labels and id.
import type { ReportDef } from '../../../../runtime/core/registry.ts';
import type { PageResult } from '../../../../runtime/core/wire.ts';
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { fieldFilter, parseListQuery } from '../../engine/crud/list-params.ts';
import { unknownField } from '../../engine/crud/query-errors.ts';
import { readPage } from '../../engine/crud/read.ts';
import type { Rec } from '../../engine/crud/records.ts';
import type { Cond } from '../../engine/db/filter.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { reportSort } from './report-meta.ts';

const PAGING = new Set(['pageNo', 'pageSize', 'column', 'order']);
const SELF = 'self_';

const notAQueryField = (key: string) =>
  badRequest(t(`报表不支持的查询参数: ${key}`, `The report has no query parameter "${key}"`));

/** The query parameters a report accepts, besides paging and self_*. */
export function reportParams(report: ReportDef): Set<string> {
  return new Set(
    report.query.flatMap((q) => (q.mode === 'range' ? [`${q.field}_begin`, `${q.field}_end`] : [q.field])),
  );
}

function oneValue(key: string, v: unknown): string {
  if (typeof v !== 'string') throw badRequest(t(`参数重复: ${key}`, `Parameter given more than once: ${key}`));
  return v;
}

export async function reportData(
  ctx: Ctx,
  report: ReportDef,
  view: EntityModel,
  query: Record<string, unknown>,
): Promise<PageResult<Rec>> {
  const allowed = reportParams(report);
  const listQuery: Record<string, unknown> = {};
  const fixed: Cond[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === '_t') continue;
    if (PAGING.has(key) || allowed.has(key)) listQuery[key] = value;
    else if (key.startsWith(SELF)) {
      const name = key.slice(SELF.length);
      const f = view.readable.get(name);
      if (!f) throw unknownField(key);
      const cond = fieldFilter(key, f, oneValue(key, value));
      if (cond) fixed.push(cond);
    } else throw notAQueryField(key);
  }
  // Without a column the report's sort applies; without an order, the report's direction.
  const [field, dir] = reportSort(report, view);
  const column = listQuery.column;
  if (column !== undefined && column !== '') {
    if (typeof column !== 'string' || !report.columns.includes(column.replace(/_dictText$/, '')))
      throw badRequest(t(`不支持的排序字段: ${String(column)}`, `Unknown sort column: ${String(column)}`));
  } else if (view.readable.has(field)) listQuery.column = field;
  if (listQuery.order === undefined || listQuery.order === '') listQuery.order = dir;
  const page = await readPage(ctx, view, parseListQuery(view, listQuery), fixed);
  const keep = ['id', ...report.columns.flatMap((c) => [c, `${c}_dictText`])];
  page.records = page.records.map((r) => Object.fromEntries(keep.filter((k) => k in r).map((k) => [k, r[k]])));
  return page;
}
