// The routes of one aggregate report (README.md), under its permission code:
//   GET /online/cgreport/api/getRpColumns/{code} -> {cgRpConfigId, cgRpConfigName, columns (+kind), dictOptions, totals}
//   GET /online/cgreport/api/getQueryInfo/{code} -> [{field, title, mode, view, hidden?, dictCode?}]
//   GET /online/cgreport/api/getData/{code}      -> {records, total, size, current, pages, totals?}
//   GET /online/cgreport/api/exportXls/{code}    -> the .xlsx of every row of the same query and the totals
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportAggregateDef, ReportDef } from '../../../../runtime/core/registry.ts';
import {
  contentDisposition,
  DEFAULT_EXPORT_ROW_LIMIT,
  NOTHING_TO_EXPORT,
  XLSX_MIME,
} from '../../platform/excel/export-route.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { langOf, t } from '../../engine/plugins/i18n.ts';
import { aggregateScopes, hiddenColumns, parseAggregateParams, readAggregate } from './aggregate-data.ts';
import { aggregateWorkbook } from './aggregate-export.ts';
import { aggregateConfig, aggregateQueryInfo } from './aggregate-meta.ts';
import type { ReportDeps } from './report-routes.ts';
import { REPORT_API } from './report-routes.ts';

export function registerAggregateReport(
  api: FastifyInstance,
  deps: ReportDeps,
  report: ReportDef,
  def: ReportAggregateDef,
): void {
  const config = { permission: report.permission };
  const scope = async (request: FastifyRequest) => {
    const scopes = await aggregateScopes(request, deps, def, report.entity);
    return { scopes, hidden: hiddenColumns(def, scopes), lang: langOf(request) };
  };

  api.get(`${REPORT_API}/getRpColumns/${report.code}`, { config }, async (request) => {
    const { hidden, lang } = await scope(request);
    return ok(await aggregateConfig(deps.db, deps.registry, report, def, hidden, lang));
  });

  api.get(`${REPORT_API}/getQueryInfo/${report.code}`, { config }, async (request) => {
    const { scopes, lang } = await scope(request);
    return ok(aggregateQueryInfo(report, def, scopes, lang));
  });

  api.get(`${REPORT_API}/getData/${report.code}`, { config }, async (request) => {
    const { scopes, hidden, lang } = await scope(request);
    const p = parseAggregateParams(report, def, scopes, hidden, request.query as Record<string, unknown>);
    const rows = await readAggregate(deps.registry, def, scopes, hidden, p, lang);
    return ok({
      records: rows.records,
      total: rows.total,
      size: p.pageSize,
      current: p.pageNo,
      pages: Math.ceil(rows.total / p.pageSize),
      ...(rows.totals ? { totals: rows.totals } : {}),
    });
  });

  api.get(`${REPORT_API}/exportXls/${report.code}`, { config: { ...config, audit: true } }, async (request, reply) => {
    const { scopes, hidden, lang } = await scope(request);
    const query = { ...(request.query as Record<string, unknown>) };
    delete query.pageNo;
    delete query.pageSize;
    const p = parseAggregateParams(report, def, scopes, hidden, query);
    const limit = deps.exportRowLimit ?? DEFAULT_EXPORT_ROW_LIMIT;
    const rows = await readAggregate(deps.registry, def, scopes, hidden, p, lang, { limit });
    if (rows.records.length === 0) throw new HttpError(404, NOTHING_TO_EXPORT);
    if (rows.records.length > limit)
      throw new HttpError(
        413,
        t(`导出数据超过 ${limit} 行上限，请缩小查询范围`, `The export holds more than ${limit} rows; narrow the query`),
      );
    const title = lang === 'en' ? report.title.en : report.title.zh;
    const body = await aggregateWorkbook(report, def, hidden, rows, lang);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', contentDisposition(title, report.code))
      .header('cache-control', 'no-store')
      .send(body);
  });
}
