// Master-detail export (wl_freight_template with its wl_freight tiers): master columns, then the
// tiers' columns headed '<detail title>-<field title>', one row per tier with the master's cells on
// its first row only; and the round trip: that file imported into a fresh database gives the same
// templates and tiers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot } from './helpers/import.ts';
import { addFieldPermission, userWith } from './helpers/permission-users.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { download, readSheet } from './helpers/workbook.ts';

const ZH = { 'accept-language': 'zh-CN' };
const EN = { 'accept-language': 'en' };
const BY_NAME = { column: 'name', order: 'asc' };

async function templates(t: TestApp) {
  return t.db
    .selectFrom('wl_freight_template')
    .select(['name', 'type', 'is_common', 'ratio'])
    .orderBy('name')
    .execute();
}

async function tiers(t: TestApp) {
  return t.db
    .selectFrom('wl_freight as f')
    .innerJoin('wl_freight_template as m', 'm.id', 'f.template_id')
    .select(['m.name', 'f.start_weight', 'f.end_weight', 'f.price', 'f.pricing_type'])
    .orderBy('m.name')
    .orderBy('f.start_weight')
    .execute();
}

describe.each(DIALECTS)('Excel master-detail export on %s', (dialect) => {
  let t: TestApp;
  let fresh: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    fresh = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
    const template = (body: Record<string, unknown>) => addOk(t, '/wl/freightTemplate', body);
    const tier = (templateId: string, startWeight: number, endWeight: number | null, price: number, type: number) =>
      addOk(t, '/wl/freight', { templateId, startWeight, endWeight, price, pricingType: type });
    const a = await template({ name: 'Tpl A', type: 0, isCommon: true, ratio: 1.5 });
    const b = await template({ name: 'Tpl B', type: 1, isCommon: false }); // ratio: its default 1
    await template({ name: 'Tpl C', type: 0, isCommon: false, ratio: 2 });
    // added out of order: the export lists them by the tiers' default sort (startWeight asc)
    await tier(a.id, 10, 20, 8.5, 1);
    await tier(b.id, 0, null, 3, 0);
    await tier(a.id, 0, 10, 5, 0);
    await tier(a.id, 20, null, 7.25, 1);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await fresh?.close();
  });

  it('writes the tiers under their template, master cells on the first row of each group only', async () => {
    const res = await download(t, '/wl/freightTemplate', BY_NAME, ZH);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const sheet = await readSheet(res);
    expect(sheet.header).toEqual([
      '模板名称',
      '模板类型',
      '通用模板',
      '系数',
      '运费阶梯-起始重量(kg)',
      '运费阶梯-截止重量(kg)',
      '运费阶梯-价格',
      '运费阶梯-计价方式',
      '运费阶梯-排序',
    ]);
    // The tiers' sort number goes too, so a re-import keeps their order (the fixture leaves it at 0).
    expect(sheet.rows).toEqual([
      ['Tpl A', '运费', '是', 1.5, 0, 10, 5, '一口价', 0],
      [null, null, null, null, 10, 20, 8.5, '按公斤', 0],
      [null, null, null, null, 20, null, 7.25, '按公斤', 0],
      ['Tpl B', '司机收入', '否', 1, 0, null, 3, '一口价', 0],
      ['Tpl C', '运费', '否', 2, null, null, null, null, null],
    ]);
    const en = await readSheet(await download(t, '/wl/freightTemplate', BY_NAME, EN));
    expect(en.header.slice(4)).toEqual([
      'Freight tiers-Start weight (kg)',
      'Freight tiers-End weight (kg)',
      'Freight tiers-Price',
      'Freight tiers-Pricing type',
      'Freight tiers-Order',
    ]);
    expect(en.rows[1].slice(4)).toEqual([10, 20, 8.5, 'Per kg', 0]);
  });

  it('imports back into a fresh database as the same templates and tiers', async () => {
    const res = await download(t, '/wl/freightTemplate', BY_NAME, ZH);
    const r = await importFile(fresh, '/wl/freightTemplate', res.rawPayload, {}, ZH);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 200 });
    expect(r.body.result).toMatchObject({ total: 5, imported: 3, failed: 0 });
    expect(await templates(fresh)).toEqual(await templates(t));
    const copied = await tiers(fresh);
    expect(copied).toHaveLength(4);
    expect(copied).toEqual(await tiers(t));
  });

  it("leaves out the tiers' fields the user may not see", async () => {
    await addFieldPermission(t, 'wl:freight:list', 'wl:freight:field:price', 1);
    const u = await userWith(t, ['wl:freightTemplate:list', 'wl:freightTemplate:exportXls', 'wl:freight:list']);
    const sheet = await readSheet(await download(t, '/wl/freightTemplate', BY_NAME, { ...u.headers, ...ZH }));
    expect(sheet.header).toContain('运费阶梯-起始重量(kg)');
    expect(sheet.header).not.toContain('运费阶梯-价格');
    expect(sheet.rows).toHaveLength(5);
    expect(sheet.rows[1]).toEqual([null, null, null, null, 10, 20, '按公斤', 0]);
  });

  it('leaves the tiers out for a user without their list code', async () => {
    const u = await userWith(t, ['wl:freightTemplate:list', 'wl:freightTemplate:exportXls']);
    const sheet = await readSheet(await download(t, '/wl/freightTemplate', BY_NAME, { ...u.headers, ...ZH }));
    expect(sheet.header.some((h) => String(h).startsWith('运费阶梯-'))).toBe(false);
    expect(sheet.rows).toHaveLength(3); // one row per template
  });

  it("imports only the templates for a user without the tiers' add code", async () => {
    const file = await download(t, '/wl/freightTemplate', BY_NAME, ZH);
    const u = await userWith(fresh, ['wl:freightTemplate:importExcel', 'wl:freightTemplate:add']);
    await fresh.db.deleteFrom('wl_freight').execute();
    await fresh.db.deleteFrom('wl_freight_template').execute();
    const answer = await importFile(fresh, '/wl/freightTemplate', file.rawPayload, {}, { ...u.headers, ...ZH });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ imported: 3, failed: 0 });
    expect(answer.body.message).toContain('运费阶梯-起始重量(kg)'); // named among the ignored columns
    expect(await templates(fresh)).toEqual(await templates(t));
    expect(await tiers(fresh)).toEqual([]);
  });
});
