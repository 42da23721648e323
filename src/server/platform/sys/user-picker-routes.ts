// The user picker's two calls (spec 000 §2 user multi-select dialog, 001 §7.6), open to every
// signed-in user: a courier picks users without holding system:user:list. They return only
// id, username, realname, phone, birthday, sex and orgCode (never password, salt or other fields)
// of the users in the request's tenant (sys_user_tenant; a user without rows belongs to tenant 0).
//   GET /sys/user/queryUserComponentData?username&realname&phone&sex&birthday&birthday_begin
//       &birthday_end&departId&column&order&pageNo&pageSize -> {records, total, size, current, pages}
//     enabled users only; filters take the list's prefix operators (`*x*` like, `!x` ...) on the
//     registry's fields; departId also takes the users of its sub-departments (orgCode prefix);
//     sort createTime (default, desc), username, realname, birthday or sex; pageSize 1-100 (default 10).
//   GET /sys/user/getMultiUser?username=a,b | id=a,b -> [user] (frozen users too: labels of stored values)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { andAll, escapeLike, toExpression, type Cond } from '../../engine/db/filter.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import { fieldFilter } from '../../engine/crud/list-params.ts';
import { badOperator, badParam, parseValue, unknownField } from '../../engine/crud/query-errors.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { optionalId } from '../../engine/crud/id-params.ts';
import type { SysDeps } from './permission-apis.ts';
import { USER_ENABLED } from './session.ts';

/** What a picker may see of a user. */
const SHOWN = ['id', 'username', 'realname', 'phone', 'birthday', 'sex', 'orgCode'];
const FILTERS = new Set(['username', 'realname', 'phone', 'sex', 'birthday']);
const RANGES = new Set(['birthday']);
const SORTS = new Set(['createTime', 'username', 'realname', 'birthday', 'sex']);
const IGNORED = new Set(['_t', 'field', 'hasQuery', 'pageNo', 'pageSize', 'column', 'order', 'departId']);
const MAX_PAGE = 100;
const MAX_LOOKUP = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

function single(query: Record<string, unknown>, key: string): string | undefined {
  const v = query[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badParam(t(`参数重复: ${key}`, `Parameter given more than once: ${key}`));
  return v;
}

function pageNumber(raw: string | undefined, key: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw badParam(t(`${key} 必须是 1 到 ${max} 的整数`, `${key} must be an integer from 1 to ${max}`));
  }
  return Number(raw);
}

function field(model: EntityModel, name: string): FieldModel {
  const f = model.readable.get(name);
  if (!f) throw new Error(`sys_user has no readable field ${name}`);
  return f;
}

/** Field filters of the query: the allow-listed fields with the list's prefix operators and ranges. */
function filtersOf(model: EntityModel, query: Record<string, unknown>): Cond[] {
  const where: Cond[] = [];
  for (const key of Object.keys(query)) {
    if (IGNORED.has(key)) continue;
    const raw = single(query, key)!;
    const range = /^(.+)_(begin|end)$/.exec(key);
    if (range && RANGES.has(range[1])) {
      if (raw === '') continue;
      const f = field(model, range[1]);
      const bound = range[2] as 'begin' | 'end';
      where.push({ op: bound === 'begin' ? 'ge' : 'le', column: f.column, value: parseValue(key, f, raw, bound) });
      continue;
    }
    if (!FILTERS.has(key)) throw unknownField(key);
    const cond = fieldFilter(key, field(model, key), raw);
    if (cond) where.push(cond);
  }
  return where;
}

/** The request tenant's users: a member row, or no rows at all when the tenant is the default 0. */
function inTenant(eb: Eb, tenant: number): Expression<SqlBool> {
  const member = eb.exists(
    eb
      .selectFrom('sys_user_tenant as ut')
      .select('ut.user_id')
      .whereRef('ut.user_id', '=', 'u.id')
      .where('ut.tenant_no', '=', tenant),
  );
  if (tenant !== 0) return member;
  const none = eb.not(
    eb.exists(eb.selectFrom('sys_user_tenant as ut').select('ut.user_id').whereRef('ut.user_id', '=', 'u.id')),
  );
  return eb.or([member, none]);
}

export function registerUserPickerRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db, dialect } = deps;
  const model = deps.models.get('sys_user');
  if (!model) throw new Error('the registry has no sys_user entity');
  const shown = SHOWN.map((name) => field(model, name));
  const select = shown.map((f) => `u.${f.column} as ${f.name}`);
  const decode = (rows: Record<string, unknown>[]) =>
    rows.map((r) => {
      for (const f of shown) if (f.codec.fromDb && r[f.name] !== null) r[f.name] = f.codec.fromDb(r[f.name]);
      return r;
    });
  const where = (request: FastifyRequest, conds: Cond[]) => {
    const tenant = tenantOf(request);
    const cond = andAll(conds);
    return (eb: Eb) => (cond ? eb.and([inTenant(eb, tenant), toExpression(eb, cond, dialect)]) : inTenant(eb, tenant));
  };

  /** Ids of a department and everything below it (by orgCode prefix); [] for an unknown id. */
  const departAndBelow = async (departId: string): Promise<string[]> => {
    const depart = await db.selectFrom('sys_depart').select('org_code').where('id', '=', departId).executeTakeFirst();
    const code = depart?.org_code as string | null | undefined;
    if (!depart) return [];
    if (!code) return [departId];
    const like: Cond = { op: 'like', column: 'org_code', pattern: `${escapeLike(code)}%` };
    const rows = await db
      .selectFrom('sys_depart')
      .select('id')
      .where((eb) => toExpression(eb, like, dialect))
      .execute();
    return rows.map((r) => r.id as string);
  };

  app.get('/sys/user/queryUserComponentData', async (request) => {
    const query = request.query as Record<string, unknown>;
    const pageNo = pageNumber(single(query, 'pageNo'), 'pageNo', 1, 1_000_000_000);
    const pageSize = pageNumber(single(query, 'pageSize'), 'pageSize', 10, MAX_PAGE);
    const column = single(query, 'column') || 'createTime';
    if (!SORTS.has(column)) throw badParam(t(`不支持的排序字段: ${column}`, `Unknown sort column: ${column}`));
    const order = single(query, 'order') || 'desc';
    if (order !== 'asc' && order !== 'desc') throw badOperator('order', order);

    const conds: Cond[] = [{ op: 'eq', column: 'u.status', value: USER_ENABLED }];
    for (const c of filtersOf(model, query)) conds.push('column' in c ? { ...c, column: `u.${c.column}` } : c);
    const departId = optionalId(query, 'departId');
    if (departId) {
      const departs = await departAndBelow(departId);
      const users = departs.length
        ? await db.selectFrom('sys_user_depart').select('user_id').distinct().where('dep_id', 'in', departs).execute()
        : [];
      conds.push({ op: 'in', column: 'u.id', values: users.map((r) => r.user_id) });
    }
    const filter = conds.some((c) => c.op === 'in' && c.values.length === 0) ? null : where(request, conds);
    if (!filter) return ok({ records: [], total: 0, size: pageSize, current: pageNo, pages: 0 });

    const base = db.selectFrom('sys_user as u').where(filter);
    const sortColumn = `u.${field(model, column).column}`;
    const rows = await base
      .select(select)
      .orderBy(sortColumn, order)
      .orderBy('u.id', order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    const total = Number(count.total);
    return ok({
      records: decode(rows as Record<string, unknown>[]),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    });
  });

  app.get('/sys/user/getMultiUser', async (request) => {
    const query = request.query as Record<string, unknown>;
    const lists: Cond[] = [];
    for (const key of ['id', 'username'] as const) {
      const raw = single(query, key);
      if (raw === undefined || raw === '') continue;
      const values = [...new Set(raw.split(',').filter((v) => v !== ''))];
      if (values.length > MAX_LOOKUP || values.some((v) => v.length > 64)) {
        throw badParam(t(`参数无效: ${key}`, `Invalid parameter: ${key}`));
      }
      if (values.length) lists.push({ op: 'in', column: `u.${field(model, key).column}`, values });
    }
    if (lists.length === 0) return ok([]);
    const rows = await db
      .selectFrom('sys_user as u')
      .where(where(request, [{ op: 'or', items: lists }]))
      .select(select)
      .orderBy('u.username')
      .execute();
    return ok(decode(rows as Record<string, unknown>[]));
  });
}
