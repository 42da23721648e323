// Database rows (already aliased to wire names) -> wire records: decoded values, `<field>_dictText`
// for dictionary fields in the request language, and for references the referenced entity's label,
// fetched with one batched query per referenced table and page, never one per row.
import type { Lang } from '../../../../runtime/core/registry.ts';
import { splitValues } from '../../../../runtime/core/multi-value.ts';
import { areaPathText } from '../../../../runtime/core/regions.ts';
import type { Db } from '../db/database.ts';
import { plansOf } from '../db/prepared.ts';
import { dictLabels } from './dict-service.ts';
import { shownText } from './english-columns.ts';
import { keptLabels, NO_LABEL } from './label-cache.ts';
import type { EntityModel } from './entity-model.ts';

export type Rec = Record<string, unknown>;

/** Decode in place: money to decimals, booleans normalised. */
export function decodeRows(model: EntityModel, rows: Rec[]): Rec[] {
  const decoders = model.decoders;
  if (decoders.length === 0) return rows;
  for (const row of rows) {
    for (const f of decoders) row[f.name] = f.codec.fromDb!(row[f.name]);
  }
  return rows;
}

/** How stored rows (by column) become wire records, per model (wireRows). */
interface WirePlan {
  /** Every readable field's wire name set to null: each record starts as a copy (one hidden class). */
  template: Rec;
  names: string[];
  columns: string[];
  decode: (((v: unknown) => unknown) | undefined)[];
}
const wirePlans = new WeakMap<EntityModel, WirePlan>();

/**
 * Rows as the engine inserts them (keyed by column; a column left out is NULL) -> decoded wire records
 * of every readable field, as reading them back would give (`select` + decodeRows) without the read.
 * A record is a copy of the plan's template with stores into existing properties: several times
 * cheaper than adding ~35 properties one by one to a fresh object (30 000 wl_site rows: ~35-80 ms
 * against ~160-260 ms, at a load of 6-10 on 2 cores).
 */
export function wireRows(model: EntityModel, rows: Rec[]): Rec[] {
  let plan = wirePlans.get(model);
  if (!plan) {
    const fields = [...model.readable.values()];
    plan = {
      template: Object.fromEntries(fields.map((f) => [f.name, null])),
      names: fields.map((f) => f.name),
      columns: fields.map((f) => f.column),
      decode: fields.map((f) => f.codec.fromDb),
    };
    wirePlans.set(model, plan);
  }
  const { template, names, columns, decode } = plan;
  const out: Rec[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const rec: Rec = { ...template };
    for (let k = 0; k < columns.length; k++) {
      const v = row[columns[k]];
      if (v === undefined || v === null) continue;
      const d = decode[k];
      rec[names[k]] = d ? d(v) : v;
    }
    out[i] = rec;
  }
  return out;
}

/** A dictionary value's label: the database dictionary's text, else the registry's, else null. */
export function dictLabel(v: unknown, labels: Map<string, string> | undefined, registry: Map<string, string>) {
  if (v === null || v === undefined) return null;
  const s = String(v);
  return labels?.get(s) ?? registry.get(s) ?? null;
}

/** Most area texts kept per language (region codes -> labels; the region tables are static: runtime/core/regions.ts). */
const MAX_AREA_TEXTS = 4_096;

/** areaPathText of a value in one language, kept per value: a page's rows mostly share a few regions. */
function keptAreaText(lang: Lang): (v: unknown) => string | null {
  const kept = new Map<string, string | null>();
  return (v) => {
    if (typeof v !== 'string') return areaPathText(v, lang);
    let text = kept.get(v);
    if (text === undefined) {
      text = areaPathText(v, lang);
      if (kept.size >= MAX_AREA_TEXTS) kept.clear();
      kept.set(v, text);
    }
    return text;
  };
}

const AREA_TEXT = { zh: keptAreaText('zh-CN'), en: keptAreaText('en') };

/** The area label function of a language (names in English for 'en', else Chinese). */
export const areaTextIn = (lang: Lang) => (lang === 'en' ? AREA_TEXT.en : AREA_TEXT.zh);

/** Decoded rows plus dictionary and reference labels. */
export async function presentRows(db: Db, model: EntityModel, rows: Rec[], lang: Lang, tenantId: number) {
  decodeRows(model, rows);
  if (rows.length === 0) return rows;
  model.derive?.(rows, lang);
  const areaText = areaTextIn(lang);
  for (const f of model.areaFields) {
    for (const row of rows) if (f.name in row) row[`${f.name}_dictText`] = areaText(row[f.name]);
  }
  const key = lang === 'en' ? 'en' : 'zh';
  // Texts from the database dictionaries (an administrator's edit shows at once; the cache is in
  // memory), the registry's for values the database does not hold as enabled items.
  const fromDb = model.dictFields.length ? await dictLabels(db, lang) : undefined;
  for (const f of model.dictFields) {
    const registry = f.dict![key];
    const labels = fromDb?.get(f.def.dict!);
    const textKey = `${f.name}_dictText`;
    for (const row of rows) row[textKey] = dictLabel(row[f.name], labels, registry);
  }
  // Labels already read since the last write are kept (label-cache.ts): only the others are asked for.
  const kept = model.refGroups.length ? keptLabels(db) : undefined;
  for (const g of model.refGroups) {
    // English labels of a label with an English companion (x-english): english-columns.ts.
    const english = key === 'en' ? g.englishColumn : undefined;
    const labelKey = english ? `${g.labelColumn}~${english}` : g.labelColumn;
    const prefix = `${g.targetTable}|${labelKey}|${g.tenant ? tenantId : ''}|`;
    const stored = new Map<string, unknown>(); // id -> stored label (NO_LABEL: none)
    const ids = new Set<string>();
    for (const row of rows) {
      for (const f of g.fields) {
        const v = row[f.name];
        if (typeof v !== 'string' || v === '' || stored.has(v) || ids.has(v)) continue;
        const hit = kept?.get(prefix + v);
        if (hit === undefined) ids.add(v);
        else stored.set(v, hit);
      }
    }
    if (ids.size) {
      // One plan per referenced table and number of ids (db/prepared.ts).
      const plan = `labels|${g.targetTable}|${labelKey}|${g.tenant}|${ids.size}`;
      const found = await plansOf(db).run(plan, [tenantId, ...ids], (slot) => {
        const q = db
          .selectFrom(g.targetTable)
          .select(['id', shownText(g.labelColumn, english).as('label')])
          .where(
            'id',
            'in',
            [...ids].map((_, i) => slot(i + 1)),
          );
        return g.tenant ? q.where('tenant_id', '=', slot(0)) : q;
      });
      for (const r of found as { id: string; label: unknown }[]) stored.set(r.id, r.label);
      for (const id of ids) {
        if (!stored.has(id)) stored.set(id, NO_LABEL);
        kept?.set(prefix + id, stored.get(id));
      }
    }
    for (const row of rows) {
      for (const f of g.fields) {
        const v = row[f.name];
        const label = typeof v === 'string' ? stored.get(v) : undefined;
        row[`${f.name}_dictText`] =
          label === undefined || label === NO_LABEL ? null : ((g.labelOut ? g.labelOut(label) : label) ?? null);
      }
    }
  }
  return rows;
}

/** One stored value (wire form) of one field, to be labelled as the list labels it. */
export interface FieldValue {
  field: string;
  value: unknown;
}

const YES_NO = { zh: ['是', '否'], en: ['Yes', 'No'] } as const;

/**
 * The text the list shows for single values of an entity's fields, outside any stored row (a data-log
 * diff's before and after: platform/sys/log-diff.ts): the `<field>_dictText` presentRows gives a
 * dictionary, reference or region value (through presentRows itself, so the database dictionaries,
 * the registry's fallback and the kept reference labels all apply), 是/否 (Yes/No) for a boolean.
 * A comma-joined dictionary value (as the list's dictionary cell splits it) or a multi-valued
 * reference is labelled code by code and joined with ',' as the list's picker cells join; a code with
 * no label (a deleted item, a dangling reference) stays as it is. Null where the field has no label
 * or no part of the value has one: the raw value is the text then.
 */
export async function fieldValueLabels(
  db: Db,
  model: EntityModel,
  values: FieldValue[],
  lang: Lang,
  tenantId: number,
): Promise<(string | null)[]> {
  // Each value's codes go into rows of their own field: row k holds a field's k-th code, so one
  // presentRows call (one query per referenced table) labels them all.
  const rows: Rec[] = [];
  const used = new Map<string, number>();
  const slots: ({ name: string; rows: number[]; codes: string[] } | null)[] = values.map(({ field, value }) => {
    const f = model.readable.get(field);
    if (!f || value === null || value === undefined || value === '') return null;
    if (!(f.dict || f.def.ref || f.def.format === 'area')) return null;
    const codes = f.dict || f.def.multiple ? splitValues(value) : [String(value)];
    const at: number[] = [];
    for (const code of codes) {
      const k = used.get(f.name) ?? 0;
      used.set(f.name, k + 1);
      (rows[k] ??= {})[f.name] = code;
      at.push(k);
    }
    return { name: f.name, rows: at, codes };
  });
  if (rows.length) await presentRows(db, model, rows, lang, tenantId);
  const [yes, no] = lang === 'en' ? YES_NO.en : YES_NO.zh;
  return values.map(({ field, value }, i) => {
    const slot = slots[i];
    if (!slot) {
      const boolean = model.readable.get(field)?.codec.kind === 'boolean' && value !== null && value !== undefined;
      return boolean ? (value === true || value === 1 || value === '1' ? yes : no) : null;
    }
    const labels = slot.rows.map((k) => rows[k][`${slot.name}_dictText`]);
    if (!labels.some((l) => l !== null && l !== undefined && l !== '')) return null;
    return labels.map((l, j) => (l === null || l === undefined || l === '' ? slot.codes[j] : String(l))).join(',');
  });
}
