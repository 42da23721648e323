// The parcel order workflow (docs/decisions.md#8-parcel-order-workflow) (x-states of schemas/logistics/wl_parcel_order.json), as a
// table over every transition: each allowed one succeeds, is recorded in sys_state_log and changes
// exactly the status and its fields; each disallowed one (from every other state) and each missing
// required field is a 422 that changes nothing; the action's permission code is enforced (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import {
  PARCEL_ALL_STATES,
  PARCEL_STATES,
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
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import {
  actionText,
  changedColumns,
  dataLogCount,
  expectOneStep,
  stateLogs,
  wrongStateMessage,
} from './helpers/workflow.ts';

const ALLOWED = PARCEL_STATES.transitions.flatMap((tr) => tr.from.map((from) => ({ tr, from: Number(from) })));
const ENGINE_COLUMNS = ['update_by', 'update_time', 'version'];
const fieldTitle = (name: string) => registry.entities.wl_parcel_order.fields.find((f) => f.name === name)!.title;

describe.each(DIALECTS)('parcel workflow on %s', (dialect) => {
  let t: TestApp;
  let w: ParcelWorld;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    w = await parcelWorld(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('declares the parcel workflow of docs/decisions.md', () => {
    expect(ALLOWED.map(({ tr, from }) => `${from}-${tr.name}->${tr.to}`)).toEqual([
      '10-pickup->20',
      '20-stockIn->30',
      '30-stockOut->40',
      '40-depart->50',
      '50-arrive->60',
      '60-deliveryStockOut->70',
      '70-dispatch->80',
      '80-sign->90',
      '80-reject->100',
      '10-cancel->110',
      '20-cancel->110',
    ]);
  });

  it.each(ALLOWED.map(({ tr, from }) => [tr.name, from, tr.to, tr] as const))(
    '%s from %s to %s succeeds, is recorded and changes only the status and its fields',
    async (name, from, to, tr) => {
      const id = await parcelIn(t, from);
      const before = await storedParcel(t, id);
      const logsBefore = await dataLogCount(t, id);
      const sent = requiredOf(name, w.values);
      const r = await parcelAct(t, name, id, { ...sent, note: `  ${name} ok  ` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({ id, orderState: to, version: Number(before.version) + 1, ...sent });

      const after = await storedParcel(t, id);
      const expected = [parcelColumn('orderState'), ...(tr.requires ?? []).map(parcelColumn), ...ENGINE_COLUMNS].sort();
      expect(changedColumns(before, after)).toEqual(expected);
      expect(Number(after[parcelColumn('orderState')])).toBe(to);

      await expectOneStep(t, id, { entity: 'wl_parcel_order', field: 'orderState', from, to, name }, logsBefore);
    },
  );

  it('refuses every transition from every state outside its from with 422 and changes nothing', async () => {
    const byState = new Map<number, string>();
    for (const s of PARCEL_ALL_STATES) byState.set(s, await parcelIn(t, s));
    const snapshot = async () => Promise.all([...byState.values()].map((id) => storedParcel(t, id)));
    const before = await snapshot();
    const counts = async () =>
      Promise.all(
        ['wl_storage_in', 'wl_storage_out', 'wl_site_fee'].map(
          async (table) => (await t.db.selectFrom(table).select('id').execute()).length,
        ),
      );
    const sideRows = await counts();
    let refused = 0;
    for (const tr of PARCEL_STATES.transitions) {
      for (const s of PARCEL_ALL_STATES.filter((x) => !tr.from.includes(x))) {
        const r = await parcelAct(t, tr.name, byState.get(s)!, { ...requiredOf(tr.name, w.values), note: 'no' });
        expect(r.status, `${tr.name} from ${s}: ${JSON.stringify(r.body)}`).toBe(422);
        expect(r.body.message).toBe(wrongStateMessage('wl_parcel_order', tr.name, s));
        refused += 1;
      }
    }
    // 10 transitions × 11 states, minus the 11 allowed (transition, from) pairs.
    expect(refused).toBe(10 * 11 - 11);
    expect(await snapshot()).toEqual(before);
    expect(await counts()).toEqual(sideRows);
    for (const id of byState.values()) expect(await stateLogs(t, id)).toEqual([]);
  });

  const WITH_REQUIRES = PARCEL_STATES.transitions.filter((tr) => tr.requires?.length);
  it.each(WITH_REQUIRES.flatMap((tr) => tr.requires!.map((f) => [tr.name, f, tr] as const)))(
    '%s without %s gives 422 naming it and changes nothing',
    async (name, field, tr) => {
      const id = await parcelIn(t, Number(tr.from[0]));
      const before = await storedParcel(t, id);
      const rest = requiredOf(name, w.values);
      delete rest[field];
      const missing = await parcelAct(t, name, id, rest, { 'accept-language': 'en' });
      expect(missing.status, JSON.stringify(missing.body)).toBe(422);
      expect(missing.body.message).toBe(
        `"${actionText('wl_parcel_order', name, 'en')}" needs: ${fieldTitle(field).en}`,
      );
      expect(await storedParcel(t, id)).toEqual(before);
      expect(await stateLogs(t, id)).toEqual([]);
    },
  );

  it('reject needs both the reason and the images (blank text counts as missing)', async () => {
    const id = await parcelIn(t, 80);
    const before = await storedParcel(t, id);
    const blank = await parcelAct(t, 'reject', id, { rejectReason: '   ', rejectImages: 'temp/x.jpg' });
    expect(blank.status, JSON.stringify(blank.body)).toBe(422);
    expect(blank.body.message).toBe(`「${actionText('wl_parcel_order', 'reject')}」缺少必填字段：拒收原因`);
    const none = await parcelAct(t, 'reject', id, {});
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(`「${actionText('wl_parcel_order', 'reject')}」缺少必填字段：拒收原因、拒收图片`);
    expect(await storedParcel(t, id)).toEqual(before);
  });

  it('refuses a site or courier that does not exist and a status sent as a field (nothing changes)', async () => {
    const id = await parcelIn(t, 20);
    const before = await storedParcel(t, id);
    const ghost = await parcelAct(t, 'stockIn', id, { currentSiteId: '00000000-0000-7000-8000-000000000000' });
    expect([400, 422]).toContain(ghost.status);
    const status = await parcelAct(t, 'stockIn', id, { currentSiteId: w.pickupSite, orderState: 90 });
    expect(status.status).toBe(400);
    const edit = await t.put('/wl/parcelOrder/edit', { id, version: before.version, orderState: 90 });
    expect(edit.status).toBe(422);
    expect(await storedParcel(t, id)).toEqual(before);
  });

  it('needs the action permission code: 403 and nothing changes without it', async () => {
    const clerk = await userWith(t, ['wl:parcelOrder:list', 'wl:parcelOrder:add', 'wl:parcelOrder:edit']);
    const ids = new Map<string, string>();
    for (const tr of PARCEL_STATES.transitions) ids.set(tr.name, await parcelIn(t, Number(tr.from[0])));
    for (const tr of PARCEL_STATES.transitions) {
      const id = ids.get(tr.name)!;
      const before = await storedParcel(t, id);
      const r = await parcelAct(t, tr.name, id, requiredOf(tr.name, w.values), clerk.headers);
      expect(r.status, `${tr.name}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(await storedParcel(t, id)).toEqual(before);
      expect(await stateLogs(t, id)).toEqual([]);
    }
    await clerk.grant(['wl:parcelOrder:list', 'wl:parcelOrder:sign']);
    const id = ids.get('sign')!;
    expect((await parcelAct(t, 'reject', id, requiredOf('reject', w.values), clerk.headers)).status).toBe(403);
    const ok = await parcelAct(t, 'sign', id, requiredOf('sign', w.values), clerk.headers);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const logs = await stateLogs(t, id);
    expect(logs.map((l) => [l.action, l.from_state, l.to_state])).toEqual([['sign', '80', '90']]);
    expect(logs[0].create_by).not.toBe('admin');
  });

  it('walks one order from 10 to 90 with a history row per step', async () => {
    const id = await parcelIn(t, 10);
    const path = ['pickup', 'stockIn', 'stockOut', 'depart', 'arrive', 'deliveryStockOut', 'dispatch', 'sign'];
    for (const name of path) {
      const over: Row = name === 'arrive' || name === 'deliveryStockOut' ? { currentSiteId: w.deliverySite } : {};
      const r = await parcelAct(t, name, id, requiredOf(name, w.values, over));
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    const logs = await stateLogs(t, id);
    expect(logs.map((l) => `${l.from_state}-${l.action}->${l.to_state}`)).toEqual([
      '10-pickup->20',
      '20-stockIn->30',
      '30-stockOut->40',
      '40-depart->50',
      '50-arrive->60',
      '60-deliveryStockOut->70',
      '70-dispatch->80',
      '80-sign->90',
    ]);
    const timeline = await t.get<{ records: Row[] }>('/sys/stateLog/list', {
      recordId: id,
      entityName: 'wl_parcel_order',
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.result.records.map((r) => r.action)).toEqual(path);
    const stored = await storedParcel(t, id);
    expect(stored[parcelColumn('currentSiteId')]).toBe(w.deliverySite);
  });
});
