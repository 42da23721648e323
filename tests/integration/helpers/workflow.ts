// The freight order (wl_order) workflow of DESIGN §9 from the generated registry (x-states of
// schemas/logistics/wl_order.json), and helpers to place orders in a state and read them back, for
// the workflow tests.
import { expect } from 'vitest';
import type { StatesDef } from '../../../runtime/core/registry.ts';
import { registry as generated } from '../../../src/generated/registry.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

/** The freight order workflow of DESIGN §9 as declared in schemas/logistics/wl_order.json (x-states). */
export const FREIGHT_STATES: StatesDef = generated.entities.wl_order.states!;

export const ALL_STATES = [10, 20, 25, 30, 35, 40, 50, 55, 60, 70, 80, 110];

/** Values sent for each required field. */
export const REQUIRED_VALUES: Row = {
  plateNumber: 'A-12345',
  pickupCode: 'P-778',
  unloadCode: 'U-991',
  rejectReason: 'Incomplete address',
};

export const column = (field: string) => generated.entities.wl_order.fields.find((f) => f.name === field)!.column;

let n = 0;
/** A new order through the API (state 10), then put in `state` straight in the table (fixture data). */
export async function orderIn(t: TestApp, state: number, headers: Headers = {}): Promise<string> {
  n += 1;
  const r = await t.post<{ id: string; orderState: number }>(
    '/wl/order/add',
    {
      orderNo: `WF${Date.now().toString(36)}${n}`,
      itemInfo: 'Pallets',
      price: 250,
      senderName: 'Sender',
      senderPhone: '13800000001',
      receiverName: 'Receiver',
      receiverPhone: '13800000002',
    },
    headers,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.result.orderState).toBe(10);
  const id = r.body.result.id;
  if (state !== 10) {
    await t.db
      .updateTable('wl_order')
      .set({ [column('orderState')]: state })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

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

export async function act(t: TestApp, name: string, id: string, extra: Row = {}, headers: Headers = {}) {
  const row = await storedOrder(t, id);
  return t.post<Row>(`/wl/order/action/${name}`, { id, version: Number(row.version), ...extra }, headers);
}
