// Aggregate reports (schemas/reports/*.json with joins, groupBy or object columns) -> ReportAggregateDef,
// checking what the meta-schema cannot: joins follow x-ref fields (to-one) or x-ref fields pointing
// back (many, summed), every path names a readable field, aggregates fit the field, computed columns
// add or subtract other aggregate columns, query names are unique, the sort is a report column.
import type {
  EntityDef,
  FieldDef,
  I18nText,
  ReportAggregateDef,
  ReportColumnDef,
  ReportJoinDef,
  ReportPath,
  ReportQueryDef,
} from '../runtime/core/registry.ts';
import type { SchemaProblem } from './load.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const isAggregateReport = (r: Json): boolean =>
  r.joins !== undefined ||
  r.groupBy !== undefined ||
  r.totals !== undefined ||
  (r.columns as unknown[]).some((c) => typeof c !== 'string');

export interface BuiltAggregate {
  aggregate: ReportAggregateDef;
  columns: string[];
  query: ReportQueryDef[];
}

const kindOf = (f: FieldDef): ReportColumnDef['kind'] =>
  f.format === 'money' ? 'money' : f.type === 'integer' ? 'integer' : f.type === 'number' ? 'number' : 'text';

export function buildAggregate(
  file: string,
  r: Json,
  source: EntityDef,
  entities: Record<string, EntityDef>,
  problems: SchemaProblem[],
): BuiltAggregate {
  const problem = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const aliases = new Map<string, EntityDef>([['', source]]);
  const manySums = new Map<string, Map<string, FieldDef>>();
  const field = (e: EntityDef, name: string, pointer: string): FieldDef | undefined => {
    const f = e.fields.find((x) => x.name === name);
    if (!f) problem(pointer, `entity "${e.name}" has no field "${name}"`);
    else if (f.secret) problem(pointer, `secret field "${name}" cannot be in a report`);
    return f;
  };
  /** "<field>" | "<alias>.<field>" | "<many alias>.<ref>.<field>" -> path and field definition. */
  const resolve = (raw: string, pointer: string): { path: ReportPath; def: FieldDef } | undefined => {
    const parts = raw.split('.');
    const alias = parts.length > 1 && aliases.has(parts[0]) ? parts[0] : '';
    const rest = alias ? parts.slice(1).join('.') : raw;
    const e = aliases.get(alias)!;
    const sums = manySums.get(alias);
    if (sums) {
      const def = sums.get(rest);
      if (!def) problem(pointer, `join "${alias}" sums no "${rest}"`);
      return def && { path: { alias, entity: e.name, field: rest }, def };
    }
    if (rest.includes('.')) {
      problem(pointer, `"${raw}": join the entity first (joins) and name the join`);
      return undefined;
    }
    const def = field(e, rest, pointer);
    return def && { path: { alias, entity: e.name, field: rest }, def };
  };

  const joins: ReportJoinDef[] = [];
  ((r.joins ?? []) as Json[]).forEach((j, i) => {
    const pointer = `/joins/${i}`;
    if (aliases.has(j.as)) return problem(`${pointer}/as`, `join name "${j.as}" is used twice`);
    if (typeof j.ref === 'string') {
      const target = resolve(j.ref, `${pointer}/ref`);
      if (!target) return;
      const ref = target.def.ref;
      if (!ref || !entities[ref.entity])
        return problem(`${pointer}/ref`, `"${j.ref}" is not a reference (x-ref) field`);
      joins.push({ kind: 'one', as: j.as, entity: ref.entity, from: target.path.alias, field: target.path.field });
      aliases.set(j.as, entities[ref.entity]);
      return;
    }
    const e = entities[j.entity];
    if (!e) return problem(`${pointer}/entity`, `unknown entity "${j.entity}"`);
    const to = j.to ?? '';
    const toEntity = aliases.get(to);
    if (!toEntity || manySums.has(to)) return problem(`${pointer}/to`, `unknown join "${to}"`);
    // `by` may go through x-ref fields: "orderId.vehicleId.siteId".
    const chain = String(j.by).split('.');
    let at: EntityDef | undefined = e;
    let by: FieldDef | undefined;
    const hops: { entity: string; field: string }[] = [];
    for (const [k, name] of chain.entries()) {
      by = at && field(at, name, `${pointer}/by`);
      if (!by) return;
      if (k < chain.length - 1) {
        at = by.ref && entities[by.ref.entity];
        if (!at) return problem(`${pointer}/by`, `"${name}" is not a reference (x-ref) field`);
        hops.push({ entity: at.name, field: chain[k + 1] });
      }
    }
    if (by && by.ref?.entity !== toEntity.name)
      return problem(`${pointer}/by`, `"${j.by}" of "${e.name}" does not reference "${toEntity.name}"`);
    const sums = new Map<string, FieldDef>();
    const defs: Extract<ReportJoinDef, { kind: 'many' }>['sums'] = [];
    (j.sum as string[]).forEach((s, k) => {
      const p = `${pointer}/sum/${k}`;
      const [a, b] = s.split('.');
      let def: FieldDef | undefined;
      let via: { field: string; entity: string } | undefined;
      if (b === undefined) def = field(e, a, p);
      else {
        const refField = field(e, a, p);
        const target = refField?.ref && entities[refField.ref.entity];
        if (refField && !target) problem(p, `"${a}" is not a reference (x-ref) field`);
        if (target) {
          def = field(target, b, p);
          via = { field: a, entity: target.name };
        }
      }
      if (!def) return;
      if (def.type !== 'number' && def.type !== 'integer')
        return problem(p, `"${s}" is not a number and cannot be summed`);
      sums.set(s, def);
      defs.push({ name: s, ...(via ? { via } : {}), field: def.name, money: def.format === 'money' });
    });
    joins.push({
      kind: 'many',
      as: j.as,
      entity: e.name,
      by: chain[0],
      ...(hops.length ? { hops } : {}),
      to,
      sums: defs,
    });
    aliases.set(j.as, e);
    manySums.set(j.as, sums);
  });

  const columns: ReportColumnDef[] = [];
  const byName = new Map<string, ReportColumnDef>();
  (r.columns as (string | Json)[]).forEach((raw, i) => {
    const c: Json = typeof raw === 'string' ? { name: raw.replace(/\./g, '_'), field: raw } : raw;
    const pointer = typeof raw === 'string' ? `/columns/${i}` : `/columns/${i}/field`;
    if (byName.has(c.name)) return problem(`/columns/${i}`, `column "${c.name}" is listed twice`);
    const custom: I18nText | undefined = c.title ? { zh: c.title, en: c['x-title']?.en ?? c.title } : undefined;
    let col: ReportColumnDef | undefined;
    if (c.expr !== undefined) {
      const tokens = String(c.expr).match(/[a-zA-Z0-9]+|[-+]/g) ?? [];
      const expr: { sign: 1 | -1; column: string }[] = [];
      let sign: 1 | -1 = 1;
      for (const tok of tokens) {
        if (tok === '-' || tok === '+') sign = tok === '-' ? -1 : 1;
        else {
          const other = byName.get(tok);
          if (!other || (!other.agg && !other.expr))
            problem(`/columns/${i}/expr`, `"${tok}" is not an aggregate column listed before "${c.name}"`);
          else if (other.kind !== 'money' && other.kind !== 'integer' && other.kind !== 'number')
            problem(`/columns/${i}/expr`, `"${tok}" is not a number`);
          expr.push({ sign, column: tok });
        }
      }
      const kinds = expr.map((e) => byName.get(e.column)?.kind);
      const kind = kinds.every((k) => k === 'money')
        ? 'money'
        : kinds.every((k) => k === 'integer')
          ? 'integer'
          : 'number';
      if (!custom) problem(`/columns/${i}`, 'a computed column needs title and x-title');
      col = { name: c.name, title: custom ?? { zh: c.name, en: c.name }, expr, kind };
    } else if (c.agg === 'count' && c.field === undefined) {
      if (!custom) problem(`/columns/${i}`, 'a count column needs title and x-title');
      col = { name: c.name, title: custom ?? { zh: c.name, en: c.name }, agg: 'count', kind: 'integer' };
    } else if (c.field === undefined) {
      return problem(`/columns/${i}`, 'a column needs a field, a count or an expr');
    } else {
      const target = resolve(c.field, pointer);
      if (!target) return;
      const numeric = target.def.type === 'number' || target.def.type === 'integer';
      if ((c.agg === 'sum' || c.agg === 'avg') && !numeric)
        problem(`/columns/${i}/agg`, `"${c.field}" is not a number`);
      if (!c.agg && manySums.has(target.path.alias))
        problem(`/columns/${i}/agg`, `"${c.field}" is a sum over many rows: aggregate it (sum)`);
      const kind: ReportColumnDef['kind'] =
        c.agg === 'count'
          ? 'integer'
          : c.agg === 'avg' && kindOf(target.def) === 'integer'
            ? 'number'
            : kindOf(target.def);
      col = {
        name: c.name,
        title: custom ?? target.def.title,
        path: target.path,
        ...(c.agg ? { agg: c.agg } : {}),
        kind,
        ...(target.def.dict && !c.agg ? { dict: target.def.dict } : {}),
      };
    }
    columns.push(col);
    byName.set(col.name, col);
  });
  const grouped = columns.some((c) => c.agg || c.expr);
  const groupBy = ((r.groupBy ?? []) as string[]).flatMap((g, i) => {
    const target = resolve(g, `/groupBy/${i}`);
    return target ? [target.path] : [];
  });
  if (groupBy.length && !grouped) problem('/groupBy', 'groupBy needs aggregate columns');
  if (!grouped && columns.some((c) => c.path && manySums.has(c.path.alias)))
    problem('/columns', 'summed joins need aggregate columns');

  const filters: Record<string, ReportPath> = {};
  const query: ReportQueryDef[] = [];
  ((r.query ?? []) as (string | Json)[]).forEach((raw, i) => {
    const q: Json = typeof raw === 'string' ? { field: raw } : raw;
    const pointer = typeof raw === 'string' ? `/query/${i}` : `/query/${i}/field`;
    const target = resolve(q.field, pointer);
    if (!target) return;
    if (manySums.has(target.path.alias)) return problem(pointer, 'a summed join cannot be searched');
    const name: string = q.name ?? target.path.field;
    if (filters[name]) return problem(pointer, `query name "${name}" is listed twice (give it a name)`);
    if (q.mode === 'range' && target.def.type === 'boolean')
      problem(`/query/${i}/mode`, 'a yes/no field cannot be searched by range');
    filters[name] = target.path;
    query.push({ field: name, mode: q.mode ?? 'single', ...(q.hidden === true ? { hidden: true } : {}) });
  });
  if (r.sort && !byName.has(r.sort[0])) problem('/sort/0', `the sort "${r.sort[0]}" is not a column of the report`);
  return {
    aggregate: { joins, columns, groupBy, filters, grouped, totals: r.totals === true },
    columns: columns.map((c) => c.name),
    query,
  };
}
