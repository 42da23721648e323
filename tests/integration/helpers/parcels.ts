// Parcel orders (wl_parcel_order, docs/decisions.md#8-parcel-order-workflow) through the API for the parcel tests:
// sites with fee settings, couriers (sys_user roleType 1), orders added in 10 or placed in a state
// (fixture), the values each transition's required fields get, and actions.
import { expect } from 'vitest';
import type { StatesDef } from '../../../runtime/core/registry.ts';
import { registry } from '../../../src/generated/registry.ts';
import { userWith, type PermUser } from './permission-users.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

export const PARCEL_STATES: StatesDef = registry.entities.wl_parcel_order.states!;
export const PARCEL_ALL_STATES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
export const parcelColumn = (field: string) =>
  registry.entities.wl_parcel_order.fields.find((f) => f.name === field)!.column;

let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n += 1)}`;

/** A site through the API; `fees` are wl_site fee fields (wire form: 1.5 = 1.50 fixed, 5 = 5 % commission). */
export async function addSite(t: TestApp, fees: Row = {}): Promise<string> {
  const r = await t.post<{ id: string }>('/wl/site/add', {
    siteName: `Site ${uniq()}`,
    type: 3,
    siteMode: 0,
    ...fees,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.id;
}

/** A signed-in courier (roleType 1) holding these codes. */
export async function addCourier(t: TestApp, codes: string[] = []): Promise<PermUser> {
  return userWith(t, codes, { roleType: 1 });
}

export interface ParcelWorld {
  pickupSite: string;
  deliverySite: string;
  courier: PermUser;
  /** Values for every field a transition requires. */
  values: Row;
}

export async function parcelWorld(t: TestApp): Promise<ParcelWorld> {
  const pickupSite = await addSite(t);
  const deliverySite = await addSite(t);
  const courier = await addCourier(t);
  return {
    pickupSite,
    deliverySite,
    courier,
    values: {
      pickupCourierId: courier.id,
      pickupTime: '2026-03-01 09:00:00',
      pickupSiteId: pickupSite,
      currentSiteId: pickupSite,
      dispatchCourierId: courier.id,
      dispatchTime: '2026-03-03 09:00:00',
      signName: 'Li Lei',
      signTime: '2026-03-03 18:00:00',
      rejectReason: 'Damaged box',
      rejectImages: 'temp/a.jpg,temp/b.jpg',
    },
  };
}

/** A new parcel order through the generic add (state 10). */
export async function addParcel(t: TestApp, body: Row = {}, headers: Headers = {}): Promise<Row & { id: string }> {
  const r = await t.post<Row & { id: string }>(
    '/wl/parcelOrder/add',
    {
      orderNo: `PO${uniq()}`,
      itemInfo: 'Books',
      price: 100,
      senderName: 'Sender',
      senderPhone: '13800000001',
      receiverName: 'Receiver',
      receiverPhone: '13800000002',
      ...body,
    },
    headers,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

/** FIXTURE DATA: a parcel added through the API (10), then put in `state` straight in the table. */
export async function parcelIn(t: TestApp, state: number, body: Row = {}): Promise<string> {
  const { id } = await addParcel(t, body);
  if (state !== 10) {
    await t.db
      .updateTable('wl_parcel_order')
      .set({ [parcelColumn('orderState')]: state })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

export async function storedParcel(t: TestApp, id: string): Promise<Row> {
  return (await t.db.selectFrom('wl_parcel_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
}

/** One action on a parcel at its stored version. */
export async function parcelAct(t: TestApp, name: string, id: string, extra: Row = {}, headers: Headers = {}) {
  const row = await storedParcel(t, id);
  return t.post<Row>(`/wl/parcelOrder/action/${name}`, { id, version: Number(row.version), ...extra }, headers);
}

/** The required values of one transition, from the world's values with overrides. */
export function requiredOf(name: string, values: Row, over: Row = {}): Row {
  const tr = PARCEL_STATES.transitions.find((x) => x.name === name)!;
  return Object.fromEntries((tr.requires ?? []).map((f) => [f, f in over ? over[f] : values[f]]));
}
