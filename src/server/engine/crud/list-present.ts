// A list page's rows -> wire records, the same records `presentRows` (records.ts) makes, built faster:
// per model and row shape, one function compiled once writes each record as a single object literal
// (decoded values, area and dictionary `_dictText` labels, reference labels null) in the key order
// presentRows' assignments give; the reference labels are then filled in place by presentRows itself
// (its batched, kept lookups: label-cache.ts). presentRows adds ~11 `_dictText` properties to every
// row of a wl_site page through computed keys (megamorphic keyed loads and stores, a string-table
// lookup per computed key, map transitions, property backing stores grown per row). Entities with a
// `derive` and empty pages take presentRows as it is.
// list-present.test.ts checks the records equal presentRows' (values and key order).
import type { Lang } from '../../../../runtime/core/registry.ts';
import type { Db } from '../db/database.ts';
import { dictLabels } from './dict-service.ts';
import type { EntityModel } from './entity-model.ts';
import { areaTextIn, dictLabel, presentRows, type Rec } from './records.ts';

type Build = (
  r: Rec,
  decode: ((v: unknown) => unknown)[],
  area: (v: unknown) => string | null,
  dictLabel: (v: unknown, labels: Map<string, string> | undefined, registry: Map<string, string>) => unknown,
  labels: (Map<string, string> | undefined)[],
  registry: Map<string, string>[],
) => Rec;

interface Plan {
  /** The row keys (Object.keys of a row) this plan was compiled for. */
  names: string[];
  build: Build;
  decode: ((v: unknown) => unknown)[];
  /** The model without decoders, area and dictionary fields: presentRows then fills reference labels only. */
  refsOnly: EntityModel | undefined;
}

const plans = new WeakMap<EntityModel, Plan>();

function compile(model: EntityModel, names: string[]): Plan {
  // Each wire key's value expression, in the order presentRows first assigns the key (a later
  // assignment to the same key replaces the value and keeps the position).
  const value = new Map<string, string>();
  for (const n of names) value.set(n, `r[${JSON.stringify(n)}]`);
  const locals: string[] = [];
  model.decoders.forEach((f, i) => {
    locals.push(`const d${i} = D[${i}](${value.get(f.name) ?? 'undefined'});`);
    value.set(f.name, `d${i}`);
  });
  for (const f of model.areaFields) {
    const v = value.get(f.name);
    if (v !== undefined) value.set(`${f.name}_dictText`, `A(${v})`);
  }
  model.dictFields.forEach((f, i) => {
    value.set(`${f.name}_dictText`, `X(${value.get(f.name) ?? 'undefined'}, L[${i}], G[${i}])`);
  });
  for (const g of model.refGroups) for (const f of g.fields) value.set(`${f.name}_dictText`, 'null');
  const body = [...value].map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(',\n');
  const build = new Function('r', 'D', 'A', 'X', 'L', 'G', `${locals.join('\n')}\nreturn {\n${body}\n};`) as Build;
  return {
    names,
    build,
    decode: model.decoders.map((f) => f.codec.fromDb!),
    refsOnly: model.refGroups.length
      ? { ...model, decoders: [], areaFields: [], dictFields: [], derive: undefined }
      : undefined,
  };
}

function sameNames(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The wire records of a list page's rows (the rows of one read: the same columns in every row): what
 * presentRows(db, model, rows, lang, tenantId) returns, as new objects (the rows are left as they are).
 */
export async function presentPage(db: Db, model: EntityModel, rows: Rec[], lang: Lang, tenantId: number) {
  if (rows.length === 0 || model.derive) return presentRows(db, model, rows, lang, tenantId);
  // The rows of one read share their columns (one select): the first row's keys name them all.
  const names = Object.keys(rows[0]);
  let plan = plans.get(model);
  if (!plan || !sameNames(plan.names, names)) plans.set(model, (plan = compile(model, names)));
  const key = lang === 'en' ? 'en' : 'zh';
  const fromDb = model.dictFields.length ? await dictLabels(db, lang) : undefined;
  const labels = model.dictFields.map((f) => fromDb?.get(f.def.dict!));
  const registry = model.dictFields.map((f) => f.dict![key]);
  const { build, decode } = plan;
  const areaText = areaTextIn(lang);
  const out: Rec[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = build(rows[i], decode, areaText, dictLabel, labels, registry);
  return plan.refsOnly ? presentRows(db, plan.refsOnly, out, lang, tenantId) : out;
}
