// GET /sys/duplicate/check (spec 001 §5.7, §7.5): is a value still free in a unique field? Only for
// (table, field) pairs declared as a single-field unique group in the schemas; on a tenant entity the
// check is scoped to the request's tenant, like the uniqueness rule itself. Anything else is a 400.
import type { FastifyInstance } from 'fastify';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import { parseValue } from '../../engine/crud/query-errors.ts';
import type { Db } from '../../engine/db/database.ts';
import type { ApiResult } from '../../../../runtime/core/wire.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';

const TAKEN = t('该值不可用，系统中已存在！', 'This value is not available: it already exists');
const FREE = t('该值可用！', 'This value is available');
const NOT_CHECKABLE = t('不支持校验该表或字段', 'This table and field cannot be checked');
const BAD_PARAM = t('请求参数错误', 'Bad request');

const IDENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The unique field named by (tableName, fieldName), by wire name or column. */
export function checkableField(models: Map<string, EntityModel>, table: unknown, field: unknown) {
  if (typeof table !== 'string' || typeof field !== 'string' || !IDENT.test(table) || !IDENT.test(field)) {
    throw badRequest(NOT_CHECKABLE);
  }
  const model = [...models.values()].find((m) => m.table === table && m.entity.routes !== 'none');
  const group = model?.uniqueGroups.find((g) => g.length === 1 && (g[0].name === field || g[0].column === field));
  if (!model || !group || group[0].def.secret) throw badRequest(NOT_CHECKABLE);
  return { model, field: group[0] as FieldModel };
}

export function registerDuplicateCheck(app: FastifyInstance, db: Db, models: Map<string, EntityModel>): void {
  app.get('/sys/duplicate/check', async (request): Promise<ApiResult<boolean>> => {
    const q = request.query as Record<string, unknown>;
    const { model, field } = checkableField(models, q.tableName, q.fieldName);
    const lang = langOf(request);
    const raw = q.fieldVal;
    const dataId = q.dataId;
    if (typeof raw !== 'string' || raw.length > 1000) throw badRequest(BAD_PARAM);
    if (dataId !== undefined && (typeof dataId !== 'string' || dataId.length > 64)) throw badRequest(BAD_PARAM);
    let query = db
      .selectFrom(model.table)
      .select('id')
      .where(field.column, '=', parseValue('fieldVal', field, raw));
    if (model.tenant) query = query.where('tenant_id', '=', tenantOf(request));
    if (dataId) query = query.where('id', '<>', dataId);
    const taken = !!(await query.limit(1).executeTakeFirst());
    // A taken value is an answer, not an error: HTTP 200 with success false and the spec's message.
    return {
      success: !taken,
      message: say(taken ? TAKEN : FREE, lang),
      code: 200,
      result: !taken,
      timestamp: Date.now(),
    };
  });
}
