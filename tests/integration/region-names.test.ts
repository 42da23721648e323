// Issue 23 item 6: region fields (format area) show names everywhere, not "310000,310100,310104": the
// list and queryById answers and the site picker carry the names as `<field>_dictText`, the Excel
// export writes them, and the import takes names (as a person types them) as well as codes. English
// requests name regions in English (runtime/core/region-names-en.json), and an English export imports back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, workbookOf } from './helpers/import.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { column, download, readSheet } from './helpers/workbook.ts';

type Row = Record<string, unknown>;
const XUHUI = '310000,310100,310104';
const XUHUI_NAMES = '上海市 / 市辖区 / 徐汇区';
const XUHUI_ENGLISH = 'Shanghai / City districts / Xuhui District';
const ZH = { 'accept-language': 'zh-CN' };
const EN = { 'accept-language': 'en' };

describe.each(DIALECTS)('region names on %s', (dialect) => {
  let t: TestApp;
  let siteName: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    siteName = `Region site ${dialect}`;
    const r = await t.post('/wl/site/add', { siteName, type: 3, siteMode: 0, area: XUHUI });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists the names beside the codes, and the site picker shows them', async () => {
    const list = await t.get<{ records: Row[] }>('/wl/site/list', { siteName });
    expect(list.body.result.records[0]).toMatchObject({ area: XUHUI, area_dictText: XUHUI_NAMES });
    const picker = await t.get<{ records: Row[] }>('/online/cgreport/api/getData/site_picker', { siteName });
    expect(picker.status, JSON.stringify(picker.body)).toBe(200);
    expect(picker.body.result.records[0]).toMatchObject({ area: XUHUI, area_dictText: XUHUI_NAMES });
  });

  it('exports the names', async () => {
    const sheet = await readSheet(await download(t, '/wl/site', { siteName }, ZH));
    expect(column(sheet, '所在地区')).toEqual([XUHUI_NAMES]);
  });

  it('imports names (several ways of separating them) and codes, and refuses a name that is not there', async () => {
    const data = await workbookOf([
      ['网点名称', '网点类型', '经营模式', '所在地区'],
      [`Imported A ${dialect}`, 3, 0, XUHUI_NAMES],
      [`Imported B ${dialect}`, 3, 0, '广东省/深圳市/南山区'],
      [`Imported C ${dialect}`, 3, 0, XUHUI],
      [`Imported D ${dialect}`, 3, 0, '上海市 / 市辖区 / 不存在区'],
    ]);
    const r = await importFile(t, '/wl/site', data, {}, ZH);
    expect(r.body.result).toMatchObject({ imported: 3, failed: 1 });
    expect(r.body.result.errors).toEqual([{ row: 5, field: 'area', message: '所在地区格式错误: 请选择正确的省市区' }]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const stored = async (name: string) =>
      (await t.get<{ records: Row[] }>('/wl/site/list', { siteName: name })).body.result.records[0];
    expect((await stored(`Imported A ${dialect}`)).area).toBe(XUHUI);
    expect((await stored(`Imported B ${dialect}`)).area).toBe('440000,440300,440305');
    expect((await stored(`Imported C ${dialect}`)).area).toBe(XUHUI);
    expect(await stored(`Imported D ${dialect}`)).toBeUndefined();
  });

  it('names regions in English for English requests, in the list, the export and the import', async () => {
    const list = await t.get<{ records: Row[] }>('/wl/site/list', { siteName }, EN);
    expect(list.body.result.records[0]).toMatchObject({ area: XUHUI, area_dictText: XUHUI_ENGLISH });
    const sheet = await readSheet(await download(t, '/wl/site', { siteName }, EN));
    expect(column(sheet, 'Area')).toEqual([XUHUI_ENGLISH]);
    const data = await workbookOf([
      ['Site name', 'Site type', 'Site mode', 'Area'],
      [`English A ${dialect}`, 3, 0, XUHUI_ENGLISH],
      [`English B ${dialect}`, 3, 0, 'guangdong/shenzhen/nanshan district'],
    ]);
    const r = await importFile(t, '/wl/site', data, {}, EN);
    expect(r.body.result, JSON.stringify(r.body)).toMatchObject({ imported: 2, failed: 0 });
    const stored = async (name: string) =>
      (await t.get<{ records: Row[] }>('/wl/site/list', { siteName: name })).body.result.records[0];
    expect((await stored(`English A ${dialect}`)).area).toBe(XUHUI);
    expect((await stored(`English B ${dialect}`)).area).toBe('440000,440300,440305');
  });
});
