// The SQL of an aggregate report (README.md), built from the registry only: every table is read as
// the request may read it (each entity's `filtered` rows: tenant and data rules) as a derived table
// t0 (the source), t1.. (the joins, in order); to-one joins are LEFT JOINs on id, summed joins are
// grouped sub-queries joined on their key. Columns, filters and sorts name registry fields only;
// values are bound parameters.
import { sql, type RawBuilder } from 'kysely';
import type { ReportAggregateDef, ReportColumnDef, ReportPath } from '../../../../runtime/core/registry.ts';
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { filtered } from '../../engine/crud/read.ts';
import type { Db } from '../../engine/db/database.ts';
import { andAll, toExpression, type Cond } from '../../engine/db/filter.ts';

/** What the query needs per alias ('' = the source): the model and this request's scope on it. */
export interface Scoped {
  model: EntityModel;
  ctx: Ctx;
}

export type Scopes = Map<string, Scoped>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = any;

export function tableAlias(def: ReportAggregateDef, alias: string): string {
  return alias === '' ? 't0' : `t${def.joins.findIndex((j) => j.as === alias) + 1}`;
}

const columnOf = (model: EntityModel, field: string) => model.fields.get(field)!.column;

/** The qualified column of a path: a field of a to-one alias, or a sum of a summed join. */
export function pathRef(def: ReportAggregateDef, scopes: Scopes, path: ReportPath): string {
  const t = tableAlias(def, path.alias);
  const join = def.joins.find((j) => j.as === path.alias);
  if (join?.kind === 'many') return `${t}.s${join.sums.findIndex((s) => s.name === path.field)}`;
  return `${t}.${columnOf(scopes.get(path.alias)!.model, path.field)}`;
}

const scopedRows = (db: Db, s: Scoped) => filtered(db, s.ctx, s.model, []).selectAll();

/** FROM t0 LEFT JOIN t1 ... WHERE conds (already qualified). */
export function fromClause(db: Db, def: ReportAggregateDef, scopes: Scopes, where: Cond[]): AnyQuery {
  let q: AnyQuery = db.selectFrom(scopedRows(db, scopes.get('')!).as('t0'));
  def.joins.forEach((j, i) => {
    const t = `t${i + 1}`;
    const joined = scopes.get(j.as)!;
    if (j.kind === 'one') {
      const from = `${tableAlias(def, j.from)}.${columnOf(scopes.get(j.from)!.model, j.field)}`;
      q = q.leftJoin(scopedRows(db, joined).as(t), `${t}.id`, from);
      return;
    }
    // The many side as its own derived table m (so its scope's bare columns stay unambiguous),
    // each `via` reference as v<k>, grouped by the key.
    let inner: AnyQuery = db.selectFrom(scopedRows(db, joined).as('m'));
    const vias = [...new Set(j.sums.flatMap((s) => (s.via ? [s.via.field] : [])))];
    vias.forEach((field, k) => {
      inner = inner.leftJoin(
        scopedRows(db, scopes.get(`${j.as}.${field}`)!).as(`v${k}`),
        `v${k}.id`,
        `m.${columnOf(joined.model, field)}`,
      );
    });
    // `by` through its hops: h0 is the row `by` points at, each next hop the row the previous field points at.
    let byColumn = `m.${columnOf(joined.model, j.by)}`;
    (j.hops ?? []).forEach((hop, k) => {
      const scoped = scopes.get(`${j.as}>${k}`)!;
      inner = inner.leftJoin(scopedRows(db, scoped).as(`h${k}`), `h${k}.id`, byColumn);
      byColumn = `h${k}.${columnOf(scoped.model, hop.field)}`;
    });
    const selects = [
      sql.ref(byColumn).as('k'),
      ...j.sums.map((s, k) => {
        const ref = s.via
          ? `v${vias.indexOf(s.via.field)}.${columnOf(scopes.get(`${j.as}.${s.via.field}`)!.model, s.field)}`
          : `m.${columnOf(joined.model, s.field)}`;
        return sql`sum(${sql.ref(ref)})`.as(`s${k}`);
      }),
    ];
    const sub = inner.select(selects).groupBy(sql.ref(byColumn)).as(t);
    q = q.leftJoin(sub, `${t}.k`, `${tableAlias(def, j.to)}.id`);
  });
  const cond = andAll(where);
  return cond ? q.where((eb: AnyQuery) => toExpression(eb, cond, scopes.get('')!.ctx.dialect)) : q;
}

/** The SQL expression of a column (aggregates and computed columns over them). */
export function columnSql(def: ReportAggregateDef, scopes: Scopes, c: ReportColumnDef): RawBuilder<unknown> {
  if (c.expr) {
    const parts = c.expr.map((e) => {
      const other = def.columns.find((x) => x.name === e.column)!;
      return { sign: e.sign, sql: columnSql(def, scopes, other) };
    });
    return parts.reduce<RawBuilder<unknown>>(
      (acc, p, i) =>
        i === 0
          ? p.sign === 1
            ? sql`(${p.sql})`
            : sql`(0 - ${p.sql})`
          : p.sign === 1
            ? sql`${acc} + ${p.sql}`
            : sql`${acc} - ${p.sql}`,
      sql`0`,
    );
  }
  if (!c.path) return sql`count(*)`;
  const ref = sql.ref(pathRef(def, scopes, c.path));
  switch (c.agg) {
    case 'sum':
      return sql`coalesce(sum(${ref}), 0)`;
    case 'count':
      return sql`count(${ref})`;
    case 'avg':
      return sql`avg(${ref})`;
    case 'min':
      return sql`min(${ref})`;
    case 'max':
      return sql`max(${ref})`;
    default:
      return sql`${ref}`;
  }
}

/** Group keys: the plain columns and the extra groupBy paths. */
export function groupRefs(def: ReportAggregateDef, scopes: Scopes): string[] {
  const refs = [
    ...def.columns.filter((c) => c.path && !c.agg).map((c) => pathRef(def, scopes, c.path!)),
    ...def.groupBy.map((p) => pathRef(def, scopes, p)),
  ];
  return [...new Set(refs)];
}
