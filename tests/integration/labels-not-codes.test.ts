// Issue 23 item 5: lists and exports show labels, not codes. The storage logs' and site fees' 操作 is
// the parcel step's title (dictionary parcel_action: stockIn -> 入库 / Stock in); the state history
// (sys_state_log) carries the entity's title, the states' labels and the action's title beside the
// stored codes (`<field>_dictText`), and its export writes the labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import {
  addSite,
  parcelAct,
  parcelIn,
  parcelWorld,
  requiredOf,
  type ParcelWorld,
  type Row,
} from './helpers/parcels.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { column, download, readSheet } from './helpers/workbook.ts';

const ZH = { 'accept-language': 'zh-CN' };
const EN = { 'accept-language': 'en' };

describe.each(DIALECTS)('labels instead of codes on %s', (dialect) => {
  let t: TestApp;
  let w: ParcelWorld;
  let parcel: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    w = await parcelWorld(t);
    const site = await addSite(t, { stockInFeeType: 0, stockInFee: 1, stockOutFeeType: 0, stockOutFee: 1 });
    parcel = await parcelIn(t, 20);
    for (const name of ['stockIn', 'stockOut']) {
      const r = await parcelAct(t, name, parcel, requiredOf(name, w.values, { currentSiteId: site }));
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  }, 60_000);
  afterAll(async () => t?.close());

  const list = async (api: string, query: Record<string, string>, headers: Record<string, string>) => {
    const r = await t.get<{ records: Row[] }>(`${api}/list`, { ...query, pageSize: 100 }, headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records;
  };

  it.each([
    ['/wl/storageIn', 'stockIn', '入库', 'Stock in'],
    ['/wl/storageOut', 'stockOut', '出库', 'Stock out'],
    ['/wl/siteFee', 'stockIn', '入库', 'Stock in'],
  ])('%s lists and exports its 操作 %s as a label', async (api, code, zh, en) => {
    const rows = await list(api, { parcelOrderId: parcel }, ZH);
    const row = rows.find((r) => r.action === code)!;
    expect(row).toMatchObject({ action: code, action_dictText: zh });
    const enRows = await list(api, { parcelOrderId: parcel }, EN);
    expect(enRows.find((r) => r.action === code)).toMatchObject({ action_dictText: en });
    const sheet = await readSheet(await download(t, api, { parcelOrderId: parcel }, ZH));
    expect(column(sheet, '操作')).toContain(zh);
    expect(column(sheet, '操作')).not.toContain(code);
    const enSheet = await readSheet(await download(t, api, { parcelOrderId: parcel }, EN));
    expect(column(enSheet, 'Action')).toContain(en);
  });

  it("gives the state history the entity's title, the states' labels and the action's title", async () => {
    const rows = await list('/sys/stateLog', { entityName: 'wl_parcel_order', recordId: parcel }, ZH);
    expect(rows.map((r) => [r.action, r.fromState, r.toState])).toEqual([
      ['stockIn', '20', '30'],
      ['stockOut', '30', '40'],
    ]);
    expect(rows[0]).toMatchObject({
      entityName: 'wl_parcel_order',
      entityName_dictText: '快递订单',
      fieldName_dictText: '订单状态',
      fromState_dictText: '已揽件',
      toState_dictText: '揽件网点已入库',
      action_dictText: '入库',
    });
    const en = await list('/sys/stateLog', { entityName: 'wl_parcel_order', recordId: parcel }, EN);
    expect(en[0]).toMatchObject({
      entityName_dictText: 'Parcel order',
      fieldName_dictText: 'Order state',
      action_dictText: 'Stock in',
    });
    const sheet = await readSheet(
      await download(t, '/sys/stateLog', { entityName: 'wl_parcel_order', recordId: parcel }, ZH),
    );
    expect(column(sheet, '实体')).toEqual(['快递订单', '快递订单']);
    expect(column(sheet, '原状态')).toEqual(['已揽件', '揽件网点已入库']);
    expect(column(sheet, '操作')).toEqual(['入库', '出库']);
  });
});
