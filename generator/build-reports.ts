// Reports (schemas/reports/*.json) -> ReportDef, checking what the meta-schema cannot: the source
// entity exists, every column, query and sort field is a readable field of it, range queries only on
// fields that compare, and each code is defined once; and popup fields of entities name a report and
// fields that exist. Aggregate reports (joins, groupBy, object columns) are build-report-aggregate.ts.
// Problems carry the file, pointer and message.
import {
  permissionCode,
  type EntityDef,
  type I18nText,
  type ReportDef,
  type ReportQueryDef,
} from '../runtime/core/registry.ts';
import type { LoadedFile, SchemaProblem } from './load.ts';
import { buildAggregate, isAggregateReport } from './build-report-aggregate.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function queryItem(raw: string | Json): ReportQueryDef {
  if (typeof raw === 'string') return { field: raw, mode: 'single' };
  return { field: raw.field, mode: raw.mode ?? 'single', ...(raw.hidden === true ? { hidden: true } : {}) };
}

export function buildReports(
  files: LoadedFile[],
  entities: Record<string, EntityDef>,
  problems: SchemaProblem[],
): Record<string, ReportDef> {
  const reports: Record<string, ReportDef> = {};
  const where: Record<string, string> = {};
  for (const { file, data } of files) {
    const r = data as Json;
    const title: I18nText = { zh: r.title, en: r['x-title'].en };
    if (reports[r.code]) {
      problems.push({ file, pointer: '/code', message: `report "${r.code}" is also defined in ${where[r.code]}` });
      continue;
    }
    const entity = entities[r.entity];
    if (!entity) {
      problems.push({ file, pointer: '/entity', message: `unknown entity "${r.entity}"` });
      continue;
    }
    if (isAggregateReport(r)) {
      const built = buildAggregate(file, r, entity, entities, problems);
      reports[r.code] = {
        code: r.code,
        title,
        entity: entity.name,
        columns: built.columns,
        query: built.query,
        ...(r.sort ? { sort: r.sort } : {}),
        permission: r.permission ?? permissionCode(entity, 'list'),
        aggregate: built.aggregate,
      };
      where[r.code] = file;
      continue;
    }
    const need = (pointer: string, name: string) => {
      const f = entity.fields.find((x) => x.name === name);
      if (!f) problems.push({ file, pointer, message: `entity "${entity.name}" has no field "${name}"` });
      else if (f.secret) problems.push({ file, pointer, message: `secret field "${name}" cannot be in a report` });
      return f;
    };
    (r.columns as string[]).forEach((n, i) => need(`/columns/${i}`, n));
    const query = ((r.query ?? []) as (string | Json)[]).map(queryItem);
    const seen = new Set<string>();
    query.forEach((q, i) => {
      const pointer = typeof r.query[i] === 'string' ? `/query/${i}` : `/query/${i}/field`;
      const f = need(pointer, q.field);
      if (seen.has(q.field)) problems.push({ file, pointer, message: `query field "${q.field}" is listed twice` });
      seen.add(q.field);
      if (f && q.mode === 'range' && f.type === 'boolean')
        problems.push({ file, pointer: `/query/${i}/mode`, message: `a yes/no field cannot be searched by range` });
    });
    if (r.sort) need('/sort/0', r.sort[0]);
    if (!r.permission && entity.routes === 'none')
      problems.push({
        file,
        pointer: '/permission',
        message: `entity "${entity.name}" has no list permission; give the report a permission`,
      });
    reports[r.code] = {
      code: r.code,
      title,
      entity: entity.name,
      columns: r.columns,
      query,
      ...(r.sort ? { sort: r.sort } : {}),
      permission: r.permission ?? permissionCode(entity, 'list'),
    };
    where[r.code] = file;
  }
  return reports;
}

const list = (raw: unknown): string[] =>
  typeof raw === 'string'
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/**
 * Fields with `x-widget: "popup"`: the report named by x-options.code exists, its origin fields are
 * columns of the report (or id), the target fields are fields of the entity, and both lists are as
 * long (a reference field needs only the code: id into itself).
 */
export function checkPopupFields(
  entities: Record<string, EntityDef>,
  files: Record<string, string>,
  reports: Record<string, ReportDef>,
  problems: SchemaProblem[],
): void {
  for (const e of Object.values(entities)) {
    for (const f of e.fields) {
      if (f.widget !== 'popup') continue;
      const file = files[e.name];
      const pointer = `/properties/${f.name}/x-options`;
      const o = f.options ?? {};
      const report = typeof o.code === 'string' ? reports[o.code] : undefined;
      if (!report) {
        problems.push({ file, pointer: `${pointer}/code`, message: `unknown report "${String(o.code ?? '')}"` });
        continue;
      }
      const org = list(o.orgFields ?? (f.ref ? 'id' : undefined));
      const dest = list(o.destFields ?? (f.ref ? f.name : undefined));
      if (org.length === 0 || dest.length === 0)
        problems.push({ file, pointer, message: 'a popup field needs orgFields and destFields' });
      else if (org.length !== dest.length)
        problems.push({ file, pointer, message: 'orgFields and destFields must have as many names' });
      for (const n of org)
        if (n !== 'id' && !report.columns.includes(n))
          problems.push({
            file,
            pointer: `${pointer}/orgFields`,
            message: `report "${report.code}" has no column "${n}"`,
          });
      for (const n of dest)
        if (!e.fields.some((x) => x.name === n))
          problems.push({ file, pointer: `${pointer}/destFields`, message: `unknown field "${n}"` });
    }
  }
}
