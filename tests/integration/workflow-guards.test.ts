// Around the x-states actions (docs/decisions.md#6-status-workflows): the generic edit refuses any change of the status field,
// add and the Excel import accept only the initial state, an action on a stale version is a 409 and
// outside the request's tenant a 404, and the history is read back per record from /sys/stateLog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { act, column, orderIn, stateLogs, storedOrder } from './helpers/workflow.ts';

const ORDER = {
  itemInfo: 'Crates',
  price: 90,
  senderName: 'S',
  senderPhone: '13800000001',
  receiverName: 'R',
  receiverPhone: '13800000002',
};

describe.each(DIALECTS)('workflow guards on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
  });
  afterAll(async () => t?.close());

  it('refuses an edit that changes the status (422, nothing changed) and allows the others', async () => {
    const id = await orderIn(t, 20);
    const before = await storedOrder(t, id);
    const version = Number(before.version);
    const r = await t.put('/wl/order/edit', { id, version, orderState: 30, itemInfo: 'Other' });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.message).toContain('流程');
    expect(await storedOrder(t, id)).toEqual(before);
    const same = await t.put<{ itemInfo: string; orderState: number }>('/wl/order/edit', {
      id,
      version,
      orderState: 20,
      itemInfo: 'Other',
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.result).toMatchObject({ itemInfo: 'Other', orderState: 20 });
    const cleared = await t.put('/wl/order/edit', { id, version: version + 1, orderState: null });
    expect(cleared.status, JSON.stringify(cleared.body)).not.toBe(200);
    expect(Number((await storedOrder(t, id))[column('orderState')])).toBe(20);
  });

  it('adds only in the initial state (the field default 10), which an omitted state gets', async () => {
    const none = await t.post<{ orderState: number }>('/wl/order/add', { ...ORDER, orderNo: 'G-1' });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.result.orderState).toBe(10);
    const initial = await t.post<{ orderState: number }>('/wl/order/add', { ...ORDER, orderNo: 'G-2', orderState: 10 });
    expect(initial.status, JSON.stringify(initial.body)).toBe(200);
    const later = await t.post(
      '/wl/order/add',
      { ...ORDER, orderNo: 'G-3', orderState: 50 },
      { 'accept-language': 'en' },
    );
    expect(later.status, JSON.stringify(later.body)).toBe(400);
    expect(later.body.message).toContain('starts in state "Pending review"');
    const rows = await t.db.selectFrom('wl_order').select('id').where('order_no', '=', 'G-3').execute();
    expect(rows).toEqual([]);
  });

  it('imports rows in the initial state only', async () => {
    const wb = await workbookOf([
      ['orderNo', 'orderState', 'itemInfo', 'price', 'senderName', 'senderPhone', 'receiverName', 'receiverPhone'],
      ['IMP-1', 10, 'A', 5, 'S', '13800000001', 'R', '13800000002'],
      ['IMP-2', null, 'B', 5, 'S', '13800000001', 'R', '13800000002'],
      ['IMP-3', 60, 'C', 5, 'S', '13800000001', 'R', '13800000002'],
    ]);
    const r = await importFile(t, '/wl/order', wb);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.code, JSON.stringify(r.body)).toBe(201);
    const rows = await t.db
      .selectFrom('wl_order')
      .select(['order_no', column('orderState')])
      .where('order_no', 'like', 'IMP-%')
      .orderBy('order_no')
      .execute();
    expect(rows.map((x) => [x.order_no, Number(x[column('orderState') as 'order_no'])])).toEqual([
      ['IMP-1', 10],
      ['IMP-2', 10],
    ]);
  });

  it('answers 409 on a stale version and 404 outside the tenant, changing nothing', async () => {
    const id = await orderIn(t, 10);
    const first = Number((await storedOrder(t, id)).version);
    const edited = await t.put('/wl/order/edit', { id, version: first, itemInfo: 'Bumped' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const before = await storedOrder(t, id);
    const stale = await t.post(`/wl/order/action/audit`, { id, version: first });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    const unknown = await t.post(`/wl/order/action/audit`, { id: 'no-such-order', version: 1 });
    expect(unknown.status).toBe(404);
    await addTenantMember(t, 'admin', 9);
    const elsewhere = await act(t, 'audit', id, {}, { 'tenant-id': '9' });
    expect(elsewhere.status).toBe(404);
    const noAction = await act(t, 'fly', id);
    expect(noAction.status).toBe(404);
    expect(await storedOrder(t, id)).toEqual(before);
    expect(await stateLogs(t, id)).toEqual([]);
  });

  it('serves the timeline of one record from /sys/stateLog/list in its tenant', async () => {
    const id = await orderIn(t, 10);
    await orderIn(t, 10).then((other) => act(t, 'auditReject', other, { rejectReason: 'Wrong address' }));
    expect((await act(t, 'audit', id, { note: 'checked' })).status).toBe(200);
    expect((await act(t, 'accept', id, { plateNumber: 'C-1' })).status).toBe(200);
    type Log = { fromState: string; toState: string; action: string; note: string | null; createBy: string };
    const list = await t.get<{ records: Log[] }>('/sys/stateLog/list', { recordId: id, entityName: 'wl_order' });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.result.records.map((l) => [l.action, l.fromState, l.toState, l.note, l.createBy])).toEqual([
      ['audit', '10', '20', 'checked', 'admin'],
      ['accept', '20', '25', null, 'admin'],
    ]);
    await addTenantMember(t, 'admin', 9);
    const other = await t.get<{ total: number }>('/sys/stateLog/list', { recordId: id }, { 'tenant-id': '9' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.result.total).toBe(0);
    expect((await t.post('/sys/stateLog/add', { entityName: 'x' })).status).toBe(404);
  });
});
