// Field-by-field changes between two states of one record as stored in sys_data_log (wire form):
// [{field, title, before, after, beforeText, afterText}] in the entity's field order, bookkeeping
// columns left out. `beforeText`/`afterText` are the words the list shows for the value (dictionary
// item, referenced record's label, region names, 是/否) in the request's language, from the list's
// own label functions (engine/crud/records.ts `fieldValueLabels`); null where the value has none.
import type { EntityDef, Lang } from '../../../../runtime/core/registry.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { fieldValueLabels, type FieldValue } from '../../engine/crud/records.ts';
import type { Db } from '../../engine/db/database.ts';

export interface DataLogRow {
  id: string;
  table_name: string;
  data_id: string;
  op: string;
  old_data: string | null;
  new_data: string | null;
  create_by: string | null;
  create_time: string;
  tenant_id: number | null;
  request_id: string | null;
}

export interface FieldChange {
  field: string;
  title: string;
  before: unknown;
  after: unknown;
  beforeText: string | null;
  afterText: string | null;
}

/** Engine-managed columns whose change says nothing about the edit itself. */
const BOOKKEEPING = new Set(['id', 'version', 'createBy', 'createTime', 'updateBy', 'updateTime', 'tenantId']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function diffOf(
  entity: EntityDef | undefined,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  lang: Lang,
): FieldChange[] {
  const titles = new Map((entity?.fields ?? []).map((f) => [f.name, lang === 'en' ? f.title.en : f.title.zh]));
  const order = [...titles.keys()];
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const sorted = [...keys].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 1e9 : ia) - (ib < 0 ? 1e9 : ib) || a.localeCompare(b);
  });
  const out: FieldChange[] = [];
  for (const field of sorted) {
    if (BOOKKEEPING.has(field)) continue;
    const b = before ? (before[field] ?? null) : null;
    const a = after ? (after[field] ?? null) : null;
    if (same(a, b)) continue;
    out.push({ field, title: titles.get(field) ?? field, before: b, after: a, beforeText: null, afterText: null });
  }
  return out;
}

/**
 * Sets the texts of changes in place, every entry's changes labelled together (one label lookup per
 * referenced table for a whole data-log page). `model` is the entity's; without one (a table no
 * entity has any more) the texts stay null.
 */
export async function labelChanges(
  db: Db,
  entries: { model: EntityModel | undefined; changes: FieldChange[] }[],
  lang: Lang,
  tenantId: number,
): Promise<void> {
  const byModel = new Map<EntityModel, FieldChange[]>();
  for (const { model, changes } of entries) {
    if (!model || changes.length === 0) continue;
    const list = byModel.get(model) ?? [];
    list.push(...changes);
    byModel.set(model, list);
  }
  for (const [model, changes] of byModel) {
    const values: FieldValue[] = changes.flatMap((c) => [
      { field: c.field, value: c.before },
      { field: c.field, value: c.after },
    ]);
    const texts = await fieldValueLabels(db, model, values, lang, tenantId);
    changes.forEach((c, i) => {
      c.beforeText = texts[2 * i];
      c.afterText = texts[2 * i + 1];
    });
  }
}
