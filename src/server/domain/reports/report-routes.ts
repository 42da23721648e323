// The popup picker's report API (spec 001 §7.6), one set of routes per report of the registry so each
// declares its permission code like any generated route (the report's own code, else the source
// entity's `<permission>:list`):
//   GET /online/cgreport/api/getRpColumns/{code} -> {cgRpConfigId, cgRpConfigName, columns, dictOptions}
//   GET /online/cgreport/api/getQueryInfo/{code} -> [{field, title, mode, view, hidden?, dictCode?}]
//   GET /online/cgreport/api/getData/{code}      -> {records, total, size, current, pages}
// Aggregate reports (joins, group-by, totals) are aggregate-routes.ts, with exportXls/{code} too.
// An unknown code is a 404 naming it (signed-in callers only).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry, ReportDef } from '../../../../runtime/core/registry.ts';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { visibleModel } from '../../engine/crud/field-access.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { notFound } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { reportData } from './report-data.ts';
import { reportConfig, reportQueryInfo } from './report-meta.ts';
import { registerAggregateReport } from './aggregate-routes.ts';

export const REPORT_API = '/online/cgreport/api';

export interface ReportDeps extends CrudDeps {
  registry: Registry;
}

const unknownReport = (raw: string) => {
  const code = raw.slice(0, 64);
  return notFound(t(`报表不存在: ${code}`, `No such report: ${code}`));
};

function registerReport(api: FastifyInstance, deps: ReportDeps, report: ReportDef): void {
  if (report.aggregate) return registerAggregateReport(api, deps, report, report.aggregate);
  const model = deps.models.get(report.entity);
  if (!model) throw new Error(`report ${report.code}: unknown entity ${report.entity} (regenerate src/generated)`);
  const config = { permission: report.permission };
  const scope = async (request: FastifyRequest) => {
    const ctx = await ctxOf(request, deps, model);
    return { ctx, view: visibleModel(model, ctx.access) };
  };

  api.get(`${REPORT_API}/getRpColumns/${report.code}`, { config }, async (request) => {
    const { ctx, view } = await scope(request);
    return ok(await reportConfig(deps.db, deps.registry, report, view, ctx.lang));
  });

  api.get(`${REPORT_API}/getQueryInfo/${report.code}`, { config }, async (request) => {
    const { ctx, view } = await scope(request);
    return ok(reportQueryInfo(report, view, ctx.lang));
  });

  api.get(`${REPORT_API}/getData/${report.code}`, { config }, async (request) => {
    const { ctx, view } = await scope(request);
    return ok(await reportData(ctx, report, view, request.query as Record<string, unknown>));
  });
}

export function registerReportRoutes(api: FastifyInstance, deps: ReportDeps): void {
  for (const report of Object.values(deps.registry.reports ?? {})) registerReport(api, deps, report);
  for (const call of ['getRpColumns', 'getQueryInfo', 'getData', 'exportXls']) {
    api.get(`${REPORT_API}/${call}/:code`, async (request) => {
      throw unknownReport((request.params as { code: string }).code);
    });
  }
}
