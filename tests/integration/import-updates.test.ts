// Excel import that updates existing records (updateMode; src/server/platform/excel/import-updates.ts) on real
// databases: an edited export imported back updates the edited record only (one sys_data_log 'edit'
// row with the old row) and adds none; updateMode=add keeps the "已存在" row errors; a row naming no
// stored record is a row error in update mode and an add in both; and the door equivalence of the
// write pipeline: the same change through the form, the API, the import and a workflow action leaves
// the same data-log row.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldByName, permissionCode } from '../../runtime/core/registry.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { addOrder } from './helpers/orders.ts';
import { userWith } from './helpers/permission-users.ts';
import { seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { download } from './helpers/workbook.ts';

const vehicle = registry.entities.wl_vehicle;
const zh = (n: string) => fieldByName(vehicle, n)!.title.zh;
const ZH = { 'accept-language': 'zh-CN' };
type Row = Record<string, unknown>;

const count = async (t: TestApp, table: string) => (await t.db.selectFrom(table).select('id').execute()).length;

const logsOf = async (t: TestApp, id: string, op?: string) => {
  let q = t.db.selectFrom('sys_data_log').selectAll().where('data_id', '=', id);
  if (op) q = q.where('op', '=', op);
  return (await q.orderBy('create_time').orderBy('id').execute()) as Row[];
};

/** Load an xlsx, let `edit` change its first sheet, write it back. */
async function edited(data: Buffer, edit: (ws: ExcelJS.Worksheet, col: (title: string) => number) => void) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).map((v) => (v === undefined ? '' : String(v)));
  edit(ws, (title) => {
    const i = header.indexOf(title);
    if (i < 1) throw new Error(`no column ${title} in ${JSON.stringify(header)}`);
    return i;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The row of the sheet whose column `col` holds `value`. */
function rowWith(ws: ExcelJS.Worksheet, col: number, value: string): ExcelJS.Row {
  for (let r = 2; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(col).value === value) return ws.getRow(r);
  throw new Error(`no row with ${value}`);
}

describe.each(DIALECTS)('Excel import updates on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
    s = await seed(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('imports an edited export back as updates: the edited record changes, nothing is added, one edit log row', async () => {
    const exported = await download(t, '/wl/vehicle', { column: 'serial', order: 'asc' }, ZH);
    expect(exported.statusCode).toBe(200);
    const file = await edited(exported.rawPayload, (ws, col) => {
      expect(ws.getRow(1).getCell(ws.columnCount).value).toBe('ID'); // the ids are the last column
      rowWith(ws, col(zh('serial')), 'V1').getCell(col(zh('wholeOrderFee'))).value = 123.45;
    });
    const vehicles = await count(t, 'wl_vehicle');
    const before = (await logsOf(t, s.v1.id)).length;
    for (const updateMode of ['update', 'both']) {
      const r = await importFile(t, '/wl/vehicle', file, { updateMode }, ZH);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toMatchObject({ total: 3, imported: 3, failed: 0 });
      // The first import changes V1; the second finds every row equal to its record.
      expect(r.body.result.updated).toBe(updateMode === 'update' ? 1 : 0);
    }
    expect(await count(t, 'wl_vehicle')).toBe(vehicles);
    const stored = (await t.get<Row>('/wl/vehicle/queryById', { id: s.v1.id })).body.result;
    expect(stored).toMatchObject({ wholeOrderFee: 123.45, version: 2 });
    const logs = await logsOf(t, s.v1.id);
    expect(logs.length).toBe(before + 1);
    const edit = logs[logs.length - 1];
    expect(edit).toMatchObject({ op: 'edit', table_name: 'wl_vehicle' });
    const oldData = JSON.parse(String(edit.old_data));
    const newData = JSON.parse(String(edit.new_data));
    expect(oldData).toMatchObject({ id: s.v1.id, serial: 'V1', version: 1 });
    expect(oldData.wholeOrderFee ?? null).toBeNull();
    expect(newData).toMatchObject({ id: s.v1.id, serial: 'V1', version: 2, wholeOrderFee: 123.45 });
    // The untouched records were not written.
    for (const v of [s.v2, s.v3]) expect((await logsOf(t, v.id, 'edit')).length).toBe(0);
  });

  it('updateMode=add (the default) keeps the "已存在" row errors and writes nothing', async () => {
    const exported = await download(t, '/wl/vehicle', {}, ZH);
    const vehicles = await count(t, 'wl_vehicle');
    const r = await importFile(t, '/wl/vehicle', exported.rawPayload, {}, ZH);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 201 });
    expect(r.body.result).toMatchObject({ imported: 0, failed: vehicles });
    expect(r.body.result.updated).toBeUndefined();
    for (const e of r.body.result.errors) expect(e.message).toContain('已存在');
    expect(await count(t, 'wl_vehicle')).toBe(vehicles);
    const bad = await importFile(t, '/wl/vehicle', exported.rawPayload, { updateMode: 'merge' }, ZH);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('updateMode');
  });

  it('matches rows by a unique key without an ID column; update refuses unmatched rows, both adds them', async () => {
    const head = [zh('licenceNumber'), zh('serial'), zh('siteId'), zh('typeId'), zh('allowWeight'), zh('state')];
    const sheet = workbookOf([
      head,
      ['A-002', 'V2-renamed', 'South Hub', 'Van', 1, 0],
      ['NEW-9', 'V9', 'HQ', 'Van', 1, 0],
    ]);
    const vehicles = await count(t, 'wl_vehicle');
    const upd = await importFile(t, '/wl/vehicle', await sheet, { updateMode: 'update' }, ZH);
    expect(upd.body).toMatchObject({ code: 201 });
    expect(upd.body.result).toMatchObject({ total: 2, imported: 1, updated: 1, failed: 1 });
    expect(upd.body.result.errors).toEqual([{ row: 3, message: expect.stringContaining('没有匹配的已有记录') }]);
    expect(await count(t, 'wl_vehicle')).toBe(vehicles);
    const v2 = await t.db.selectFrom('wl_vehicle').selectAll().where('id', '=', s.v2.id).executeTakeFirstOrThrow();
    expect(v2.serial).toBe('V2-renamed');
    const both = await importFile(t, '/wl/vehicle', await sheet, { updateMode: 'both' }, ZH);
    expect(both.body.result).toMatchObject({ total: 2, imported: 2, updated: 0, failed: 0 });
    expect(await count(t, 'wl_vehicle')).toBe(vehicles + 1);
    // A dry run checks the update through the edit stages and writes nothing.
    const clash = workbookOf([head, ['A-002', 'V2-again', 'South Hub', 'Van', 1, 0]]);
    const dry = await importFile(t, '/wl/vehicle', await clash, { updateMode: 'update', dryRun: '1' }, ZH);
    expect(dry.body.result).toMatchObject({ dryRun: true, imported: 1, updated: 1, failed: 0 });
    const still = await t.db
      .selectFrom('wl_vehicle')
      .select('serial')
      .where('id', '=', s.v2.id)
      .executeTakeFirstOrThrow();
    expect(still.serial).toBe('V2-renamed');
  });

  it('mode=all with updates: one refused row and nothing is written, the update included', async () => {
    const types = registry.entities.wl_vehicle_type;
    const name = fieldByName(types, 'name')!.title.zh;
    const weight = fieldByName(types, 'carLoadWeight')!.title.zh;
    const sheet = await workbookOf([
      [name, weight],
      ['Truck', 11],
      ['Nope', 1],
    ]);
    const r = await importFile(t, '/wl/vehicleType', sheet, { updateMode: 'update', mode: 'all' }, ZH);
    expect(r.status).toBe(422);
    expect(r.body.result).toMatchObject({ imported: 0, failed: 1 });
    const truck = await t.db
      .selectFrom('wl_vehicle_type')
      .selectAll()
      .where('id', '=', s.truck.id)
      .executeTakeFirstOrThrow();
    expect(Number(truck.version)).toBe(1);
    const ok = await importFile(
      t,
      '/wl/vehicleType',
      await workbookOf([
        [name, weight],
        ['Truck', 11],
      ]),
      {
        updateMode: 'update',
        mode: 'all',
      },
    );
    expect(ok.body.result).toMatchObject({ imported: 1, updated: 1, failed: 0 });
  });

  it('updating through the import needs the edit code as well (403, nothing changed)', async () => {
    const types = registry.entities.wl_vehicle_type;
    const codes = ['list', 'add', 'importExcel'].map((op) => permissionCode(types, op));
    const u = await userWith(t, codes);
    const sheet = await workbookOf([
      ['name', 'carLoadWeight'],
      ['Van', 3],
    ]);
    const refused = await importFile(t, '/wl/vehicleType', sheet, { updateMode: 'both' }, { ...u.headers, ...ZH });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('没有编辑权限');
    const van = await t.db
      .selectFrom('wl_vehicle_type')
      .selectAll()
      .where('id', '=', s.van.id)
      .executeTakeFirstOrThrow();
    expect(Number(van.version)).toBe(1);
    await u.grant([...codes, permissionCode(types, 'edit')]);
    const allowed = await importFile(t, '/wl/vehicleType', sheet, { updateMode: 'both' }, { ...u.headers, ...ZH });
    expect(allowed.body.result, JSON.stringify(allowed.body)).toMatchObject({ imported: 1, updated: 1 });
  });

  it('door equivalence: form, API, import and workflow action leave the same data-log row for the same change', async () => {
    // Four orders in state 20; each gets plateNumber A-12345 through another door.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await addOrder(t);
      const audited = await t.post('/wl/order/action/audit', { id, version: 1 });
      expect(audited.status, JSON.stringify(audited.body)).toBe(200);
      ids.push(id);
    }
    const [formId, apiId, importId, actionId] = ids;
    const read = async (id: string) => (await t.get<Row>('/wl/order/queryById', { id })).body.result;
    // The form sends the read row back with its change (without the area labels, which edit refuses).
    const row = Object.fromEntries(Object.entries(await read(formId)).filter(([k]) => !/Area_dictText$/.test(k)));
    const form = await t.put('/wl/order/edit', { ...row, plateNumber: 'A-12345' });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const api = await t.put('/wl/order/edit', { id: apiId, version: 2, plateNumber: 'A-12345' });
    expect(api.status, JSON.stringify(api.body)).toBe(200);
    const sheet = await workbookOf([
      ['ID', 'plateNumber'],
      [importId, 'A-12345'],
    ]);
    const imp = await importFile(t, '/wl/order', sheet, { updateMode: 'update' });
    expect(imp.status, JSON.stringify(imp.body)).toBe(200);
    expect(imp.body.result).toMatchObject({ imported: 1, updated: 1 });
    const action = await t.post('/wl/order/action/accept', { id: actionId, version: 2, plateNumber: 'A-12345' });
    expect(action.status, JSON.stringify(action.body)).toBe(200);

    // Per-record values: ids, times, the order number and the generated pickup/unload codes.
    const VOLATILE = ['id', 'orderNo', 'createTime', 'updateTime', 'pickupCode', 'unloadCode'];
    const norm = (json: unknown, drop: string[] = []) => {
      const o = JSON.parse(String(json)) as Row;
      for (const k of [...VOLATILE, ...drop]) delete o[k];
      return o;
    };
    const last = async (id: string) => {
      const logs = await logsOf(t, id);
      const l = logs[logs.length - 1];
      expect(l).toMatchObject({ table_name: 'wl_order', data_id: id, op: 'edit' });
      return l;
    };
    const ref = await last(formId);
    for (const id of [apiId, importId]) {
      const l = await last(id);
      expect(norm(l.new_data)).toEqual(norm(ref.new_data));
      expect(norm(l.old_data)).toEqual(norm(ref.old_data));
    }
    // The action also moves the state: its row equals the others but for the state.
    const a = await last(actionId);
    expect(JSON.parse(String(a.new_data)).orderState).toBe(25);
    expect(norm(a.new_data, ['orderState'])).toEqual(norm(ref.new_data, ['orderState']));
    expect(norm(a.old_data)).toEqual(norm(ref.old_data));
  });
});
