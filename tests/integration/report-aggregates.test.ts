// Aggregate reports (schemas/reports, src/server/domain/reports/aggregate-*.ts) over HTTP: rows and totals
// checked against sums computed straight from the stored rows; filters, sort, paging; a sort on a
// column that is not the report's and an unknown parameter are 400s; the report's own permission
// code (403 without it); the Excel export holds the same rows and totals.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { sampleRow } from './helpers/sample-rows.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

type Rec = Record<string, unknown>;
interface Page {
  records: Rec[];
  total: number;
  size: number;
  current: number;
  pages: number;
  totals?: Rec;
}

const E = registry.entities;
const REPORT = '/online/cgreport/api';
const cents = (v: unknown) => Math.round(Number(v) * 100);
const sumCents = (rows: Rec[], key: string) => rows.reduce((s, r) => s + cents(r[key]), 0);

describe.each(DIALECTS)('aggregate reports on %s', (dialect) => {
  let t: TestApp;
  const siteNames = ['RptSite A', 'RptSite B'];
  const data = (code: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
    t.get<Page>(`${REPORT}/getData/${code}`, { pageSize: 100, ...query }, headers);

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const sites = [];
    for (const siteName of siteNames) sites.push(await sampleRow(t, E.wl_site, { siteName }));
    const vehicles = [
      await sampleRow(t, E.wl_vehicle, { siteId: sites[0].id, licenceNumber: 'RPT-A1' }),
      await sampleRow(t, E.wl_vehicle, { siteId: sites[1].id, licenceNumber: 'RPT-B1' }),
    ];
    // Orders: prices with cents that float sums get wrong (0.1 + 0.2), some on each vehicle, one on none.
    const plan: [number, number, number[]][] = [
      [0, 100.1, [10.05, 5.2]],
      [0, 200.2, [0.1]],
      [1, 0.3, []],
      [1, 1234.56, [34.56, 100, 0.01]],
      [-1, 50, [5]],
    ];
    const orders = [];
    for (const [i, [v, price, fees]] of plan.entries()) {
      const order = await sampleRow(t, E.wl_order, {
        orderNo: `RPT-${i}`,
        price,
        ...(v >= 0 ? { vehicleId: vehicles[v].id } : {}),
      });
      orders.push(order);
      for (const [k, amount] of fees.entries())
        await sampleRow(t, E.wl_order_fee, {
          orderId: order.id,
          amount,
          time: `2026-0${k + 1}-15 10:00:00`,
          remark: `fee ${i}.${k}`,
        });
    }
    // The site fee ledger is written by parcel transitions (src/server/domain/parcel); here straight into the
    // table as that producer writes it (money in minor units).
    const parcel = await sampleRow(t, E.wl_parcel_order);
    const ledger: [number, number][] = [
      [0, 150],
      [0, 1],
      [1, 777],
    ];
    for (const [k, [site, amount]] of ledger.entries())
      await t.db
        .insertInto('wl_site_fee')
        .values({
          id: randomUUID(),
          tenant_id: 0,
          version: 1,
          create_time: '2026-02-01 08:00:00',
          site_id: sites[site].id,
          parcel_order_id: parcel.id,
          fee_kind: k % 7,
          fee_type: 0,
          amount,
          time: '2026-02-01 08:00:00',
        })
        .execute();
    const lines = [
      await sampleRow(t, E.wl_transport_line, { code: 'RL1', name: 'Line one', distance: 120.5 }),
      await sampleRow(t, E.wl_transport_line, { code: 'RL2', name: 'Line two', distance: 80 }),
    ];
    const trips = [
      await sampleRow(t, E.wl_transport_trip, { serialNo: 'TR-1', lineId: lines[0].id, vehicleId: vehicles[0].id }),
      await sampleRow(t, E.wl_transport_trip, { serialNo: 'TR-2', lineId: lines[0].id, vehicleId: vehicles[0].id }),
      await sampleRow(t, E.wl_transport_trip, { serialNo: 'TR-3', lineId: lines[1].id, vehicleId: vehicles[1].id }),
    ];
    const links: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 3],
      [2, 2],
      [2, 4],
    ];
    // Added with exactly these two fields (a sample body would make fresh trips and orders for them).
    for (const [trip, order] of links) {
      const r = await t.post('/wl/tripOrder/add', { tripId: trips[trip].id, orderId: orders[order].id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  /** Sums straight from the tables (minor units), no report engine involved. */
  const stored = async () => {
    const orders = (await t.db.selectFrom('wl_order').select(['id', 'price', 'vehicle_id']).execute()) as Rec[];
    const fees = (await t.db.selectFrom('wl_order_fee').select(['order_id', 'amount']).execute()) as Rec[];
    const feeOf = (id: unknown) => fees.filter((f) => f.order_id === id).reduce((s, f) => s + Number(f.amount), 0);
    return { orders, fees, feeOf };
  };

  it('profit_by_site: each row and the totals row equal the sums of the stored ledger, orders and fees', async () => {
    const r = await data('profit_by_site');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const page = r.body.result;
    const { orders, fees } = await stored();
    const vehicles = (await t.db.selectFrom('wl_vehicle').select(['id', 'site_id']).execute()) as Rec[];
    const sites = (await t.db.selectFrom('wl_site').select(['id', 'site_name']).execute()) as Rec[];
    const ledger = (await t.db.selectFrom('wl_site_fee').select(['site_id', 'amount']).execute()) as Rec[];
    const siteOf = (o: Rec | undefined) => vehicles.find((x) => x.id === o?.vehicle_id)?.site_id ?? null;
    expect(page.total).toBe(sites.length);
    for (const row of page.records) {
      const site = sites.find((s) => s.site_name === row.siteName)!;
      const feeIncome = ledger.filter((l) => l.site_id === site.id).reduce((a, l) => a + Number(l.amount), 0);
      const mine = orders.filter((o) => siteOf(o) === site.id);
      const freightIncome = mine.reduce((a, o) => a + Number(o.price), 0);
      const cost = fees
        .filter((f) => siteOf(orders.find((o) => o.id === f.order_id)) === site.id)
        .reduce((a, f) => a + Number(f.amount), 0);
      expect(row).toEqual({
        siteName: row.siteName,
        feeIncome: feeIncome / 100,
        freightIncome: freightIncome / 100,
        income: (feeIncome + freightIncome) / 100,
        cost: cost / 100,
        profit: (feeIncome + freightIncome - cost) / 100,
      });
    }
    const totalLedger = ledger.reduce((a, l) => a + Number(l.amount), 0);
    const carried = orders.filter((o) => siteOf(o) !== null);
    const totalFreight = carried.reduce((a, o) => a + Number(o.price), 0);
    const totalCost = fees
      .filter((f) => carried.some((o) => o.id === f.order_id))
      .reduce((a, f) => a + Number(f.amount), 0);
    expect(page.totals).toEqual({
      siteName: null,
      feeIncome: totalLedger / 100,
      freightIncome: totalFreight / 100,
      income: (totalLedger + totalFreight) / 100,
      cost: totalCost / 100,
      profit: (totalLedger + totalFreight - totalCost) / 100,
    });
    for (const key of ['feeIncome', 'freightIncome', 'income', 'cost', 'profit'])
      expect(sumCents(page.records, key), key).toBe(cents(page.totals?.[key]));
    // Sorted by profit, descending (the report's sort).
    const profits = page.records.map((x) => Number(x.profit));
    expect(profits).toEqual([...profits].sort((a, b) => b - a));
    // A query field; the known numbers of site B: ledger 7.77, freight 0.30 + 1234.56, fees 134.57.
    const one = await data('profit_by_site', { siteName: 'RptSite B' });
    expect(one.body.result.records.map((x) => x.siteName)).toEqual(['RptSite B']);
    expect(one.body.result.totals).toMatchObject({ feeIncome: 7.77, income: 1242.63, cost: 134.57, profit: 1108.06 });
  });

  it('order_fee_detail: joined order fields, filters, sort, paging and the totals of the whole query', async () => {
    const all = await data('order_fee_detail', { column: 'amount', order: 'asc' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const { fees } = await stored();
    expect(all.body.result.total).toBe(fees.length);
    const amounts = all.body.result.records.map((x) => x.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(all.body.result.totals?.amount).toBe(fees.reduce((s, f) => s + Number(f.amount), 0) / 100);
    expect(sumCents(all.body.result.records, 'amount')).toBe(cents(all.body.result.totals?.amount));
    const first = all.body.result.records[0];
    expect(first).toMatchObject({ amount: 0.01, orderNo: 'RPT-3', orderState: 10, remark: 'fee 3.2' });
    expect(first.orderState_dictText).toBeTruthy();

    const paged = await data('order_fee_detail', { column: 'amount', order: 'asc', pageSize: 2, pageNo: 2 });
    expect(paged.body.result).toMatchObject({
      total: fees.length,
      size: 2,
      current: 2,
      pages: Math.ceil(fees.length / 2),
    });
    expect(paged.body.result.records.map((x) => x.amount)).toEqual(amounts.slice(2, 4));
    expect(paged.body.result.totals?.amount).toBe(all.body.result.totals?.amount); // totals cover every page

    const byOrder = await data('order_fee_detail', { orderNo: 'RPT-3' });
    expect(byOrder.body.result.records).toHaveLength(3);
    expect(byOrder.body.result.totals?.amount).toBe(134.57);
    const inJanuary = await data('order_fee_detail', {
      time_begin: '2026-01-01 00:00:00',
      time_end: '2026-01-31 23:59:59',
    });
    expect(inJanuary.body.result.records.map((x) => x.amount).sort()).toEqual([0.1, 10.05, 34.56, 5].sort());
  });

  it('refuses a sort on a column that is not the report own, and unknown parameters (400)', async () => {
    const notColumn = await data('order_fee_detail', { column: 'voucher' });
    expect(notColumn.status, JSON.stringify(notColumn.body)).toBe(400);
    const sourceField = await data('profit_by_site', { column: 'price' });
    expect(sourceField.status).toBe(400);
    const badOrder = await data('profit_by_site', { column: 'income', order: 'sideways' });
    expect(badOrder.status).toBe(400);
    const unknown = await data('profit_by_site', { price: '1' });
    expect(unknown.status).toBe(400);
    const rangeOnSingle = await data('profit_by_site', { siteName_begin: 'a' });
    expect(rangeOnSingle.status).toBe(400);
    const badSize = await data('profit_by_site', { pageSize: 0 });
    expect(badSize.status).toBe(400);
  });

  it('profit_by_trip and car_line_travel: per trip and per vehicle and line', async () => {
    const trips = await data('profit_by_trip', { column: 'serialNo', order: 'asc' });
    expect(trips.status, JSON.stringify(trips.body)).toBe(200);
    expect(
      trips.body.result.records.map((r) => [r.serialNo, r.lineName, r.orders, r.income, r.cost, r.profit]),
    ).toEqual([
      ['TR-1', 'Line one', 2, 300.3, 15.35, 284.95],
      ['TR-2', 'Line one', 1, 1234.56, 134.57, 1099.99],
      ['TR-3', 'Line two', 2, 50.3, 5, 45.3],
    ]);
    expect(trips.body.result.totals).toMatchObject({ orders: 5, income: 1585.16, cost: 154.92, profit: 1430.24 });

    const travel = await data('car_line_travel');
    expect(travel.status, JSON.stringify(travel.body)).toBe(200);
    expect(travel.body.result.records).toEqual([
      { licenceNumber: 'RPT-A1', lineName: 'Line one', trips: 2, kilometres: 241, income: 1534.86 },
      { licenceNumber: 'RPT-B1', lineName: 'Line two', trips: 1, kilometres: 80, income: 50.3 },
    ]);
    expect(travel.body.result.totals).toEqual({
      licenceNumber: null,
      lineName: null,
      trips: 3,
      kilometres: 321,
      income: 1585.16,
    });
  });

  it('profit_by_user: grouped by the orders creator', async () => {
    const r = await data('profit_by_user');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { orders, fees } = await stored();
    expect(r.body.result.records).toEqual([
      {
        createBy: 'admin',
        orders: orders.length,
        income: orders.reduce((s, o) => s + Number(o.price), 0) / 100,
        cost: fees.reduce((s, f) => s + Number(f.amount), 0) / 100,
        profit:
          (orders.reduce((s, o) => s + Number(o.price), 0) - fees.reduce((s, f) => s + Number(f.amount), 0)) / 100,
      },
    ]);
  });

  it('needs the report permission code (403 without it) for data, columns and export', async () => {
    const other = await userWith(t, ['wl:order:list', 'wl:report:orderFeeDetail']);
    expect((await data('profit_by_site', {}, other.headers)).status).toBe(403);
    expect((await t.get(`${REPORT}/getRpColumns/profit_by_site`, {}, other.headers)).status).toBe(403);
    const xls = await t.app.inject({
      method: 'GET',
      url: `${API}${REPORT}/exportXls/profit_by_site`,
      headers: other.headers,
    });
    expect(xls.statusCode).toBe(403);
    const allowed = await data('order_fee_detail', {}, other.headers);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it('describes columns (with kind and totals) and query items', async () => {
    const cols = await t.get<Rec>(`${REPORT}/getRpColumns/profit_by_site`, {}, { 'accept-language': 'en' });
    expect(cols.status, JSON.stringify(cols.body)).toBe(200);
    expect(cols.body.result).toMatchObject({
      cgRpConfigId: 'profit_by_site',
      cgRpConfigName: 'Profit by site',
      totals: true,
    });
    expect((cols.body.result.columns as Rec[]).map((c) => [c.dataIndex, c.title, c.kind])).toEqual([
      ['siteName', 'Site name', 'text'],
      ['feeIncome', 'Site fee income', 'money'],
      ['freightIncome', 'Freight income', 'money'],
      ['income', 'Income', 'money'],
      ['cost', 'Cost', 'money'],
      ['profit', 'Profit', 'money'],
    ]);
    const info = await t.get<Rec[]>(`${REPORT}/getQueryInfo/order_fee_detail`);
    expect(info.body.result.map((q) => [q.field, q.mode])).toEqual([
      ['orderNo', 'single'],
      ['orderState', 'single'],
      ['time', 'range'],
    ]);
  });

  it('exports a real .xlsx with the same rows and the totals row, money as numbers shown #,##0.00', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}${REPORT}/exportXls/profit_by_site`,
      headers: { 'x-access-token': t.token, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null)));
    expect(rows[0]).toEqual(['Site name', 'Site fee income', 'Freight income', 'Income', 'Cost', 'Profit']);
    const page = (await data('profit_by_site')).body.result;
    const body = rows.slice(1, -1);
    expect(body).toEqual(
      page.records.map((r) => [r.siteName, r.feeIncome, r.freightIncome, r.income, r.cost, r.profit]),
    );
    // money cells are numbers shown with thousands separators, the totals row too
    const moneyCells = [2, 3, 4, 5, 6].flatMap((c) => [ws.getRow(2).getCell(c), ws.getRow(ws.rowCount).getCell(c)]);
    for (const cell of moneyCells) {
      expect(cell.numFmt, cell.address).toBe('#,##0.00');
      expect(typeof cell.value, cell.address).toBe('number');
    }
    const totals = page.totals!;
    expect(rows.at(-1)).toEqual([
      'Total',
      totals.feeIncome,
      totals.freightIncome,
      totals.income,
      totals.cost,
      totals.profit,
    ]);
  });
});
