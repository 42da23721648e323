// getData (and the rows of the export) of an aggregate report (README.md): the query parameters
// (each query item's single value with the list's prefix operators, or `<name>_begin`/`_end` of a
// range item; anything else is a 400), the sort (a report column only), paging, one page of rows,
// the number of rows (groups) and the totals row. Money is summed in minor units and leaves as 2
// decimals; columns over fields this user may not see are left out.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type {
  Lang,
  Registry,
  ReportAggregateDef,
  ReportColumnDef,
  ReportDef,
} from '../../../../runtime/core/registry.ts';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { visibleModel } from '../../engine/crud/field-access.ts';
import { parseListQuery } from '../../engine/crud/list-params.ts';
import type { Db } from '../../engine/db/database.ts';
import type { Cond } from '../../engine/db/filter.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { dictLabels } from '../../engine/crud/dict-service.ts';
import { columnSql, fromClause, groupRefs, pathRef, tableAlias, type Scopes } from './aggregate-query.ts';

type Rec = Record<string, unknown>;
const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 10;

/** Each alias's model and this request's scope on it (a summed join's `via` as `<as>.<field>`). */
export async function aggregateScopes(
  request: FastifyRequest,
  deps: CrudDeps,
  def: ReportAggregateDef,
  source: string,
) {
  const scopes: Scopes = new Map();
  const add = async (key: string, entity: string) => {
    const model = deps.models.get(entity);
    if (!model) throw new Error(`report: unknown entity ${entity} (regenerate src/generated)`);
    const ctx = await ctxOf(request, deps, model);
    scopes.set(key, { model: visibleModel(model, ctx.access), ctx });
  };
  await add('', source);
  for (const j of def.joins) {
    await add(j.as, j.entity);
    if (j.kind === 'many') {
      for (const s of j.sums) if (s.via) await add(`${j.as}.${s.via.field}`, s.via.entity);
      for (const [k, hop] of (j.hops ?? []).entries()) await add(`${j.as}>${k}`, hop.entity);
    }
  }
  return scopes;
}

/** Names of the columns this request may not see (over a hidden field, or computed from one). */
export function hiddenColumns(def: ReportAggregateDef, scopes: Scopes): Set<string> {
  const hidden = new Set<string>();
  const visible = (alias: string, field: string) => {
    const j = def.joins.find((x) => x.as === alias);
    if (j?.kind === 'many') {
      const s = j.sums.find((x) => x.name === field)!;
      const where = s.via ? scopes.get(`${alias}.${s.via.field}`)! : scopes.get(alias)!;
      return where.model.readable.has(s.field) && (!s.via || scopes.get(alias)!.model.readable.has(s.via.field));
    }
    return scopes.get(alias)!.model.readable.has(field);
  };
  for (const c of def.columns) {
    if (c.path && !visible(c.path.alias, c.path.field)) hidden.add(c.name);
    if (c.expr?.some((e) => hidden.has(e.column))) hidden.add(c.name);
  }
  return hidden;
}

export interface AggregateParams {
  where: Cond[];
  sort: { name: string; desc: boolean };
  pageNo: number;
  pageSize: number;
}

function single(query: Rec, key: string): string | undefined {
  const v = query[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badRequest(t(`参数重复: ${key}`, `Parameter given more than once: ${key}`));
  return v;
}

function positive(raw: string | undefined, key: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    throw badRequest(t(`${key} 必须是 1 到 ${max} 的整数`, `${key} must be an integer from 1 to ${max}`));
  return Number(raw);
}

const qualify = (cond: Cond, table: string): Cond =>
  'items' in cond
    ? { ...cond, items: cond.items.map((c) => qualify(c, table)) }
    : { ...cond, column: `${table}.${cond.column}` };

export function parseAggregateParams(
  report: ReportDef,
  def: ReportAggregateDef,
  scopes: Scopes,
  hidden: Set<string>,
  query: Rec,
): AggregateParams {
  const where: Cond[] = [];
  const modes = new Map(report.query.map((q) => [q.field, q.mode]));
  for (const key of Object.keys(query)) {
    if (['_t', 'pageNo', 'pageSize', 'column', 'order'].includes(key)) continue;
    const range = /^(.+)_(begin|end)$/.exec(key);
    const name = range && modes.get(range[1]) === 'range' ? range[1] : key;
    const path = def.filters[name];
    const scoped = path && scopes.get(path.alias);
    if (!path || !scoped?.model.readable.has(path.field) || (modes.get(name) === 'range') !== Boolean(range))
      throw badRequest(t(`报表不支持的查询参数: ${key}`, `The report has no query parameter "${key}"`));
    const raw = single(query, key)!;
    const wireKey = range ? `${path.field}_${range[2]}` : path.field;
    // The list engine's own parsing of one parameter (prefix operators, ranges, value checks).
    const parsed = parseListQuery(scoped.model, { [wireKey]: raw });
    where.push(...parsed.where.map((c) => qualify(c, tableAlias(def, path.alias))));
  }
  const column = single(query, 'column');
  const order = single(query, 'order');
  let sort = { name: report.sort?.[0] ?? def.columns[0].name, desc: report.sort?.[1] === 'desc' };
  if (column) {
    const name = column.replace(/_dictText$/, '');
    if (!def.columns.some((c) => c.name === name) || hidden.has(name))
      throw badRequest(t(`不支持的排序字段: ${column}`, `Unknown sort column: ${column}`));
    sort = { name, desc: sort.desc };
  }
  if (order) {
    if (order !== 'asc' && order !== 'desc')
      throw badRequest(t('排序方向 order 只能是 asc 或 desc', 'order must be asc or desc'));
    sort.desc = order === 'desc';
  }
  return {
    where,
    sort,
    pageNo: positive(single(query, 'pageNo'), 'pageNo', 1, 1_000_000_000),
    pageSize: positive(single(query, 'pageSize'), 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** A database value of a column -> the wire (money minor units -> 2 decimals). */
export function wireValue(c: ReportColumnDef, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (c.kind === 'money') return Math.round(Number(v)) / 100;
  if (c.kind === 'integer') return Number(v);
  if (c.kind === 'number') return Math.round(Number(v) * 1e6) / 1e6;
  return v;
}

export interface AggregateRows {
  records: Rec[];
  total: number;
  totals?: Rec;
}

/** The rows (one page, or all up to `limit` when pageSize is 0) and, once, the count and totals. */
export async function readAggregate(
  registry: Registry,
  def: ReportAggregateDef,
  scopes: Scopes,
  hidden: Set<string>,
  p: AggregateParams,
  lang: Lang,
  all?: { limit: number },
): Promise<AggregateRows> {
  const ctx = scopes.get('')!.ctx;
  const db = ctx.db;
  const from = () => fromClause(db, def, scopes, p.where);
  const keys = groupRefs(def, scopes);
  const selects = def.columns.map((c) => columnSql(def, scopes, c).as(c.name));
  const dir = p.sort.desc ? 'desc' : 'asc';
  let rowsQ = from().select(selects);
  if (def.grouped) rowsQ = keys.length ? rowsQ.groupBy(keys.map((k) => sql.ref(k))) : rowsQ;
  rowsQ = rowsQ.orderBy(sql.ref(p.sort.name), dir);
  // Stable paging: then the group keys (grouped) or the source row id.
  for (const k of def.grouped ? keys : [`t0.id`]) rowsQ = rowsQ.orderBy(sql.ref(k), dir);
  rowsQ = all ? rowsQ.limit(all.limit + 1) : rowsQ.limit(p.pageSize).offset((p.pageNo - 1) * p.pageSize);
  const raw = (await rowsQ.execute()) as Rec[];

  let total: number;
  if (def.grouped && keys.length) {
    const groups = from()
      .select(keys.map((k, i) => sql.ref(k).as(`g${i}`)))
      .groupBy(keys.map((k) => sql.ref(k)))
      .as('g');
    const c = await db
      .selectFrom(groups)
      .select(sql`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    total = Number((c as Rec).n);
  } else if (def.grouped) total = 1;
  else
    total = Number(
      (
        (await from()
          .select(sql`count(*)`.as('n'))
          .executeTakeFirstOrThrow()) as Rec
      ).n,
    );

  let totals: Rec | undefined;
  if (def.totals) {
    const summed = def.columns.filter((c) =>
      def.grouped ? c.agg || c.expr : c.path && (c.kind === 'money' || c.kind === 'number'),
    );
    const totalSelects = summed.map((c) =>
      (def.grouped ? columnSql(def, scopes, c) : sql`coalesce(sum(${sql.ref(pathRef(def, scopes, c.path!))}), 0)`).as(
        c.name,
      ),
    );
    const row = totalSelects.length ? ((await from().select(totalSelects).executeTakeFirstOrThrow()) as Rec) : {};
    totals = Object.fromEntries(
      def.columns
        .filter((c) => !hidden.has(c.name))
        .map((c) => [c.name, c.name in row ? wireValue(c, row[c.name]) : null]),
    );
  }
  const records = await present(registry, db, def, hidden, raw, lang);
  return { records, total, ...(totals ? { totals } : {}) };
}

async function present(
  registry: Registry,
  db: Db,
  def: ReportAggregateDef,
  hidden: Set<string>,
  raw: Rec[],
  lang: Lang,
) {
  const dictCols = def.columns.filter((c) => c.dict && !hidden.has(c.name));
  const fromDb = dictCols.length ? await labelsOf(db, registry, lang) : undefined;
  return raw.map((r) => {
    const out: Rec = {};
    for (const c of def.columns) {
      if (hidden.has(c.name)) continue;
      out[c.name] = wireValue(c, r[c.name]);
      if (c.dict) {
        const v = r[c.name];
        out[`${c.name}_dictText`] = v === null || v === undefined ? null : (fromDb?.(c.dict, String(v)) ?? String(v));
      }
    }
    return out;
  });
}

/** A dictionary value's text: the database's (an administrator's edit shows at once), else the schema's. */
async function labelsOf(db: Db, registry: Registry, lang: Lang) {
  const key = lang === 'en' ? 'en' : 'zh';
  const fromDb = await dictLabels(db, lang);
  return (dict: string, value: string): string | undefined =>
    fromDb.get(dict)?.get(value) ?? registry.dicts[dict]?.items.find((i) => String(i.value) === value)?.label[key];
}
