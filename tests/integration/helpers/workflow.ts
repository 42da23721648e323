// The freight order (wl_order) workflow (docs/decisions.md#10-freight-order-workflow) from the generated registry (x-states of
// schemas/logistics/wl_order.json), and helpers to place orders in a state and read them back, for
// the workflow tests.
import type { StatesDef } from '../../../runtime/core/registry.ts';
import { registry as generated } from '../../../src/generated/registry.ts';
import { ACTION_VALUES, orderInState } from './orders.ts';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

/** The freight order workflow (docs/decisions.md#10-freight-order-workflow) as declared in schemas/logistics/wl_order.json (x-states). */
export const FREIGHT_STATES: StatesDef = generated.entities.wl_order.states!;

export const ALL_STATES = [10, 20, 25, 30, 35, 40, 50, 55, 60, 70, 80, 110];

/** Values sent for each required field (the same as the other order tests send). */
export const REQUIRED_VALUES: Row = ACTION_VALUES;

export const column = (field: string) => generated.entities.wl_order.fields.find((f) => f.name === field)!.column;

/** A new order through the API (state 10), then put in `state` straight in the table (fixture data). */
export const orderIn = orderInState;

export async function storedOrder(t: TestApp, id: string): Promise<Row> {
  return (await t.db.selectFrom('wl_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
}

export async function stateLogs(t: TestApp, id: string): Promise<Row[]> {
  return (await t.db
    .selectFrom('sys_state_log')
    .selectAll()
    .where('record_id', '=', id)
    .orderBy('create_time')
    .orderBy('id')
    .execute()) as Row[];
}

export async function dataLogCount(t: TestApp, id: string): Promise<number> {
  const rows = await t.db.selectFrom('sys_data_log').select('id').where('data_id', '=', id).execute();
  return rows.length;
}

/** The columns that differ between two stored rows. */
export function changedColumns(before: Row, after: Row): string[] {
  return Object.keys(after)
    .filter((k) => String(before[k]) !== String(after[k]))
    .sort();
}

/** A state's label (its status field's dictionary) in zh or en, as the server's messages name it. */
export function stateText(entity: string, value: number | string, lang: 'zh' | 'en' = 'zh'): string {
  const e = generated.entities[entity];
  const dict = e.fields.find((f) => f.name === e.states!.field)!.dict!;
  const item = generated.dicts[dict].items.find((i) => String(i.value) === String(value));
  return item ? item.label[lang] : String(value);
}

/** A transition's title in zh or en (its name when it has none). */
export function actionText(entity: string, name: string, lang: 'zh' | 'en' = 'zh'): string {
  const tr = generated.entities[entity].states!.transitions.find((x) => x.name === name)!;
  return tr.title?.[lang] ?? name;
}

/** The 422 of a transition from a state outside its `from`, as the server words it in zh. */
export function wrongStateMessage(entity: string, name: string, current: number | string): string {
  const tr = generated.entities[entity].states!.transitions.find((x) => x.name === name)!;
  const from = tr.from.map((s) => stateText(entity, s)).join(' / ');
  return `当前状态为「${stateText(entity, current)}」，不能执行「${actionText(entity, name)}」（需处于「${from}」，目标状态「${stateText(entity, tr.to)}」）`;
}

export async function act(t: TestApp, name: string, id: string, extra: Row = {}, headers: Headers = {}) {
  const row = await storedOrder(t, id);
  return t.post<Row>(`/wl/order/action/${name}`, { id, version: Number(row.version), ...extra }, headers);
}

/**
 * The record's history holds exactly one row, for this step, by admin with the note `<name> ok`, and
 * the data log grew by one entry (the edit the step made).
 */
export async function expectOneStep(
  t: TestApp,
  id: string,
  step: { entity: string; field: string; from: number | string; to: number | string; name: string },
  dataLogsBefore: number,
): Promise<void> {
  const logs = await stateLogs(t, id);
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({
    entity_name: step.entity,
    record_id: id,
    field_name: step.field,
    from_state: String(step.from),
    to_state: String(step.to),
    action: step.name,
    note: `${step.name} ok`,
    create_by: 'admin',
  });
  expect(logs[0].create_time).toBeTruthy();
  expect(await dataLogCount(t, id)).toBe(dataLogsBefore + 1);
}
