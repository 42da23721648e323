// The transport rules src/server/domain/transport adds to the generic engine: the driver's password
// confirmation and hashing, the one-time password reset, the fleets' derived driver and truck counts,
// a transfer's approval moving the driver and a route change's agreement switching the trip's line.
// Each of those side writes goes through the write pipeline: a sys_data_log row of the changed record
// with its old row (engine/crud/side-writes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { verifyPassword } from '../../src/server/engine/crud/password.ts';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs, lastDataLog } from './helpers/data-log.ts';
import { addOrder } from './helpers/orders.ts';
import { userWith } from './helpers/permission-users.ts';
import { sampleRow } from './helpers/sample-rows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Row = Record<string, unknown> & { id: string; version: number };
const PASSWORD = 'Drv#Pass2026';
let n = 0;

describe.each(DIALECTS)('transport rules on %s', (dialect) => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    siteId = (await sampleRow(t, registry.entities.wl_site)).id;
  }, 60_000);
  afterAll(async () => t?.close());

  async function fleet(name = `Fleet ${++n}`): Promise<Row> {
    const r = await t.post<Row>('/wl/fleet/add', { siteId, name, manager: 'Musa', managerPhone: '13800000011' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  }
  function driverBody(fleetId: string, extra: Record<string, unknown> = {}) {
    n += 1;
    return {
      fleetId,
      name: `Driver ${n}`,
      username: `drv_${n}_${dialect.slice(0, 2)}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '13800000022',
      ...extra,
    };
  }
  async function driver(fleetId: string, extra: Record<string, unknown> = {}): Promise<Row> {
    const r = await t.post<Row>('/wl/driver/add', driverBody(fleetId, extra));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  }
  const stored = (table: string, id: string) =>
    t.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<
      Record<string, unknown>
    >;
  async function counts(id: string) {
    const r = await t.get<Row>('/wl/fleet/queryById', { id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return [r.body.result.driverCount, r.body.result.truckCount];
  }
  async function act(api: string, name: string, id: string, extra: Record<string, unknown> = {}) {
    const cur = await t.get<Row>(`${api}/queryById`, { id });
    return t.post<Row>(`${api}/action/${name}`, { id, version: cur.body.result.version, ...extra });
  }

  it('refuses a confirmation that differs from the password (422 两次输入的密码不一样！, nothing stored)', async () => {
    const f = await fleet();
    const wrong = driverBody(f.id, { confirmPassword: 'Other#Pass2026' });
    const r = await t.post('/wl/driver/add', wrong);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.message).toBe('两次输入的密码不一样！');
    const en = await t.post('/wl/driver/add', wrong, { 'accept-language': 'en' });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('The two passwords do not match!');
    const rows = await t.db.selectFrom('wl_driver').select('id').where('username', '=', wrong.username).execute();
    expect(rows).toEqual([]);
    expect(await counts(f.id)).toEqual([0, 0]);
    // The form's password widget (x-options confirm: two inputs) sends the password alone once both agree.
    const formBody: Record<string, unknown> = driverBody(f.id);
    delete formBody.confirmPassword;
    const fromForm = await t.post('/wl/driver/add', formBody);
    expect(fromForm.status, JSON.stringify(fromForm.body)).toBe(200);
    expect(registry.entities.wl_driver.fields.find((x) => x.name === 'password')!.options).toEqual({ confirm: true });
  });

  it('stores the password hashed and never returns it', async () => {
    const f = await fleet();
    const d = await driver(f.id);
    expect(d).not.toHaveProperty('password');
    expect(d).not.toHaveProperty('confirmPassword');
    const row = await stored('wl_driver', d.id);
    expect(String(row.password)).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, row.password as string)).toBe(true);
    const one = await t.get<Row>('/wl/driver/queryById', { id: d.id });
    expect(one.body.result).not.toHaveProperty('password');
    const list = await t.get<{ records: Row[] }>('/wl/driver/list', { fleetId: f.id });
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).not.toHaveProperty('password');
    expect((await t.get('/wl/driver/list', { password: 'x' })).status).toBe(400);
    // An edit sending a confirmation checks it against the (new) password too.
    const bad = await t.put('/wl/driver/edit', {
      id: d.id,
      version: d.version,
      password: 'New#Pass2026',
      confirmPassword: 'Nope#Pass2026',
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(422);
    expect((await stored('wl_driver', d.id)).password).toBe(row.password);
    const good = await t.put('/wl/driver/edit', { id: d.id, version: d.version, name: 'Renamed' });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
  });

  it('resets a driver password to a one-time random one under its own code', async () => {
    const f = await fleet();
    const d = await driver(f.id);
    const before = await stored('wl_driver', d.id);
    const r = await t.post<{ id: string; username: string; password: string }>('/wl/driver/resetPassword', {
      id: d.id,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { password } = r.body.result;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(r.body.result.username).toBe(d.username);
    const after = await stored('wl_driver', d.id);
    expect(await verifyPassword(password, after.password as string)).toBe(true);
    expect(await verifyPassword(PASSWORD, after.password as string)).toBe(false);
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    const again = await t.post<{ password: string }>('/wl/driver/resetPassword', { id: d.id });
    expect(again.body.result.password).not.toBe(password);

    expect((await t.post('/wl/driver/resetPassword', { id: 'no-such-driver' })).status).toBe(404);
    expect((await t.post('/wl/driver/resetPassword', {})).status).toBe(400);
    const clerk = await userWith(t, ['wl:driver:list', 'wl:driver:edit']);
    const last = await stored('wl_driver', d.id);
    expect((await t.post('/wl/driver/resetPassword', { id: d.id }, clerk.headers)).status).toBe(403);
    expect(await stored('wl_driver', d.id)).toEqual(last);
    await clerk.grant(['wl:driver:resetPassword']);
    expect((await t.post('/wl/driver/resetPassword', { id: d.id }, clerk.headers)).status).toBe(200);
  });

  it('derives the fleet driver and truck counts from its drivers (read-only)', async () => {
    const a = await fleet();
    const b = await fleet();
    expect(await counts(a.id)).toEqual([0, 0]);
    const d1 = await driver(a.id, { licensePlateNumber: 'LAG-101' });
    // The recount is an edit of the fleet: logged with the old counts, version bumped.
    expect(await lastDataLog(t, 'wl_fleet', a.id)).toMatchObject({
      op: 'edit',
      old: { driverCount: 0, truckCount: 0, version: 1 },
      new: { driverCount: 1, truckCount: 1, version: 2 },
    });
    expect((await dataLogs(t, 'wl_fleet', b.id)).map((l) => l.op)).toEqual(['add']); // unchanged: not edited
    await driver(a.id, { licensePlateNumber: 'LAG-101' });
    const d3 = await driver(a.id, { licensePlateNumber: 'ABJ-202' });
    await driver(a.id);
    expect(await counts(a.id)).toEqual([4, 2]);
    const moved = await t.put('/wl/driver/edit', { id: d3.id, version: d3.version, fleetId: b.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await counts(a.id)).toEqual([3, 1]);
    expect(await counts(b.id)).toEqual([1, 1]);
    expect((await t.del('/wl/driver/delete', { id: d1.id })).status).toBe(200);
    expect(await counts(a.id)).toEqual([2, 1]);
    const set = await t.put('/wl/fleet/edit', {
      id: a.id,
      version: (await stored('wl_fleet', a.id)).version,
      driverCount: 99,
    });
    // Read-only fields sent by a client are ignored by the engine: the counts stay derived.
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await counts(a.id)).toEqual([2, 1]);
    const added = await t.post<Row>('/wl/fleet/add', { siteId, name: `Fleet ${++n}`, driverCount: 7, truckCount: 7 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await counts(added.body.result.id)).toEqual([0, 0]);
  });

  it('moves the driver to the new fleet when a transfer is approved, not when rejected', async () => {
    const a = await fleet();
    const b = await fleet();
    const d = await driver(a.id, { licensePlateNumber: 'KAN-303' });
    const add = async () => {
      const r = await t.post<Row>('/wl/driverTransfer/add', {
        driverId: d.id,
        toFleetId: b.id,
        reason: 'Closer to home',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({ fromFleetId: a.id, toFleetId: b.id, state: 0 });
      return r.body.result.id;
    };
    const rejected = await add();
    expect((await act('/wl/driverTransfer', 'reject', rejected, { rejectReason: 'Short of drivers' })).status).toBe(
      200,
    );
    expect((await stored('wl_driver', d.id)).fleet_id).toBe(a.id);
    const approved = await add();
    const r = await act('/wl/driverTransfer', 'approve', approved, { note: 'ok' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.state).toBe(1);
    const moved = await t.get<Row>('/wl/driver/queryById', { id: d.id });
    expect(moved.body.result.fleetId).toBe(b.id);
    expect(await counts(a.id)).toEqual([0, 0]);
    expect(await counts(b.id)).toEqual([1, 1]);
    // The driver's move is an edit of the driver (old fleet logged), which recounts both fleets.
    const log = await lastDataLog(t, 'wl_driver', d.id);
    expect(log).toMatchObject({ op: 'edit', old: { fleetId: a.id, version: 1 }, new: { fleetId: b.id, version: 2 } });
    expect(log.new).not.toHaveProperty('password');
    expect(await lastDataLog(t, 'wl_fleet', a.id)).toMatchObject({
      op: 'edit',
      old: { driverCount: 1, truckCount: 1 },
      new: { driverCount: 0, truckCount: 0 },
    });
    expect(await lastDataLog(t, 'wl_fleet', b.id)).toMatchObject({
      op: 'edit',
      old: { driverCount: 0, truckCount: 0 },
      new: { driverCount: 1, truckCount: 1 },
    });
  });

  it('switches the trip line when a route change is agreed, and refuses it on a completed trip', async () => {
    const line = async () => (await sampleRow(t, registry.entities.wl_transport_line)).id;
    const [l1, l2] = [await line(), await line()];
    const trip = async () => {
      const r = await t.post<Row>('/wl/transportTrip/add', { serialNo: `TR-${++n}`, siteId, lineId: l1 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.id;
    };
    const change = async (tripId: string) => {
      const r = await t.post<Row>('/wl/routeChange/add', { tripId, toLineId: l2, reason: 'Road works' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({ fromLineId: l1, toLineId: l2, state: 0 });
      return r.body.result.id;
    };
    const open = await trip();
    const agreed = await act('/wl/routeChange', 'agree', await change(open));
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect((await t.get<Row>('/wl/transportTrip/queryById', { id: open })).body.result.lineId).toBe(l2);
    expect(await lastDataLog(t, 'wl_transport_trip', open)).toMatchObject({
      op: 'edit',
      old: { lineId: l1, version: 1 },
      new: { lineId: l2, version: 2 },
    });

    const done = await trip();
    const refused = await change(done);
    await t.db.updateTable('wl_transport_trip').set({ state: 40 }).where('id', '=', done).execute(); // fixture
    const before = await stored('wl_route_change', refused);
    const r = await act('/wl/routeChange', 'agree', refused);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.message).toBe('趟次已完成，不能变更线路');
    expect(await stored('wl_route_change', refused)).toEqual(before);
    expect((await stored('wl_transport_trip', done)).line_id).toBe(l1);
  });

  it('links freight orders to a trip and tasks to a waybill through their detail rows', async () => {
    const lineId = (await sampleRow(t, registry.entities.wl_transport_line)).id;
    const [o1, o2] = [await addOrder(t), await addOrder(t)];
    const trip = await t.post<Row>('/wl/transportTrip/add', {
      serialNo: `TR-${++n}`,
      siteId,
      lineId,
      tripOrderList: [{ orderId: o1 }, { orderId: o2, remark: 'fragile' }],
    });
    expect(trip.status, JSON.stringify(trip.body)).toBe(200);
    const links = await t.get<Row[]>('/wl/transportTrip/details/tripOrderList', { id: trip.body.result.id });
    expect(links.status, JSON.stringify(links.body)).toBe(200);
    expect(links.body.result.map((r) => r.orderId).sort()).toEqual([o1, o2].sort());
    const twice = await t.post('/wl/transportTrip/add', {
      serialNo: `TR-${++n}`,
      siteId,
      lineId,
      tripOrderList: [{ orderId: o1 }, { orderId: o1 }],
    });
    expect(twice.status, JSON.stringify(twice.body)).not.toBe(200);

    const vehicleId = (await sampleRow(t, registry.entities.wl_vehicle)).id;
    const d = await driver((await fleet()).id);
    const waybill = await t.post<Row>('/wl/waybill/add', {
      waybillNo: `WB-${++n}`,
      vehicleId,
      driverId: d.id,
      freight: 1234.5,
      waybillTaskList: [
        { orderId: o1, address: 'Ikeja, Lagos', state: 0 },
        { orderId: o2, address: 'Wuse, Abuja', state: 0 },
      ],
    });
    expect(waybill.status, JSON.stringify(waybill.body)).toBe(200);
    expect(waybill.body.result.freight).toBe(1234.5);
    expect((await stored('wl_waybill', waybill.body.result.id)).freight).toBe(123450);
    const tasks = await t.get<Row[]>('/wl/waybill/details/waybillTaskList', { id: waybill.body.result.id });
    expect(tasks.status, JSON.stringify(tasks.body)).toBe(200);
    expect(tasks.body.result.map((r) => [r.sequence, r.address])).toEqual([
      [1, 'Ikeja, Lagos'],
      [2, 'Wuse, Abuja'],
    ]);
  });

  it('stamps a trip start and end time on depart and complete, keeping a time entered before', async () => {
    const lineId = (await sampleRow(t, registry.entities.wl_transport_line)).id;
    const add = async (extra: Record<string, unknown>) => {
      const r = await t.post<Row>('/wl/transportTrip/add', { serialNo: `TR-${++n}`, siteId, lineId, ...extra });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.id;
    };
    const planned = await add({ startTime: '2026-03-04 05:06:07' });
    expect((await act('/wl/transportTrip', 'depart', planned)).body.result.startTime).toBe('2026-03-04 05:06:07');
    const open = await add({});
    const departed = await act('/wl/transportTrip', 'depart', open);
    expect(departed.body.result.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(departed.body.result.endTime).toBeNull();
    await act('/wl/transportTrip', 'startReturn', open);
    const done = await act('/wl/transportTrip', 'complete', open);
    expect(done.body.result).toMatchObject({ state: 40, startTime: departed.body.result.startTime });
    expect(done.body.result.endTime).toMatch(/^\d{4}-/);
  });
});
