// Excel export content on real databases, read back with exceljs: titles in the request language,
// dictionary and reference labels, money and dates, formula-looking text kept as text, the list's
// filters, sort and selections, the empty export and the row limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { fieldByName } from '../../runtime/core/registry.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { column, download, readSheet } from './helpers/workbook.ts';

const vehicle = registry.entities.wl_vehicle;
const site = registry.entities.wl_site;
const title = (e: typeof vehicle, name: string, lang: 'zh' | 'en') => fieldByName(e, name)!.title[lang];
const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN' };
const LIMIT = 8;

describe.each(DIALECTS)('Excel export content on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect, build: { exportRowLimit: LIMIT } });
    s = await seed(t);
    await addOk(t, '/wl/vehicle', {
      serial: '@SUM(1,2)',
      licenceNumber: 'B-001',
      siteId: s.south.id,
      typeId: s.truck.id,
      allowWeight: 3,
      state: 2,
      driverName: '=HYPERLINK("http://e.x","c")',
      colour: '+cmd|calc!A0',
      currentAddress: '-2+3',
      wholeOrderFee: 1234.5,
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('streams an xlsx attachment named after the entity, titles and labels in Chinese', async () => {
    const res = await download(t, '/wl/vehicle', {}, ZH);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="wl_vehicle.xlsx"; filename*=UTF-8''${encodeURIComponent('车辆.xlsx')}`,
    );
    const sheet = await readSheet(res);
    expect(sheet.name).toBe('车辆');
    // the list's columns first, in list order
    expect(sheet.header.slice(0, vehicle.list.columns.length)).toEqual(
      vehicle.list.columns.map((n) => title(vehicle, n, 'zh')),
    );
    expect(sheet.header).toContain(title(vehicle, 'wholeOrderFee', 'zh'));
    expect(sheet.header).not.toContain(title(vehicle, 'version', 'zh'));
    expect(sheet.rows).toHaveLength(4);
    // default sort createTime desc, id desc: the last added first
    expect(column(sheet, title(vehicle, 'serial', 'zh'))).toEqual(["'@SUM(1,2)", 'V3', 'V2', 'V1']);
    expect(column(sheet, title(vehicle, 'state', 'zh'))).toEqual(['维修中', '空闲', '空闲', '空闲']);
    expect(column(sheet, title(vehicle, 'siteId', 'zh'))).toEqual(['South Hub', 'North Hub', 'South Hub', 'North Hub']);
    expect(column(sheet, title(vehicle, 'typeId', 'zh'))).toEqual(['Truck', 'Van', 'Van', 'Truck']);
  });

  it('writes money as numbers shown #,##0.00 and formula-looking text as quoted text', async () => {
    const sheet = await readSheet(await download(t, '/wl/vehicle', { column: 'serial', order: 'asc' }, ZH));
    const fee = sheet.header.indexOf(title(vehicle, 'wholeOrderFee', 'zh'));
    expect(column(sheet, title(vehicle, 'wholeOrderFee', 'zh'))).toEqual([1234.5, null, null, 99.99]);
    expect(sheet.numFmt(fee)).toBe('#,##0.00');
    expect(column(sheet, title(vehicle, 'driverName', 'zh'))[0]).toBe(`'=HYPERLINK("http://e.x","c")`);
    expect(column(sheet, title(vehicle, 'colour', 'zh'))[0]).toBe("'+cmd|calc!A0");
    expect(column(sheet, title(vehicle, 'currentAddress', 'zh'))[0]).toBe("'-2+3");
    for (const cell of sheet.cells) {
      expect(cell.type, `${cell.address} ${String(cell.value)}`).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('uses English titles, labels and file name for Accept-Language en', async () => {
    const res = await download(t, '/wl/vehicle', { column: 'serial', order: 'asc' }, EN);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Vehicle.xlsx");
    const sheet = await readSheet(res);
    expect(sheet.name).toBe('Vehicle');
    expect(sheet.header[0]).toBe(title(vehicle, 'serial', 'en'));
    expect(column(sheet, title(vehicle, 'state', 'en'))).toEqual(['Under repair', 'Idle', 'Idle', 'Idle']);
  });

  it('honours filters with prefix operators, ranges, the advanced query, sort and selections', async () => {
    const serials = async (query: Record<string, string>) =>
      column(await readSheet(await download(t, '/wl/vehicle', query, EN)), title(vehicle, 'serial', 'en'));
    expect(await serials({ licenceNumber: 'A-00*', column: 'serial', order: 'desc' })).toEqual(['V3', 'V2', 'V1']);
    expect(await serials({ siteId: s.north.id, column: 'serial', order: 'asc' })).toEqual(['V1', 'V3']);
    expect(await serials({ serial: '!V2', licenceNumber: 'A*', column: 'serial', order: 'asc' })).toEqual(['V1', 'V3']);
    expect(await serials({ allowWeight_begin: '2', column: 'serial', order: 'asc' })).toEqual(["'@SUM(1,2)"]);
    const superQueryParams = encodeURIComponent(
      JSON.stringify([
        { field: 'state', rule: 'eq', val: '0' },
        { field: 'serial', rule: 'ne', val: 'V1' },
      ]),
    );
    expect(await serials({ superQueryParams, superQueryMatchType: 'and', column: 'serial', order: 'asc' })).toEqual([
      'V2',
      'V3',
    ]);
    expect(await serials({ selections: `${s.v1.id},${s.v2.id}`, column: 'serial', order: 'desc' })).toEqual([
      'V2',
      'V1',
    ]);
    // selections and filters together, as JeecgBoot ANDs them
    expect(await serials({ selections: `${s.v1.id},${s.v2.id}`, siteId: s.north.id })).toEqual(['V1']);
    // the list's paging parameters are ignored: everything matching is exported
    expect(await serials({ pageNo: '2', pageSize: '1', column: 'serial', order: 'asc' })).toHaveLength(4);
  });

  it('writes datetimes as YYYY-MM-DD HH:mm:ss text and tree parents as labels', async () => {
    const sheet = await readSheet(
      await download(t, '/wl/site', { siteName: '*Hub*', column: 'siteName', order: 'asc' }, ZH),
    );
    expect(column(sheet, title(site, 'siteName', 'zh'))).toEqual(['North Hub', 'South Hub']);
    expect(column(sheet, title(site, 'parentId', 'zh'))).toEqual(['HQ', 'HQ']);
    expect(column(sheet, title(site, 'type', 'zh'))).toEqual(['一级转运中心', '一级转运中心']);
    for (const v of column(sheet, title(site, 'createTime', 'zh'))) {
      expect(v).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    expect(column(sheet, title(site, 'siteReceiveFee', 'zh'))).toEqual([12.5, 20]);
  });

  it("answers 404 'file download failed' when nothing matches", async () => {
    const zh = await download(t, '/wl/vehicle', { serial: 'NOPE' }, ZH);
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({ success: false, code: 404, message: '文件下载失败' });
    const en = await download(t, '/wl/vehicle', { selections: s.hq.id }, EN);
    expect(en.json()).toMatchObject({ success: false, message: 'File download failed' });
  });

  it('refuses more rows than the export limit with 413 and accepts a narrower query', async () => {
    for (let i = 0; i < LIMIT; i++) await addOk(t, '/wl/vehicleType', { name: `Bulk ${i}`, carLoadWeight: i });
    const res = await download(t, '/wl/vehicleType', {}, EN);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain(`limit of ${LIMIT}`);
    const narrow = await download(t, '/wl/vehicleType', { name: 'Bulk*' }, EN);
    expect(narrow.statusCode).toBe(200);
    expect((await readSheet(narrow)).rows).toHaveLength(LIMIT);
  });

  it('refuses unknown filters, hidden sort columns and bad selections with 400', async () => {
    expect((await download(t, '/wl/vehicle', { nope: '1' })).statusCode).toBe(400);
    expect((await download(t, '/wl/vehicle', { column: 'password' })).statusCode).toBe(400);
    expect((await download(t, '/wl/vehicle', { selections: ',' })).statusCode).toBe(400);
    expect((await download(t, '/sys/user', { column: 'password' })).statusCode).toBe(400);
  });

  it('never exports secret fields and records the export in the operation log', async () => {
    const sheet = await readSheet(await download(t, '/sys/user', {}, EN));
    const user = registry.entities.sys_user;
    for (const f of user.fields.filter((x) => x.secret)) expect(sheet.header).not.toContain(f.title.en);
    expect(column(sheet, title(user, 'username', 'en'))).toContain('admin');
    const logged = await t.db
      .selectFrom('sys_log')
      .select(['operate_type', 'request_url'])
      .where('operate_type', '=', 6)
      .execute();
    expect(logged.map((r) => r.request_url)).toContain('/jeecg-boot/sys/user/exportXls');
  });
});
