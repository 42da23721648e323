// Dashboard counts over sys_log (GET /sys/loginfo, GET /sys/visitInfo) and the data log (GET
// /sys/dataLog/list, paged, newest first, filtered by dataTable, dataId and createBy, each entry with
// its field-by-field diff; GET /sys/dataLog/queryCompareList compares two entries). Every change
// carries the words the list shows for its values besides the raw values (log-diff.ts). The log shows
// what the reader's lists show (data-log-reader.ts): entries of entities whose list code they hold, of
// records their data rules let them see, without changes of fields their field permissions hide (a
// 403 for a table outside them, a 404 for an entry).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { PageResult } from '../../../../runtime/core/wire.ts';
import { OPEN_ACCESS, type CrudDeps } from '../../engine/crud/context.ts';
import { toExpression } from '../../engine/db/filter.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, t } from '../../engine/plugins/i18n.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { fieldText } from '../../../../runtime/core/english-text.ts';
import { historyCond, logReader, type HistoryColumns, type LogReader } from './history-reader.ts';
import { recordTitleField } from './record-title.ts';
import { diffOf, labelChanges, type DataLogRow, type FieldChange } from './log-diff.ts';
import { visitCounts } from './log-counts.ts';

type Query = Record<string, unknown>;

const BAD_PARAM = t('请求参数错误', 'Bad request');
const BAD_TABLE = t('不支持的数据表', 'Unknown data table');
const NOT_FOUND = t('未找到对应数据', 'No such record');
const NO_TABLE_ACCESS = t('无权查看该数据表的变更记录', "You are not allowed to view this table's changes");
export const DATA_LOG_PERMISSION = 'system:dataLog:list';

export interface LogRouteDeps extends CrudDeps {
  registry: Registry;
}

function param(q: Query, key: string, max = 64): string {
  const v = q[key];
  if (v === undefined) return '';
  if (typeof v !== 'string' || v.length > max) throw badRequest(BAD_PARAM);
  return v;
}

function positive(q: Query, key: string, fallback: number, max: number): number {
  const raw = param(q, key, 9);
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw badRequest(BAD_PARAM);
  return Number(raw);
}

/** How a data-log row names its record. */
const LOGGED: HistoryColumns = { key: 'table_name', keyOf: 'table', id: 'data_id' };

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

export function registerLogRoutes(app: FastifyInstance, deps: LogRouteDeps): void {
  const { db, dialect, registry, models } = deps;
  const byTable = new Map(Object.values(registry.entities).map((e) => [e.table, e]));
  const modelOf = (table: string) => {
    const entity = byTable.get(table);
    return entity ? models.get(entity.name) : undefined;
  };
  /** What the reader may see of these tables (data-log-reader.ts); every table by default. */
  const readerOf = (request: FastifyRequest, tables?: string[]) =>
    logReader(
      request,
      deps,
      tables ? tables.flatMap((t) => byTable.get(t) ?? []) : [...byTable.values()],
      byTable.size,
    );
  const hiddenIn = (reader: LogReader, table: string) => reader.tables.get(table)?.hidden ?? OPEN_ACCESS.hidden;
  /** The field that names a record of each entity (record-title.ts), looked up once. */
  const titleFields = new Map(Object.values(registry.entities).map((e) => [e.table, recordTitleField(registry, e)]));
  /** The changes without the fields the reader may not see. */
  const shown = (changes: FieldChange[], hidden: ReadonlySet<string>) =>
    hidden.size ? changes.filter((c) => !hidden.has(c.field)) : changes;
  /** Rows of one log type (from a time on); `signIns` leaves out sign-outs (operateType 8). */
  const count = async (logType: number, from?: string, distinctIp = false, signIns = false) => {
    let q = db.selectFrom('sys_log').where('log_type', '=', logType);
    if (from) q = q.where('create_time', '>=', from);
    if (signIns) q = q.where((eb) => eb.or([eb('operate_type', 'is', null), eb('operate_type', '<>', 8)]));
    const row = await q
      .select((eb) => (distinctIp ? eb.fn.count('ip').distinct() : eb.fn.countAll()).as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  // JeecgBoot counts every logType 1 row as a visit (sign-outs included); sign-ins leave sign-outs out.
  app.get('/sys/loginfo', async () => {
    const today = formatDateTime(startOfDay(new Date()));
    return ok({
      totalVisitCount: await count(1),
      todayVisitCount: await count(1, today),
      todayIp: await count(1, today, true),
      totalSignInCount: await count(1, undefined, false, true),
      todaySignInCount: await count(1, today, false, true),
      totalOperationCount: await count(2),
      todayOperationCount: await count(2, today),
    });
  });

  app.get('/sys/visitInfo', async () => ok(await visitCounts(db, dialect, startOfDay(new Date()))));

  const dataLogRoute = { config: { permission: DATA_LOG_PERMISSION } };

  app.get('/sys/dataLog/list', dataLogRoute, async (request) => {
    const q = request.query as Query;
    const lang: Lang = langOf(request);
    const table = param(q, 'dataTable');
    const dataId = param(q, 'dataId');
    const createBy = param(q, 'createBy');
    const entity = table ? byTable.get(table) : undefined;
    if (table && !entity) throw badRequest(BAD_TABLE);
    const reader = await readerOf(request, entity ? [entity.table] : undefined);
    if (entity && !reader.tables.has(entity.table)) throw new HttpError(403, NO_TABLE_ACCESS);
    const pageNo = positive(q, 'pageNo', 1, 1_000_000);
    const pageSize = positive(q, 'pageSize', 10, 200);
    let base = db.selectFrom('sys_data_log');
    if (entity) base = base.where('table_name', '=', entity.table);
    if (!reader.unrestricted || entity)
      base = base.where((eb) => toExpression(eb, historyCond(reader, LOGGED), dialect));
    if (dataId) base = base.where('data_id', '=', dataId);
    if (createBy) base = base.where('create_by', '=', createBy);
    // Rows of tenant entities are visible in their own tenant only.
    const tenantId = tenantOf(request);
    base = base.where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]));
    const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const rows = (await base
      .selectAll()
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute()) as DataLogRow[];
    const records = rows.map((r) => present(r, lang, hiddenIn(reader, r.table_name)));
    await labelChanges(
      db,
      records.map((r) => ({ model: modelOf(r.dataTable), changes: r.diff })),
      lang,
      tenantId,
    );
    const page: PageResult<unknown> = {
      records,
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    };
    return ok(page);
  });

  app.get('/sys/dataLog/queryCompareList', dataLogRoute, async (request) => {
    const q = request.query as Query;
    const ids = [param(q, 'dataId1'), param(q, 'dataId2')];
    if (ids.some((id) => id === '')) throw badRequest(BAD_PARAM);
    const rows = (await db.selectFrom('sys_data_log').selectAll().where('id', 'in', ids).execute()) as DataLogRow[];
    const tenantId = tenantOf(request);
    const pick = (id: string) => rows.find((r) => r.id === id && (r.tenant_id === null || r.tenant_id === tenantId));
    const [a, b] = ids.map(pick);
    if (!a || !b) throw new HttpError(404, NOT_FOUND);
    // both entries must be ones the reader's history would list
    const reader = await readerOf(request, [...new Set([a.table_name, b.table_name])]);
    if (!reader.tables.has(a.table_name) || !reader.tables.has(b.table_name)) throw new HttpError(403, NO_TABLE_ACCESS);
    const seen = await db
      .selectFrom('sys_data_log')
      .select('id')
      .where('id', 'in', ids)
      .where((eb) => toExpression(eb, historyCond(reader, LOGGED), dialect))
      .execute();
    if (seen.length !== new Set(ids).size) throw new HttpError(404, NOT_FOUND);
    const lang = langOf(request);
    const state = (r: DataLogRow) => JSON.parse(r.new_data ?? r.old_data ?? '{}') as Record<string, unknown>;
    const entity = byTable.get(a.table_name);
    const records = [
      present(a, lang, hiddenIn(reader, a.table_name)),
      present(b, lang, hiddenIn(reader, b.table_name)),
    ];
    const diff = shown(diffOf(entity, state(a), state(b), lang), hiddenIn(reader, a.table_name));
    const model = modelOf(a.table_name);
    await labelChanges(
      db,
      [...records.map((r) => ({ model, changes: r.diff })), { model, changes: diff }],
      lang,
      tenantId,
    );
    return ok({ records, diff });
  });

  function present(r: DataLogRow, lang: Lang, hidden: ReadonlySet<string>) {
    const entity = byTable.get(r.table_name);
    const before = r.old_data ? (JSON.parse(r.old_data) as Record<string, unknown>) : null;
    const after = r.new_data ? (JSON.parse(r.new_data) as Record<string, unknown>) : null;
    const title = titleFields.get(r.table_name);
    const named = title && !hidden.has(title.name) ? fieldText(after ?? before ?? {}, title, lang) : undefined;
    return {
      id: r.id,
      dataTable: r.table_name,
      dataTableTitle: entity ? (lang === 'en' ? entity.title.en : entity.title.zh) : r.table_name,
      dataId: r.data_id,
      // what names the record (a site's name, an order's number) as the entry stored it; null: none
      dataTitle: typeof named === 'string' && named !== '' ? named : typeof named === 'number' ? String(named) : null,
      op: r.op,
      createBy: r.create_by,
      createTime: r.create_time,
      dataVersion: (after ?? before)?.version ?? null,
      requestId: r.request_id,
      diff: shown(diffOf(entity, before, after, lang), hidden),
    };
  }
}
