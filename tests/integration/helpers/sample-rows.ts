// Valid add bodies built from the registry alone (required writable fields: a dictionary's first
// value, an existing or freshly made referenced row, format-aware text, unique counters), and sample
// rows made with them by the admin. Used by the registry-generated permission matrix.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EntityDef, FieldDef } from '../../../runtime/core/registry.ts';
import { initialState } from '../../../runtime/core/states.ts';
import { registry } from '../../../src/generated/registry.ts';
import type { TestApp } from './test-app.ts';

let counter = 100;

/** Values whose validity the registry cannot express (a field holding a small language of its own). */
const SEMANTIC_SAMPLES: Record<string, Record<string, unknown>> = {
  sys_check_rule: { ruleJson: JSON.stringify([{ digits: '*', pattern: '^\\w+$', message: 'letters' }]) },
  // The driver form's confirmation (not stored) must equal the password (FORMAT_SAMPLES.password).
  wl_driver: { confirmPassword: 'It#Pass2026ok' },
};

/** Values that need rows of their own in a given shape (an order assignment: a courier and a parcel in 10). */
const LINKED_SAMPLES: Record<string, (t: TestApp) => Promise<Record<string, unknown>>> = {
  wl_order_assign: async (t) => ({
    courierId: (await sampleRow(t, registry.entities.sys_user, { roleType: 1 })).id,
    parcelOrderId: (await sampleRow(t, registry.entities.wl_parcel_order)).id,
    assignType: 0,
  }),
};

const FORMAT_SAMPLES: Record<string, () => string> = {
  mobile: () => `138${String(10_000_000 + counter).slice(-8)}`,
  email: () => `s${counter}@example.com`,
  url: () => `https://example.com/${counter}`,
  date: () => '2026-01-02',
  'date-time': () => '2026-01-02 03:04:05',
  time: () => '03:04:05',
  password: () => 'It#Pass2026ok',
  cron: () => '0 0 12 * * ?',
};

function textFor(f: FieldDef): string {
  const byFormat = f.format ? FORMAT_SAMPLES[f.format] : undefined;
  if (byFormat) return byFormat();
  let v = `smp${counter}`;
  if (f.minLength && v.length < f.minLength) v = v.padEnd(f.minLength, '0');
  return f.maxLength ? v.slice(-f.maxLength) : v;
}

async function valueFor(t: TestApp, e: EntityDef, f: FieldDef): Promise<unknown> {
  counter += 1;
  if (f.dict) return registry.dicts[f.dict].items[0].value;
  if (f.ref) {
    const target = registry.entities[f.ref.entity];
    if (target.name === e.name) return undefined;
    // A reference inside a unique group gets a row of its own, so every sample is a new combination.
    if (e.unique.some((group) => group.includes(f.name))) return (await sampleRow(t, target)).id;
    const row = await t.db.selectFrom(target.table).select('id').limit(1).executeTakeFirst();
    return (row?.id as string | undefined) ?? (await sampleRow(t, target)).id;
  }
  if (f.type === 'integer')
    return Math.min(f.maximum ?? Infinity, Math.max(f.minimum ?? 1, counter % 20 === 0 ? 1 : counter % 20));
  if (f.type === 'number') return 1;
  if (f.type === 'boolean') return false;
  return textFor(f);
}

export async function sampleBody(t: TestApp, e: EntityDef): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const f of e.fields) {
    if (!f.required || f.standard || f.readOnly) continue;
    const v = await valueFor(t, e, f);
    if (v !== undefined) body[f.name] = v;
  }
  Object.assign(body, SEMANTIC_SAMPLES[e.name]);
  if (LINKED_SAMPLES[e.name]) Object.assign(body, await LINKED_SAMPLES[e.name](t));
  // An entity with an x-states workflow (wl_order) is added in its initial state, sent explicitly.
  if (e.states) body[e.states.field] = initialState(e);
  // integers in unique groups need the counter itself
  for (const group of e.unique) {
    for (const name of group) {
      const f = e.fields.find((x) => x.name === name)!;
      if (f.type === 'integer' && !f.dict) body[name] = counter++;
    }
  }
  return body;
}

/** A valid value of one field (for a workflow action's required fields). */
export async function sampleValue(t: TestApp, e: EntityDef, name: string): Promise<unknown> {
  return valueFor(
    t,
    e,
    e.fields.find((f) => f.name === name)!,
  );
}

export type Row = Record<string, unknown> & { id: string; version: number };

/** A new row of `e`, added by the admin through the API. */
export async function sampleRow(t: TestApp, e: EntityDef, extra: Record<string, unknown> = {}): Promise<Row> {
  const body = { ...(await sampleBody(t, e)), ...extra };
  const r = await t.post<Row>(`${e.api}/add`, body);
  expect(r.status, `${e.name} sample ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.result;
}

/**
 * A row of a read-only entity (a log, a snapshot), written straight into its table as the server's
 * own producer would: required fields from the registry, standard columns filled in.
 */
export async function storedRow(t: TestApp, e: EntityDef): Promise<{ id: string }> {
  const row: Record<string, unknown> = { id: randomUUID(), create_time: '2026-01-02 03:04:05', version: 1 };
  if (e.tenant) row.tenant_id = 0;
  for (const f of e.fields) {
    if (!f.required || f.standard) continue;
    const v = await valueFor(t, e, f);
    if (v !== undefined) row[f.column] = v;
  }
  await t.db.insertInto(e.table).values(row).execute();
  return { id: row.id as string };
}
