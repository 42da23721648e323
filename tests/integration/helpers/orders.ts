// Freight orders (wl_order) through the API for the notice, realtime and dashboard tests. wl_order
// declares its workflow with x-states (docs/decisions.md#10-freight-order-workflow): an order is added in state 10 and moves only by
// its actions (POST /wl/order/action/{name}); `orderInState` places fixture orders straight in a state.
import { expect } from 'vitest';
import type { StateTransition } from '../../../runtime/core/registry.ts';
import { registry } from '../../../src/generated/registry.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** Values sent for the fields a transition requires (plate, pickup/unload code, reject reason). */
export const ACTION_VALUES: Record<string, string> = {
  plateNumber: 'A-12345',
  pickupCode: 'P-778',
  unloadCode: 'U-991',
  rejectReason: 'Incomplete address',
};

const STATES = registry.entities.wl_order.states!;
const stateColumn = registry.entities.wl_order.fields.find((f) => f.name === STATES.field)!.column;

/** The body of a valid new order (every required field) with the given number. */
export const newOrder = (orderNo: string) => ({
  orderNo,
  itemInfo: 'Boxes',
  price: 100,
  senderName: 'Sender',
  senderPhone: '13800000001',
  receiverName: 'Receiver',
  receiverPhone: '13800000002',
});

let n = 0;
/** A new order through the generic add: it starts in the initial state 10. */
export async function addOrder(t: TestApp, headers: Headers = {}): Promise<string> {
  n += 1;
  const r = await t.post<{ id: string; orderState: number }>(
    '/wl/order/add',
    newOrder(`NT${Date.now().toString(36)}${n}`),
    headers,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.result.orderState).toBe(10);
  return r.body.result.id;
}

/**
 * FIXTURE DATA, not a workflow move: an order added through the API (state 10, so its creator,
 * tenant and department are the request's, and the add pushes like any new order in 10), then put in
 * `state` straight in the table (no action, no history, no push), for tests that need orders in
 * given states quickly.
 */
export async function orderInState(t: TestApp, state: number, headers: Headers = {}): Promise<string> {
  const id = await addOrder(t, headers);
  if (state !== 10) {
    await t.db
      .updateTable('wl_order')
      .set({ [stateColumn]: state })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

/**
 * One workflow action on an order (reads the version first; sends the transition's required fields and,
 * for the fields it verifies, the order's own codes as the shipper or consignee would tell them).
 */
export async function act(t: TestApp, id: string, name: string, headers: Headers = {}): Promise<number> {
  const tr = STATES.transitions.find((x) => x.name === name);
  expect(tr, `no transition ${name}`).toBeDefined();
  const cur = await t.get<{ version: number } & Record<string, unknown>>('/wl/order/queryById', { id }, headers);
  expect(cur.status, JSON.stringify(cur.body)).toBe(200);
  const sent = {
    ...Object.fromEntries((tr!.requires ?? []).map((f) => [f, ACTION_VALUES[f]])),
    ...Object.fromEntries((tr!.verifies ?? []).map((f) => [f, cur.body.result[f]])),
  };
  const r = await t.post<{ orderState: number }>(
    `/wl/order/action/${name}`,
    { id, version: cur.body.result.version, ...sent },
    headers,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.result.orderState).toBe(tr!.to);
  return r.body.result.orderState;
}

/** The shortest chain of transitions from state `from` to state `to` (empty when equal). */
export function actionPath(from: number, to: number): string[] {
  const seen = new Map<number, string[]>([[from, []]]);
  const queue = [from];
  while (queue.length) {
    const s = queue.shift()!;
    if (s === to) return seen.get(s)!;
    for (const tr of STATES.transitions as StateTransition[]) {
      const next = Number(tr.to);
      if (!tr.from.some((x) => Number(x) === s) || seen.has(next)) continue;
      seen.set(next, [...seen.get(s)!, tr.name]);
      queue.push(next);
    }
  }
  throw new Error(`no workflow path from ${from} to ${to}`);
}

/** Move an order to `orderState` with its workflow actions, one after the other; returns their names. */
export async function moveOrder(t: TestApp, id: string, orderState: number, headers: Headers = {}): Promise<string[]> {
  const cur = await t.get<{ orderState: number }>('/wl/order/queryById', { id }, headers);
  expect(cur.status, JSON.stringify(cur.body)).toBe(200);
  const path = actionPath(Number(cur.body.result.orderState), orderState);
  for (const name of path) await act(t, id, name, headers);
  return path;
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
