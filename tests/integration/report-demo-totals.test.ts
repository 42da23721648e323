// The finance reports on the demo company (issue 9 "must show"): after POST /sys/demo/load, every
// aggregate report's totals row equals the sum of its rows (money to the cent), and the income and
// cost totals equal the sums taken straight from the stored orders, fees, trips and ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Rec = Record<string, unknown>;
interface Page {
  records: Rec[];
  total: number;
  totals?: Rec;
}
interface Column {
  dataIndex: string;
  kind: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Query = any; // a Kysely select over a table named at run time

const REPORT = '/online/cgreport/api';
const cents = (v: unknown) => Math.round(Number(v) * 100);
const REPORTS = ['order_fee_detail', 'profit_by_site', 'profit_by_trip', 'profit_by_user', 'car_line_travel'];

describe.each(DIALECTS)('finance reports on the demo data (%s)', (dialect) => {
  let t: TestApp;
  const all = async (code: string) => {
    const r = await t.get<Page>(`${REPORT}/getData/${code}`, { pageSize: 1000 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.total).toBeLessThanOrEqual(1000);
    return r.body.result;
  };
  const sum = async (sqlTable: string, column: string, where?: (q: Query) => Query) => {
    let q = t.db.selectFrom(sqlTable).select((eb: Query) => eb.fn.sum(column).as('s'));
    if (where) q = where(q);
    return Number(((await q.executeTakeFirstOrThrow()) as Rec).s ?? 0);
  };

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const r = await t.post('/sys/demo/load', { orders: 300 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (let i = 0; i < 900; i++) {
      const s = await t.get<{ loading: boolean; error: string | null }>('/sys/demo/status');
      if (!s.body.result.loading) {
        expect(s.body.result.error).toBeNull();
        return;
      }
      await new Promise((res) => setTimeout(res, 200));
    }
    throw new Error('demo load did not finish');
  }, 240_000);
  afterAll(async () => t?.close());

  it.each(REPORTS)('%s: the totals row equals the sum of its rows', async (code) => {
    const cols = await t.get<{ columns: Column[] }>(`${REPORT}/getRpColumns/${code}`);
    const page = await all(code);
    expect(page.records.length, code).toBeGreaterThan(0);
    for (const c of cols.body.result.columns) {
      const total = page.totals?.[c.dataIndex];
      if (total === null || total === undefined) continue;
      const rows = page.records.map((r) => r[c.dataIndex]);
      if (c.kind === 'money')
        expect(
          rows.reduce<number>((s, v) => s + cents(v), 0),
          c.dataIndex,
        ).toBe(cents(total));
      else if (c.kind === 'integer')
        expect(
          rows.reduce<number>((s, v) => s + Number(v), 0),
          c.dataIndex,
        ).toBe(total);
      else
        expect(
          rows.reduce<number>((s, v) => s + Number(v), 0),
          c.dataIndex,
        ).toBeCloseTo(Number(total), 3);
    }
  });

  it('the totals equal the sums of the stored rows', async () => {
    const orderPrices = await sum('wl_order', 'price');
    const fees = await sum('wl_order_fee', 'amount');
    expect(orderPrices).toBeGreaterThan(0);
    const byUser = await all('profit_by_user');
    expect(cents(byUser.totals!.income)).toBe(orderPrices);
    expect(cents(byUser.totals!.cost)).toBe(fees);
    expect(cents((await all('order_fee_detail')).totals!.amount)).toBe(fees);

    const ledger = await sum('wl_site_fee', 'amount');
    const carried = await sum('wl_order', 'price', (q) => q.where('vehicle_id', 'is not', null));
    const bySite = await all('profit_by_site');
    expect(cents(bySite.totals!.feeIncome)).toBe(ledger);
    expect(cents(bySite.totals!.freightIncome)).toBe(carried);

    const links = (await t.db
      .selectFrom('wl_trip_order')
      .innerJoin('wl_order', 'wl_order.id', 'wl_trip_order.order_id')
      .select(['wl_order.price as price'])
      .execute()) as Rec[];
    const linked = links.reduce((s, r) => s + Number(r.price), 0);
    const byTrip = await all('profit_by_trip');
    expect(cents(byTrip.totals!.income)).toBe(linked);
    expect(byTrip.totals!.orders).toBe(links.length);
    const trips = Number(
      (
        (await t.db
          .selectFrom('wl_transport_trip')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()) as Rec
      ).n,
    );
    const travel = await all('car_line_travel');
    expect(travel.totals!.trips).toBe(trips);
    expect(cents(travel.totals!.income)).toBe(linked);
  });
});
