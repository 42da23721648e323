// Issue 23 item 3: a trip cannot be completed while one of its waybills is still before 卸货 (pending
// pickup, loaded, arrived). A trip's waybills are those with a task on one of the trip's freight
// orders; the refusal names the waybill and its state and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOrder } from './helpers/orders.ts';
import { sampleRow } from './helpers/sample-rows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { act, recordIn, stateLogs, stored, workflowOf } from './helpers/workflow-table.ts';

const TRIP = workflowOf('wl_transport_trip');
const WAYBILL = workflowOf('wl_waybill');

describe.each(DIALECTS)('trip and waybills on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  /** A trip in 30 (returning) carrying one order, and a waybill in `waybillState` with a task on it. */
  async function tripWithWaybill(waybillState: number, waybillNo: string) {
    const trip = await recordIn(t, TRIP, 30);
    const order = await addOrder(t);
    await sampleRow(t, registry.entities.wl_trip_order, { tripId: trip, orderId: order });
    const waybill = await sampleRow(t, registry.entities.wl_waybill, { waybillNo });
    await sampleRow(t, registry.entities.wl_waybill_task, { waybillId: waybill.id, orderId: order, sequence: 1 });
    await t.db
      .updateTable(WAYBILL.entity.table)
      .set({ [WAYBILL.stateColumn]: waybillState })
      .where('id', '=', waybill.id)
      .execute();
    return { trip, waybill: waybill.id as string };
  }

  it.each([10, 20, 30])('refuses to complete while a waybill is in %s, naming it; nothing changes', async (state) => {
    const { trip } = await tripWithWaybill(state, `YD-${dialect}-${state}`);
    const before = await stored(t, TRIP, trip);
    const zh = await act(t, TRIP, 'complete', trip);
    expect(zh.status, JSON.stringify(zh.body)).toBe(422);
    const label = registry.dicts.waybill_state.items.find((i) => Number(i.value) === state)!.label;
    expect(zh.body.message).toBe(`运单 YD-${dialect}-${state} 仍为「${label.zh}」，运单卸货后才能完成趟次`);
    const en = await act(t, TRIP, 'complete', trip, {}, { 'accept-language': 'en' });
    expect(en.body.message).toBe(
      `Waybill YD-${dialect}-${state} is still "${label.en}"; the trip can be completed once its waybills are unloaded`,
    );
    expect(await stored(t, TRIP, trip)).toEqual(before);
    expect(await stateLogs(t, trip)).toEqual([]);
  });

  it('completes once every waybill of the trip is unloaded (or returned)', async () => {
    const { trip, waybill } = await tripWithWaybill(30, `YD-${dialect}-ok`);
    expect((await act(t, TRIP, 'complete', trip)).status).toBe(422);
    await t.db
      .updateTable(WAYBILL.entity.table)
      .set({ [WAYBILL.stateColumn]: 40 })
      .where('id', '=', waybill)
      .execute();
    const r = await act(t, TRIP, 'complete', trip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ state: 40 });
  });

  it('ignores waybills of other trips', async () => {
    await tripWithWaybill(10, `YD-${dialect}-other`);
    const lone = await recordIn(t, TRIP, 30);
    const r = await act(t, TRIP, 'complete', lone);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});
