// The popup picker's report API on a real database (spec 001 §3, §7.6): the column config with
// dictionary options, the query items, and getData through the generic list engine (paging, sort,
// the report's query fields, self_* fixed filters, only the report's columns, 400 for anything else).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const R = '/online/cgreport/api';
const EN = { 'accept-language': 'en' };
type Rec = Record<string, unknown>;
interface Page {
  records: Rec[];
  total: number;
}

describe.each(DIALECTS)('report API on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  const data = async (code: string, query: Record<string, string | number> = {}) => {
    const r = await t.get<Page>(`${R}/getData/${code}`, query);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  const names = (p: Page) => p.records.map((r) => r.siteName);

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('describes the columns in the request language with dictionary options and the default sort', async () => {
    const en = await t.get<Rec>(`${R}/getRpColumns/site_picker`, {}, EN);
    expect(en.status).toBe(200);
    expect(en.body.result).toMatchObject({ cgRpConfigId: 'site_picker', cgRpConfigName: 'Choose a site' });
    const cols = en.body.result.columns as Rec[];
    expect(cols.map((c) => c.dataIndex)).toEqual(['siteName', 'type', 'person', 'personPhone', 'area']);
    expect(cols[0]).toEqual({ dataIndex: 'siteName', title: 'Site name', sorter: true, sortOrder: 'ascend' });
    expect(cols[1]).toEqual({ dataIndex: 'type', title: 'Site type', customRender: 'site_type', sorter: true });
    const options = (en.body.result.dictOptions as Record<string, Rec[]>).site_type;
    expect(options).toContainEqual({ value: 1, text: 'Level-1 transfer centre' });
    expect(Object.keys(en.body.result.dictOptions as Rec)).toEqual(['site_type']);

    const zh = await t.get<Rec>(`${R}/getRpColumns/site_picker`);
    expect(zh.body.result.cgRpConfigName).toBe('选择网点');
    expect((zh.body.result.dictOptions as Record<string, Rec[]>).site_type).toContainEqual({
      value: 1,
      text: '一级转运中心',
    });
  });

  it('lists the query items with their mode, input kind and dictionary', async () => {
    const r = await t.get<Rec[]>(`${R}/getQueryInfo/vehicle_picker`, {}, EN);
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual([
      { field: 'licenceNumber', title: 'Licence plate', mode: 'single', view: 'text' },
      { field: 'serial', title: 'Vehicle no.', mode: 'single', view: 'text' },
      { field: 'state', title: 'State', mode: 'single', view: 'list', dictCode: 'vehicle_state' },
      { field: 'allowWeight', title: 'Allowed weight (t)', mode: 'range', view: 'number' },
    ]);
  });

  it("pages in the report's sort and returns only its columns, their labels and the id", async () => {
    const first = await data('site_picker', { pageNo: 1, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(names(first)).toEqual(['HQ', 'N-Outlet-1', 'North Hub', 'South Hub']);
    const second = await data('site_picker', { pageNo: 2, pageSize: 4 });
    expect(names(second)).toEqual(['Zeta150x', 'Zeta_50%']);
    const hq = first.records[0];
    expect(Object.keys(hq).sort()).toEqual([
      'area',
      'area_dictText', // the region's names (上海市 / 市辖区 / 徐汇区), as in lists
      'id',
      'person',
      'personPhone',
      'siteName',
      'type',
      'type_dictText',
    ]);
    expect(hq).toMatchObject({ id: s.hq.id, type: 0, type_dictText: '公司' });
    expect(hq).not.toHaveProperty('siteReceiveFee');
    expect(hq).not.toHaveProperty('parentId');

    const vehicles = await data('vehicle_picker', { column: 'serial', order: 'desc' });
    expect(vehicles.records.map((v) => v.serial)).toEqual(['V3', 'V2', 'V1']);
    expect(vehicles.records[0]).toMatchObject({ licenceNumber: 'A-003', typeId: s.van.id, typeId_dictText: 'Van' });
  });

  it('filters by the query fields, ranges and self_ fixed filters', async () => {
    expect(names(await data('site_picker', { siteName: '*Hub*' }))).toEqual(['North Hub', 'South Hub']);
    expect(names(await data('site_picker', { type: '2,3' }))).toEqual(['N-Outlet-1', 'Zeta150x', 'Zeta_50%']);
    expect(names(await data('site_picker', { self_parentId: s.hq.id }))).toEqual(['North Hub', 'South Hub']);
    expect(names(await data('site_picker', { self_parentId: s.hq.id, siteName: 'South*' }))).toEqual(['South Hub']);
    await t.db.updateTable('wl_vehicle').set({ allow_weight: 8 }).where('id', '=', s.v2.id).execute();
    const heavy = await data('vehicle_picker', { allowWeight_begin: 5 });
    expect(heavy.records.map((v) => v.serial)).toEqual(['V2']);
    expect((await data('vehicle_picker', { allowWeight_end: 5, state: 0 })).total).toBe(2);
  });

  it('refuses parameters beyond the report, sorting by other columns and unknown reports', async () => {
    for (const q of [
      { parentId: s.hq.id }, // a field of the entity, but not a query field of the report
      { siteReceiveFee_begin: 1 },
      { siteName_begin: 'A' }, // siteName is a single-value query item
      { superQueryParams: '[]' },
      { self_nope: 'x' },
      { self_password: 'x' },
      { column: 'siteReceiveFee' },
      { pageSize: 0 },
    ]) {
      const r = await t.get(`${R}/getData/site_picker`, q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const bad = await t.get(`${R}/getData/site_picker`, { parentId: 'x' }, EN);
    expect(bad.body.message).toBe('The report has no query parameter "parentId"');
    for (const call of ['getRpColumns', 'getQueryInfo', 'getData']) {
      const r = await t.get(`${R}/${call}/no_such_report`, {}, EN);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('No such report: no_such_report');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/jeecg-boot${R}/getRpColumns/site_picker` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats SQL-looking values as plain values and leaves the tables alone', async () => {
    const before = await t.db.selectFrom('wl_site').select('id').execute();
    expect((await data('site_picker', { siteName: "' OR 1=1 --" })).total).toBe(0);
    expect((await data('site_picker', { siteName: "*'; DROP TABLE wl_site; --*" })).total).toBe(0);
    expect((await data('site_picker', { self_person: "x' OR 'a'='a" })).total).toBe(0);
    expect((await data('site_picker', { siteName: 'Zeta_50%' })).records.map((r) => r.siteName)).toEqual(['Zeta_50%']);
    expect((await data('site_picker', { siteName: '*_50%*' })).total).toBe(1); // LIKE wildcards escaped
    const column = await t.get(`${R}/getData/site_picker`, { column: 'siteName; DROP TABLE wl_site' });
    expect(column.status).toBe(400);
    const order = await t.get(`${R}/getData/site_picker`, { order: 'asc, (select 1)' });
    expect(order.status).toBe(400);
    const type = await t.get(`${R}/getData/site_picker`, { type: '1 OR 1=1' });
    expect(type.status).toBe(400);
    expect(await t.db.selectFrom('wl_site').select('id').execute()).toHaveLength(before.length);
  });
});
