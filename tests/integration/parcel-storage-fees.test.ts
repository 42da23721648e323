// What the parcel workflow writes besides the order (src/server/domain/parcel): storage in/out logs and the
// site fee ledger, each by the right transition at the right site, with both fee types (fixed and
// commission, rounded half-up); the payment state derived on add, edit and import (0/1/2 at the
// boundaries); and the order assignment rules (couriers only, pickup in 10, dispatch in 70). The logs,
// fees and the parcel's courier are written through the write pipeline: each leaves its sys_data_log row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs, lastDataLog } from './helpers/data-log.ts';
import { importFile, workbookOf } from './helpers/import.ts';
import {
  addCourier,
  addParcel,
  addSite,
  parcelAct,
  parcelColumn,
  parcelIn,
  parcelWorld,
  requiredOf,
  storedParcel,
  type ParcelWorld,
  type Row,
} from './helpers/parcels.ts';
import { userWith } from './helpers/permission-users.ts';
import { dataLogCount } from './helpers/workflow.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const PATH = ['pickup', 'stockIn', 'stockOut', 'depart', 'arrive', 'deliveryStockOut', 'dispatch', 'sign'];

describe.each(DIALECTS)('parcel storage logs, site fees, payment and assignment on %s', (dialect) => {
  let t: TestApp;
  let w: ParcelWorld;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    w = await parcelWorld(t);
    const admin = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    adminId = admin.id as string;
  }, 60_000);
  afterAll(async () => t?.close());

  /** Walk a parcel 10 -> 90: picked up and stocked at `a`, delivered from `b`. */
  async function walk(id: string, a: string, b: string) {
    for (const name of PATH) {
      const site = ['arrive', 'deliveryStockOut'].includes(name) ? b : a;
      const r = await parcelAct(t, name, id, requiredOf(name, w.values, { currentSiteId: site, pickupSiteId: a }));
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  }

  const list = async (api: string, query: Record<string, string>) => {
    const r = await t.get<{ records: Row[] }>(`${api}/list`, { ...query, pageSize: 100 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records;
  };

  it('writes an in-log at stockIn and arrive and an out-log at both stock-outs, each at its site', async () => {
    const a = await addSite(t);
    const b = await addSite(t);
    const { id } = await addParcel(t);
    await walk(id, a, b);
    const ins = await t.db
      .selectFrom('wl_storage_in')
      .selectAll()
      .where('parcel_order_id', '=', id)
      .orderBy('order_state')
      .execute();
    expect(ins.map((r) => [r.site_id, Number(r.order_state), r.action, r.operator_id, r.create_by])).toEqual([
      [a, 30, 'stockIn', adminId, 'admin'],
      [b, 60, 'arrive', adminId, 'admin'],
    ]);
    const outs = await t.db
      .selectFrom('wl_storage_out')
      .selectAll()
      .where('parcel_order_id', '=', id)
      .orderBy('order_state')
      .execute();
    expect(outs.map((r) => [r.site_id, Number(r.order_state), r.action, r.operator_id])).toEqual([
      [a, 40, 'stockOut', adminId],
      [b, 70, 'deliveryStockOut', adminId],
    ]);
    for (const r of [...ins, ...outs]) expect(r.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // Each is an add through the pipeline: one sys_data_log row with the new record.
    expect(await dataLogs(t, 'wl_storage_in', String(ins[0].id))).toMatchObject([
      { op: 'add', old: null, new: { parcelOrderId: id, siteId: a, orderState: 30, action: 'stockIn', version: 1 } },
    ]);
    expect(await dataLogs(t, 'wl_storage_out', String(outs[1].id))).toMatchObject([
      { op: 'add', old: null, new: { parcelOrderId: id, siteId: b, orderState: 70, action: 'deliveryStockOut' } },
    ]);
    // The lists show them with labels; they are read-only (no add, edit or delete route).
    const listed = await list('/wl/storageIn', { parcelOrderId: id });
    expect(listed).toHaveLength(2);
    expect(listed.map((r) => r.orderState).sort()).toEqual([30, 60]);
    expect(
      (await t.post('/wl/storageIn/add', { parcelOrderId: id, siteId: a, orderState: 30, time: '2026-01-01 00:00:00' }))
        .status,
    ).toBe(404);
    expect((await t.del('/wl/storageOut/delete', { id: outs[0].id as string })).status).toBe(404);
    expect((await t.post('/wl/siteFee/add', {})).status).toBe(404);
  });

  it('books each step fee at its site: fixed amounts and commissions of the price, half-up', async () => {
    // Site A: fixed fees (siteDispatch not set: not charged). Site B: commissions in percent.
    const a = await addSite(t, {
      expressReceiveFeeType: 0,
      expressReceiveFee: 1,
      siteReceiveFeeType: 0,
      siteReceiveFee: 2,
      stockInFeeType: 0,
      stockInFee: 0.5,
      stockOutFeeType: 0,
      stockOutFee: 0.3,
    });
    const b = await addSite(t, {
      siteStockFeeType: 1,
      siteStockFee: 5,
      stockInFeeType: 1,
      stockInFee: 2.5,
      stockOutFeeType: 1,
      stockOutFee: 1,
      expressDispatchFeeType: 1,
      expressDispatchFee: 10,
    });
    const { id } = await addParcel(t, { price: 100.05 });
    await walk(id, a, b);
    const fees = await list('/wl/siteFee', { parcelOrderId: id, column: 'createTime', order: 'asc' });
    const rows = fees
      .map((f) => [f.action, f.siteId, f.feeKind, f.feeType, f.feeValue, f.orderPrice, f.amount])
      .sort((x, y) => String(x[0]).localeCompare(String(y[0])) || Number(x[2]) - Number(y[2]));
    expect(rows).toEqual(
      [
        ['arrive', b, 1, 1, 5, 100.05, 5], // siteStock 5 % of 100.05 = 5.0025 -> 5.00
        ['arrive', b, 5, 1, 2.5, 100.05, 2.5], // stockIn 2.5 % = 2.50125 -> 2.50
        ['deliveryStockOut', b, 6, 1, 1, 100.05, 1], // stockOut 1 % = 1.0005 -> 1.00
        ['dispatch', b, 4, 1, 10, 100.05, 10.01], // expressDispatch 10 % = 10.005 -> 10.01 (half-up)
        ['pickup', a, 3, 0, 1, 100.05, 1], // expressReceive fixed at the pickup site
        ['stockIn', a, 0, 0, 2, 100.05, 2], // siteReceive fixed
        ['stockIn', a, 5, 0, 0.5, 100.05, 0.5], // stockIn fixed
        ['stockOut', a, 6, 0, 0.3, 100.05, 0.3], // stockOut fixed
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0])) || Number(x[2]) - Number(y[2])),
    );
    // Stored in minor units; the ledger adds up to the cent.
    const stored = await t.db.selectFrom('wl_site_fee').select(['amount']).where('parcel_order_id', '=', id).execute();
    expect(stored.reduce((s, r) => s + Number(r.amount), 0)).toBe(500 + 250 + 100 + 1001 + 100 + 200 + 50 + 30);
    // One add log row per fee, holding the fee as listed.
    for (const f of fees) {
      expect(await dataLogs(t, 'wl_site_fee', String(f.id))).toMatchObject([
        { op: 'add', old: null, new: { siteId: f.siteId, action: f.action, feeKind: f.feeKind, amount: f.amount } },
      ]);
    }
  });

  it('books nothing for a cancelled or rejected order beyond the steps it took', async () => {
    const a = await addSite(t, { expressReceiveFeeType: 0, expressReceiveFee: 1, stockInFeeType: 0, stockInFee: 1 });
    const { id } = await addParcel(t);
    expect((await parcelAct(t, 'pickup', id, requiredOf('pickup', w.values, { pickupSiteId: a }))).status).toBe(200);
    expect((await parcelAct(t, 'cancel', id, { note: 'customer called' })).status).toBe(200);
    const fees = await t.db
      .selectFrom('wl_site_fee')
      .select(['action', 'amount'])
      .where('parcel_order_id', '=', id)
      .execute();
    expect(fees.map((f) => [f.action, Number(f.amount)])).toEqual([['pickup', 100]]);
    expect(await t.db.selectFrom('wl_storage_in').select('id').where('parcel_order_id', '=', id).execute()).toEqual([]);
  });

  it('derives the payment state and the uncollected amount on add, whatever the client sends', async () => {
    const cases: [number, number, number, number][] = [
      [100, 0, 0, 100],
      [100, 0.01, 1, 99.99],
      [100, 99.99, 1, 0.01],
      [100, 100, 2, 0],
      [100, 150, 2, 0],
      [0, 0, 0, 0],
    ];
    for (const [price, receivedPrice, paymentState, uncollectedPrice] of cases) {
      const r = await addParcel(t, { price, receivedPrice, paymentState: 2, uncollectedPrice: 0.5 });
      expect([price, receivedPrice, r.paymentState, r.uncollectedPrice]).toEqual([
        price,
        receivedPrice,
        paymentState,
        uncollectedPrice,
      ]);
      const stored = await storedParcel(t, r.id as string);
      expect(Number(stored[parcelColumn('paymentState')])).toBe(paymentState);
      expect(Number(stored[parcelColumn('uncollectedPrice')])).toBe(Math.round(uncollectedPrice * 100));
    }
  });

  it('re-derives it on edit', async () => {
    const r = await addParcel(t, { price: 80 });
    expect(r.paymentState).toBe(0);
    const steps: [number, number, number][] = [
      [30, 1, 50],
      [80, 2, 0],
      [0, 0, 80],
    ];
    let version = Number(r.version);
    for (const [receivedPrice, paymentState, uncollectedPrice] of steps) {
      const e = await t.put<Row>('/wl/parcelOrder/edit', { id: r.id, version, receivedPrice, paymentState: 1 });
      expect(e.status, JSON.stringify(e.body)).toBe(200);
      const got = await t.get<Row>('/wl/parcelOrder/queryById', { id: r.id as string });
      expect([got.body.result.paymentState, got.body.result.uncollectedPrice]).toEqual([
        paymentState,
        uncollectedPrice,
      ]);
      version = Number(got.body.result.version);
    }
    const price = await t.put<Row>('/wl/parcelOrder/edit', { id: r.id, version, price: 0.5, receivedPrice: 0.2 });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    const got = await t.get<Row>('/wl/parcelOrder/queryById', { id: r.id as string });
    expect([got.body.result.paymentState, got.body.result.uncollectedPrice]).toEqual([1, 0.3]);
  });

  it('derives it on Excel import', async () => {
    const header = [
      'orderNo',
      'itemInfo',
      'price',
      'receivedPrice',
      'senderName',
      'senderPhone',
      'receiverName',
      'receiverPhone',
    ];
    const row = (no: string, price: number, received: number) => [
      no,
      'Tea',
      price,
      received,
      'S',
      '13800000011',
      'R',
      '13800000012',
    ];
    const tag = Date.now().toString(36);
    const data = await workbookOf([header, row(`IA${tag}`, 10, 0), row(`IB${tag}`, 10, 4), row(`IC${tag}`, 10, 10)]);
    const r = await importFile(t, '/wl/parcelOrder', data);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const got = await t.db
      .selectFrom('wl_parcel_order')
      .select(['order_no', 'payment_state', 'uncollected_price'])
      .where('order_no', 'in', [`IA${tag}`, `IB${tag}`, `IC${tag}`])
      .orderBy('order_no')
      .execute();
    expect(got.map((g) => [Number(g.payment_state), Number(g.uncollected_price)])).toEqual([
      [0, 1000],
      [1, 600],
      [2, 0],
    ]);
  });

  describe('order assignment', () => {
    const assign = (body: Row, headers: Record<string, string> = {}) =>
      t.post<Row>('/wl/orderAssign/add', body, headers);
    const assignCount = async () => (await t.db.selectFrom('wl_order_assign').select('id').execute()).length;

    it('a pickup assignment sets the pickup courier of a parcel in 10, recording time and operator', async () => {
      const courier = await addCourier(t);
      const id = await parcelIn(t, 10);
      const before = await storedParcel(t, id);
      const logs = await dataLogCount(t, id);
      const r = await assign({ parcelOrderId: id, assignType: 0, courierId: courier.id, remark: 'north route' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({
        parcelOrderId: id,
        assignType: 0,
        courierId: courier.id,
        operatorId: adminId,
      });
      expect(r.body.result.assignTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const after = await storedParcel(t, id);
      expect(after[parcelColumn('pickupCourierId')]).toBe(courier.id);
      expect(Number(after.version)).toBe(Number(before.version) + 1);
      expect(await dataLogCount(t, id)).toBe(logs + 1); // the parcel's change is audited
      const logged = await lastDataLog(t, 'wl_parcel_order', id);
      expect(logged).toMatchObject({
        op: 'edit',
        old: { version: Number(before.version) },
        new: { pickupCourierId: courier.id, version: Number(before.version) + 1 },
      });
      expect(logged.old).not.toHaveProperty('pickupCourierId'); // null before: the log leaves null fields out
      // The stored courier now counts for the pickup's required field.
      const pick = await parcelAct(t, 'pickup', id, { pickupTime: '2026-03-01 08:00:00', pickupSiteId: w.pickupSite });
      expect(pick.status, JSON.stringify(pick.body)).toBe(200);
      expect(pick.body.result).toMatchObject({ orderState: 20, pickupCourierId: courier.id });
    });

    it('a dispatch assignment sets the dispatch courier of a parcel in 70', async () => {
      const courier = await addCourier(t);
      const id = await parcelIn(t, 70);
      const r = await assign({ parcelOrderId: id, assignType: 1, courierId: courier.id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await storedParcel(t, id))[parcelColumn('dispatchCourierId')]).toBe(courier.id);
    });

    it('refuses a user who is not a courier with 422 and writes nothing', async () => {
      const clerk = await userWith(t, [], { roleType: 2 });
      const id = await parcelIn(t, 10);
      const before = await storedParcel(t, id);
      const count = await assignCount();
      const r = await assign({ parcelOrderId: id, assignType: 0, courierId: clerk.id });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.message).toBe('只能分配给快递员（用户类型为快递员）');
      const en = await assign({ parcelOrderId: id, assignType: 0, courierId: adminId }, { 'accept-language': 'en' });
      expect(en.status).toBe(422);
      expect(en.body.message).toBe('Only a courier (user role type Courier) can be assigned');
      expect(await storedParcel(t, id)).toEqual(before);
      expect(await assignCount()).toBe(count);
    });

    it('refuses an assignment in a state where it makes no sense with 422 and writes nothing', async () => {
      const courier = await addCourier(t);
      const count = await assignCount();
      for (const [type, state] of [
        [0, 20],
        [0, 70],
        [0, 110],
        [1, 10],
        [1, 60],
        [1, 80],
      ]) {
        const id = await parcelIn(t, state);
        const before = await storedParcel(t, id);
        const r = await assign({ parcelOrderId: id, assignType: type, courierId: courier.id });
        expect(r.status, `${type} in ${state}: ${JSON.stringify(r.body)}`).toBe(422);
        expect(r.body.message).toBe(
          `订单当前状态为 ${state}，不能分配${type === 0 ? '揽件' : '派件'}（需处于状态 ${type === 0 ? 10 : 70}）`,
        );
        expect(await storedParcel(t, id)).toEqual(before);
      }
      expect(await assignCount()).toBe(count);
    });

    it('an edit that changes the courier follows the same rules', async () => {
      const first = await addCourier(t);
      const second = await addCourier(t);
      const id = await parcelIn(t, 10);
      const r = await assign({ parcelOrderId: id, assignType: 0, courierId: first.id });
      expect(r.status).toBe(200);
      const e = await t.put<Row>('/wl/orderAssign/edit', {
        id: r.body.result.id,
        version: r.body.result.version,
        courierId: second.id,
      });
      expect(e.status, JSON.stringify(e.body)).toBe(200);
      expect((await storedParcel(t, id))[parcelColumn('pickupCourierId')]).toBe(second.id);
      const got = await t.get<Row>('/wl/orderAssign/queryById', { id: r.body.result.id as string });
      const bad = await t.put<Row>('/wl/orderAssign/edit', {
        id: r.body.result.id,
        version: got.body.result.version,
        courierId: adminId,
      });
      expect(bad.status).toBe(422);
      expect((await storedParcel(t, id))[parcelColumn('pickupCourierId')]).toBe(second.id);
    });
  });
});
