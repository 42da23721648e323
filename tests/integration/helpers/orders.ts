// Freight orders (wl_order) through the API for the notice tests: add one in a state, move it.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;

let n = 0;
export async function addOrder(t: TestApp, orderState: number, headers: Headers = {}): Promise<string> {
  n += 1;
  const r = await t.post<{ id: string }>(
    '/wl/order/add',
    {
      orderNo: `NT${Date.now().toString(36)}${n}`,
      orderState,
      itemInfo: 'Boxes',
      price: 100,
      senderName: 'Sender',
      senderPhone: '13800000001',
      receiverName: 'Receiver',
      receiverPhone: '13800000002',
    },
    headers,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.id;
}

/** Change an order's state with the generic edit (optimistic lock: reads the version first). */
export async function moveOrder(t: TestApp, id: string, orderState: number, headers: Headers = {}): Promise<void> {
  const cur = await t.get<{ version: number }>('/wl/order/queryById', { id }, headers);
  expect(cur.status, JSON.stringify(cur.body)).toBe(200);
  const r = await t.put('/wl/order/edit', { id, version: cur.body.result.version, orderState }, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export interface Counts {
  waitAuditing: number;
  loadVehicles: number;
  dischargeCargoApply: number;
}

export async function orderCounts(t: TestApp, headers: Headers = {}): Promise<Counts> {
  const r = await t.get<Counts>('/wl/order/count', {}, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}
