// Demo data (issue 9 item 6): POST /sys/demo/load on an empty database writes the demo company
// (src/server/seed) with a small order count; every logistics table is filled, the rows read back
// through the generic list API with their labels, each order's history leads to its state along
// allowed transitions, payments add up, a second load is refused and the dashboard reads the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { initialState } from '../../runtime/core/states.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const ORDERS = 300;

interface Status {
  empty: boolean;
  canLoad: boolean;
  loading: boolean;
  progress: string | null;
  error: string | null;
  summary: { counts: Record<string, number>; password: string; millis: number } | null;
}

type Row = Record<string, unknown>;

async function waitLoaded(t: TestApp): Promise<Status> {
  for (let i = 0; i < 600; i++) {
    const s = await t.get<Status>('/sys/demo/status');
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    if (!s.body.result.loading) return s.body.result;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('demo load did not finish');
}

const logistics = Object.values(registry.entities).filter((e) => e.name.startsWith('wl_'));
const workflows = logistics.filter((e) => e.states);

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let t: TestApp;
  let status: Status;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  it('offers the load on an empty database only to holders of system:demo:load', async () => {
    const s = await t.get<Status>('/sys/demo/status');
    expect(s.status).toBe(200);
    expect(s.body.result).toMatchObject({ empty: true, canLoad: true, loading: false, summary: null });
    const other = await userWith(t, ['wl:order:list']);
    const theirs = await t.get<Status>('/sys/demo/status', {}, other.headers);
    expect(theirs.body.result).toMatchObject({ empty: true, canLoad: false });
    const refused = await t.post('/sys/demo/load', { orders: 10 }, other.headers);
    expect(refused.status).toBe(403);
    expect((await t.post('/sys/demo/load', { orders: -1 })).status).toBe(400);
  });

  it('loads the demo company and refuses a second load (409)', async () => {
    const r = await t.post<{ started: boolean }>('/sys/demo/load', { orders: ORDERS });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.started).toBe(true);
    status = await waitLoaded(t);
    expect(status.error).toBeNull();
    expect(status.summary).not.toBeNull();
    expect(status.empty).toBe(false);
    const again = await t.post('/sys/demo/load', { orders: 10 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/已有业务数据/);
  }, 120_000);

  it('fills every logistics table and writes the asked number of orders', async () => {
    for (const e of logistics) {
      const row = await t.db
        .selectFrom(e.table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), e.name).toBeGreaterThan(0);
      expect(status.summary!.counts[e.name], e.name).toBe(Number(row.n));
    }
    const orders = ['wl_order', 'wl_parcel_order'].filter((n) => registry.entities[n]);
    const total = orders.reduce((s, n) => s + status.summary!.counts[n], 0);
    expect(total).toBe(ORDERS);
    for (const e of ['sys_user', 'sys_role', 'sys_user_role', 'sys_role_permission', 'sys_state_log']) {
      expect(status.summary!.counts[e], e).toBeGreaterThan(0);
    }
  });

  it('reads every seeded entity back through the generic list API with its dictionary and reference labels', async () => {
    for (const name of Object.keys(status.summary!.counts)) {
      const e = registry.entities[name];
      if (e.routes === 'none') continue;
      const r = await t.get<{ records: Row[]; total: number }>(`${e.api}/list`, { pageNo: 1, pageSize: 100 });
      expect(r.status, `${name}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
      expect(r.body.result.records.length, name).toBeGreaterThan(0);
      for (const rec of r.body.result.records) {
        for (const f of e.fields) {
          if (!(f.ref || f.dict) || f.secret || rec[f.name] === null || rec[f.name] === undefined) continue;
          expect(rec[`${f.name}_dictText`], `${name}.${f.name} = ${String(rec[f.name])}`).toBeTruthy();
        }
      }
    }
  }, 60_000);

  it('serves the demo pictures the rows point at', async () => {
    const banner = (await t.db.selectFrom('wl_banner').select('image').executeTakeFirstOrThrow()) as Row;
    const r = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/sys/common/static/${String(banner.image)}`,
      headers: { 'x-access-token': t.token },
    });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("gives every workflow record a history of allowed transitions ending in the record's state", async () => {
    for (const e of workflows) {
      const field = e.fields.find((f) => f.name === e.states!.field)!;
      const records = (await t.db
        .selectFrom(e.table)
        .select(['id', `${field.column} as state`])
        .execute()) as Row[];
      const logs = (await t.db
        .selectFrom('sys_state_log')
        .select(['record_id', 'from_state', 'to_state', 'action', 'create_time'])
        .where('entity_name', '=', e.name)
        .orderBy('create_time')
        .orderBy('id')
        .execute()) as Row[];
      const byRecord = new Map<string, Row[]>();
      for (const l of logs) {
        const list = byRecord.get(String(l.record_id)) ?? [];
        list.push(l);
        byRecord.set(String(l.record_id), list);
      }
      const start = String(initialState(e));
      const states = new Set<string>();
      for (const rec of records) {
        const history = byRecord.get(String(rec.id)) ?? [];
        let at = start;
        for (const l of history) {
          const tr = e.states!.transitions.find((x) => x.name === l.action);
          expect(tr, `${e.name} action ${String(l.action)}`).toBeDefined();
          expect(String(l.from_state)).toBe(at);
          expect(tr!.from.map(String)).toContain(at);
          expect(String(l.to_state)).toBe(String(tr!.to));
          at = String(l.to_state);
        }
        expect(String(rec.state), `${e.name} ${String(rec.id)}`).toBe(at);
        states.add(at);
      }
      expect(byRecord.size, `${e.name}: history of unknown records`).toBeLessThanOrEqual(records.length);
      // Old orders are mostly finished; the open states come from the last days' orders, so how many
      // distinct ones 300 orders reach depends on the clock (7 of 12 seen at 23:00, 8+ by day).
      if (e.name === 'wl_order') expect(states.size, 'freight orders spread over states').toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps payments consistent: received = the order fees, never above the price, nothing on cancelled orders', async () => {
    const orders = (await t.db
      .selectFrom('wl_order')
      .select(['id', 'price', 'received_price', 'order_state'])
      .execute()) as Row[];
    const fees = (await t.db.selectFrom('wl_order_fee').select(['order_id', 'amount']).execute()) as Row[];
    const paid = new Map<string, number>();
    for (const f of fees) paid.set(String(f.order_id), (paid.get(String(f.order_id)) ?? 0) + Number(f.amount));
    for (const o of orders) {
      const received = Number(o.received_price ?? 0);
      expect(received, String(o.id)).toBe(paid.get(String(o.id)) ?? 0);
      expect(received).toBeLessThanOrEqual(Number(o.price));
      if (Number(o.order_state) === 110) expect(received).toBe(0);
    }
    expect([...paid.keys()].every((id) => orders.some((o) => o.id === id))).toBe(true);
  });

  it('prices each freight order by its template as the quote does, and gives it its pickup and unload codes', async () => {
    const orders = (await t.db
      .selectFrom('wl_order')
      .select(['id', 'weight', 'price', 'freight_template_id', 'pickup_code', 'unload_code'])
      .limit(40)
      .execute()) as Row[];
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expect(String(o.pickup_code)).toMatch(/^\d{6}$/);
      expect(String(o.unload_code)).toMatch(/^\d{6}$/);
      const q = await t.post<{ price: number }>('/wl/order/quote', {
        weight: Number(o.weight),
        templateId: o.freight_template_id,
      });
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      expect(q.body.result.price, String(o.id)).toBe(Number(o.price) / 100);
    }
    // One discount: the key-account template's tiers are list prices, its 0.85 applies once (10 kg: 80 x 0.85).
    const key = (await t.db
      .selectFrom('wl_freight_template')
      .select('id')
      .where('name', '=', '大客户协议运费')
      .executeTakeFirstOrThrow()) as Row;
    const ten = await t.post<{ price: number }>('/wl/order/quote', { weight: 10, templateId: key.id });
    expect(ten.body.result.price).toBe(68);
  });

  it("derives each parcel's payment state from received vs price and logs its stock moves at its sites", async () => {
    const parcels = (await t.db
      .selectFrom('wl_parcel_order')
      .select([
        'id',
        'price',
        'received_price',
        'payment_state',
        'uncollected_price',
        'order_state',
        'pickup_courier_id',
      ])
      .execute()) as Row[];
    expect(parcels.length).toBeGreaterThan(0);
    const states = new Set<number>();
    for (const p of parcels) {
      const price = Number(p.price);
      const received = Number(p.received_price ?? 0);
      expect(received).toBeLessThanOrEqual(price);
      expect(Number(p.payment_state), String(p.id)).toBe(received === 0 ? 0 : received >= price ? 2 : 1);
      expect(Number(p.uncollected_price)).toBe(price - received);
      states.add(Number(p.payment_state));
      if (Number(p.order_state) >= 20 && Number(p.order_state) !== 110) expect(p.pickup_courier_id).toBeTruthy();
    }
    // Partly paid = half prepaid at pickup and not yet signed: a few young parcels out of 180, so none at
    // some times of day (the load's "now" is the clock's); unpaid and paid ones are always there.
    expect([...states].sort(), 'unpaid and paid parcels (partly paid ones depend on the hour)').toEqual(
      states.has(1) ? [0, 1, 2] : [0, 2],
    );
    const stockIns = (await t.db.selectFrom('wl_storage_in').select(['parcel_order_id', 'action']).execute()) as Row[];
    const inLogs = (await t.db
      .selectFrom('sys_state_log')
      .select(['record_id', 'action'])
      .where('entity_name', '=', 'wl_parcel_order')
      .where('action', 'in', ['stockIn', 'arrive'])
      .execute()) as Row[];
    expect(stockIns.length).toBe(inLogs.length);
    const couriers = (await t.db
      .selectFrom('wl_order_assign')
      .innerJoin('sys_user', 'sys_user.id', 'wl_order_assign.courier_id')
      .select('sys_user.role_type as roleType')
      .execute()) as Row[];
    expect(couriers.length).toBeGreaterThan(0);
    expect(couriers.every((u) => Number(u.roleType) === 1)).toBe(true);
  });

  it('balances every profit report: totals = the sum of its rows = the sum over the seeded orders', async () => {
    const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
    const sumOf = async (table: string, column: string, where?: [string, string]) => {
      let q = t.db.selectFrom(table).select((eb) => eb.fn.sum(column).as('s'));
      if (where) q = q.where(where[0], 'in', t.db.selectFrom(where[1]).select('order_id'));
      return Number((await q.executeTakeFirstOrThrow()).s ?? 0);
    };
    const expected: Record<string, Record<string, number>> = {
      profit_by_user: {
        income: await sumOf('wl_order', 'price'),
        cost: await sumOf('wl_order_fee', 'amount'),
      },
      profit_by_trip: {
        income: await sumOf('wl_order', 'price', ['id', 'wl_trip_order']),
        cost: await sumOf('wl_order_fee', 'amount', ['order_id', 'wl_trip_order']),
      },
      profit_by_site: {
        feeIncome: await sumOf('wl_site_fee', 'amount'),
        freightIncome: Number(
          (
            await t.db
              .selectFrom('wl_order')
              .select((eb) => eb.fn.sum('price').as('s'))
              .where('vehicle_id', 'is not', null)
              .executeTakeFirstOrThrow()
          ).s ?? 0,
        ),
      },
    };
    for (const code of Object.keys(expected)) {
      const r = await t.get<{ records: Row[]; total: number; totals: Row }>(`/online/cgreport/api/getData/${code}`, {
        pageNo: 1,
        pageSize: 1000,
      });
      expect(r.status, `${code}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
      const { records, total, totals } = r.body.result;
      expect(records.length, code).toBe(total);
      expect(records.length, code).toBeGreaterThan(0);
      for (const col of Object.keys(totals)) {
        if (typeof totals[col] !== 'number') continue;
        const sum = records.reduce((acc, rec) => acc + cents(rec[col]), 0);
        expect(cents(totals[col]), `${code}.${col}`).toBe(sum);
      }
      for (const [col, minor] of Object.entries(expected[code])) {
        expect(cents(totals[col]), `${code}.${col} over the seeded rows`).toBe(minor);
      }
      expect(cents(totals.profit), `${code}.profit`).toBe(cents(totals.income) - cents(totals.cost));
    }
  });

  it('spreads the orders over the last 90 days and the dashboard reads them', async () => {
    const r = await t.get<{ kpis: Record<string, number>; byDay: { orders: number }[] }>('/dashboard/analysis', {
      days: 90,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.kpis.orders).toBe(status.summary!.counts.wl_order);
    expect(r.body.result.byDay.reduce((s, d) => s + d.orders, 0)).toBe(status.summary!.counts.wl_order);
    expect(r.body.result.byDay.filter((d) => d.orders > 0).length).toBeGreaterThan(45);
    expect(r.body.result.kpis.completed).toBeGreaterThan(0);
    expect(r.body.result.kpis.open).toBeGreaterThan(0);
  });

  it('lets a demo user sign in with the password shown once', async () => {
    const user = (await t.db
      .selectFrom('sys_user')
      .select('username')
      .where('create_by', '=', 'demo-seed')
      .where('role_type', '=', 1)
      .executeTakeFirstOrThrow()) as Row;
    const signed = await t.login(String(user.username), status.summary!.password);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const list = await t.get('/wl/order/list', {}, { 'x-access-token': signed.body.result.token });
    expect(list.status, JSON.stringify(list.body).slice(0, 300)).toBe(200);
  });
});
