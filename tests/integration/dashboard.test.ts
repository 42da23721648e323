// The dashboards' server side (issue 8 item 7): analysis figures over the freight orders the caller
// may list, the workplace's pending work, and the monitor (its code only; never anonymous) with the
// recent requests holding no token, query or body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOrder, moveOrder, orderInState } from './helpers/orders.ts';
import { userWith } from './helpers/permission-users.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Headers = Record<string, string>;

interface Analysis {
  days: number;
  from: string;
  to: string;
  kpis: Record<string, number | null>;
  byState: { state: number; count: number }[];
  byDay: { day: string; orders: number; revenue: number | null }[];
  topSites: { siteId: string; siteName: string; orders: number; revenue: number | null }[] | null;
}

const localDay = (offset = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

let n = 0;
async function addSite(t: TestApp, name: string): Promise<string> {
  const r = await t.post<{ id: string }>('/wl/site/add', { siteName: name, type: 1, siteMode: 0 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.id;
}
async function addVehicle(t: TestApp, siteId: string, typeId: string): Promise<string> {
  n += 1;
  const r = await t.post<{ id: string }>('/wl/vehicle/add', {
    serial: `S${n}`,
    licenceNumber: `粤B${String(n).padStart(5, '0')}`,
    siteId,
    typeId,
    allowWeight: 10,
    state: 0,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.id;
}
/** An order added in 10, edited (price, vehicle), then moved to `state` with its workflow actions. */
async function order(t: TestApp, state: number, price: number, vehicleId?: string, headers: Headers = {}) {
  const id = await addOrder(t, headers);
  const cur = await t.get<{ version: number }>('/wl/order/queryById', { id }, headers);
  const r = await t.put('/wl/order/edit', { id, version: cur.body.result.version, price, vehicleId }, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await moveOrder(t, id, state, headers);
  return id;
}

describe.each(DIALECTS)('dashboards on %s', (dialect) => {
  let t: TestApp;
  let vehicleA: string;
  let vehicleB: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const type = await t.post<{ id: string }>('/wl/vehicleType/add', { name: 'Van' });
    const north = await addSite(t, 'North hub');
    const south = await addSite(t, 'South hub');
    vehicleA = await addVehicle(t, north, type.body.result.id);
    vehicleB = await addVehicle(t, south, type.body.result.id);
  });
  afterAll(async () => t?.close());

  it('analysis: totals, orders per state and per day, revenue without cancelled orders, busiest sites', async () => {
    const empty = await t.get<Analysis>('/dashboard/analysis');
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.result.days).toBe(14);
    expect(empty.body.result.byDay).toHaveLength(14);
    expect(empty.body.result.to).toBe(localDay());
    expect(empty.body.result.from).toBe(localDay(-13));
    expect(empty.body.result.kpis.orders).toBe(0);
    expect(empty.body.result.topSites).toEqual([]);

    await order(t, 10, 100.5, vehicleA);
    await order(t, 35, 200, vehicleA);
    await order(t, 70, 300.25, vehicleB);
    await order(t, 110, 999, vehicleB); // cancelled: counted, no revenue
    const old = await order(t, 50, 50, vehicleA);
    await t.db
      .updateTable('wl_order')
      .set({ create_time: `${localDay(-3)} 09:30:00` })
      .where('id', '=', old)
      .execute();
    const ancient = await order(t, 70, 1000, vehicleB);
    await t.db
      .updateTable('wl_order')
      .set({ create_time: `${localDay(-40)} 09:30:00` })
      .where('id', '=', ancient)
      .execute();

    const r = await t.get<Analysis>('/dashboard/analysis', { days: 7 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const a = r.body.result;
    expect(a.kpis).toMatchObject({
      orders: 6,
      ordersToday: 4,
      ordersInPeriod: 5,
      open: 3,
      completed: 2,
      cancelled: 1,
      revenue: 1650.75,
      revenueInPeriod: 650.75,
    });
    expect(a.byState).toEqual([
      { state: 10, count: 1 },
      { state: 35, count: 1 },
      { state: 50, count: 1 },
      { state: 70, count: 2 },
      { state: 110, count: 1 },
    ]);
    expect(a.byDay.map((d) => d.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(localDay));
    expect(a.byDay.find((d) => d.day === localDay())).toEqual({ day: localDay(), orders: 4, revenue: 600.75 });
    expect(a.byDay.find((d) => d.day === localDay(-3))).toEqual({ day: localDay(-3), orders: 1, revenue: 50 });
    expect(a.byDay.filter((d) => d.orders === 0)).toHaveLength(5);
    // North: three orders in the period (350.5); South: two (300.25, the cancelled one adds none).
    expect(a.topSites).toEqual([
      { siteId: expect.any(String), siteName: 'North hub', orders: 3, revenue: 350.5 },
      { siteId: expect.any(String), siteName: 'South hub', orders: 2, revenue: 300.25 },
    ]);
  });

  it('analysis: the request tenant only, the list code required, days checked', async () => {
    await addTenantMember(t, 'admin', 9);
    await addOrder(t, { 'tenant-id': '9' });
    const other = await t.get<Analysis>('/dashboard/analysis', {}, { 'tenant-id': '9' });
    expect(other.body.result.kpis.orders).toBe(1);
    expect((await t.get<Analysis>('/dashboard/analysis')).body.result.kpis.orders).toBe(6);

    const none = await userWith(t, []);
    expect((await t.get('/dashboard/analysis', {}, none.headers)).status).toBe(403);
    expect((await t.get('/dashboard/analysis', { days: 3 })).status).toBe(400);
    expect((await t.get('/dashboard/analysis', { days: 'x' })).status).toBe(400);
  });

  it('workplace: unread messages for everyone, order work only with the list code', async () => {
    const none = await userWith(t, []);
    const bare = await t.get<Record<string, unknown>>('/dashboard/workplace', {}, none.headers);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body.result).toEqual({ unread: { notices: 0, messages: 0 }, tasks: null, myOrders: null });

    const clerk = await userWith(t, ['wl:order:list', 'wl:order:add', 'wl:order:edit']);
    await addOrder(t, clerk.headers);
    // Fixture orders of the clerk placed straight in 55 and 70 (helpers/orders.ts orderInState).
    await orderInState(t, 55, clerk.headers);
    await orderInState(t, 70, clerk.headers);
    const w = await t.get<{
      tasks: Record<string, number>;
      myOrders: { open: number; recent: { orderState: number; orderNo: string; createTime: string }[] };
    }>('/dashboard/workplace', {}, clerk.headers);
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(w.body.result.tasks).toEqual({ waitAuditing: 2, loadVehicles: 1, dischargeCargoApply: 1 });
    expect(w.body.result.myOrders.open).toBe(2);
    expect(w.body.result.myOrders.recent.map((o) => o.orderState).sort()).toEqual([10, 55]);
    expect(w.body.result.myOrders.recent[0]!.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('monitor: closed to anonymous users and to users without its code', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/jeecg-boot/dashboard/monitor' });
    expect(anonymous.statusCode).toBe(401);
    const none = await userWith(t, ['wl:order:list']);
    expect((await t.get('/dashboard/monitor', {}, none.headers)).status).toBe(403);
    const holder = await userWith(t, ['dashboard:monitor']);
    expect((await t.get('/dashboard/monitor', {}, holder.headers)).status).toBe(200);
  });

  it('monitor: process, disk, database, online users and recent requests without tokens or queries', async () => {
    await t.get('/wl/order/list', { orderNo: '*secret-term*', pageSize: 5 });
    const r = await t.get<{
      process: { cpuPercent: number; rss: number; heapUsed: number; uptimeSeconds: number; eventLoop: object };
      history: unknown[];
      system: { cpus: number; totalMemory: number };
      disk: { total: number | null; free: number | null };
      database: { dialect: string; sizeBytes: number; connections: number };
      online: { sessions: number; users: number; recent: { username: string }[] };
      requests: { method: string; path: string; status: number; durationMs: number; username: string | null }[];
    }>('/dashboard/monitor');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const m = r.body.result;
    expect(m.process.rss).toBeGreaterThan(0);
    expect(m.process.heapUsed).toBeGreaterThan(0);
    expect(m.process.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(m.process.eventLoop).toEqual({
      meanMs: expect.any(Number),
      p99Ms: expect.any(Number),
      maxMs: expect.any(Number),
    });
    expect(m.history.length).toBeGreaterThanOrEqual(1);
    expect(m.system.cpus).toBeGreaterThan(0);
    expect(m.disk.total).toBeGreaterThan(0);
    expect(m.disk.free).toBeGreaterThan(0);
    expect(m.database.dialect).toBe(dialect);
    expect(m.database.sizeBytes).toBeGreaterThan(0);
    expect(m.database.connections).toBeGreaterThanOrEqual(1);
    expect(m.online.sessions).toBeGreaterThanOrEqual(1);
    expect(m.online.recent.map((u) => u.username)).toContain('admin');

    const list = m.requests.find((q) => q.path === '/jeecg-boot/wl/order/list');
    expect(list).toMatchObject({ method: 'GET', status: 200, username: 'admin' });
    const text = JSON.stringify(m.requests);
    expect(text).not.toContain('secret-term');
    expect(text).not.toContain(t.token);
    expect(text).not.toContain('?');
  });
});
