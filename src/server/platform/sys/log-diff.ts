// Field-by-field changes between two states of one record as stored in sys_data_log (wire form):
// [{field, title, before, after}] in the entity's field order, bookkeeping columns left out.
import type { EntityDef, Lang } from '../../../../runtime/core/registry.ts';

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
    out.push({ field, title: titles.get(field) ?? field, before: b, after: a });
  }
  return out;
}
