// Excel import on real databases: round trips of exported lists (filters, dictionary and reference
// labels), mixed valid and invalid rows (201 + the error workbook; mode=all 422 and nothing saved),
// dry runs, and header mapping (English, Chinese, keys; unknown and duplicate headers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldByName } from '../../runtime/core/registry.ts';
import { registry } from '../../src/generated/registry.ts';
import { createTestDatabase, DIALECTS } from './helpers/databases.ts';
import { errorRows, importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { addOk, seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { download } from './helpers/workbook.ts';

const site = registry.entities.wl_site;
const vehicle = registry.entities.wl_vehicle;
const zh = (e: typeof site, n: string) => fieldByName(e, n)!.title.zh;
const en = (e: typeof site, n: string) => fieldByName(e, n)!.title.en;
const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN' };

const count = async (t: TestApp, table: string) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(DIALECTS)('Excel import on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
    s = await seed(t);
    other = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it('round-trips a filtered site export into an empty database (tree parents, dictionaries, money)', async () => {
    await addOk(t, '/wl/site', {
      siteName: 'East Hub',
      type: 1,
      siteMode: 0,
      parentId: s.hq.id,
      startTime: '08:30:00',
      area: undefined,
      address: '=1+1 street',
      siteReceiveFee: 7.25,
    });
    const exported = await download(t, '/wl/site', { type: '0,1', column: 'createTime', order: 'asc' }, ZH);
    expect(exported.statusCode).toBe(200);
    const r = await importFile(other, '/wl/site', exported.rawPayload, {}, ZH);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const pick = 'site_name, type, site_mode, start_time, address, site_receive_fee, person_phone';
    const rows = async (x: TestApp) => {
      const all = (await x.db.selectFrom('wl_site').selectAll().orderBy('site_name').execute()) as Record<
        string,
        unknown
      >[];
      const names = new Map(all.map((a) => [a.id, a.site_name]));
      return all
        .filter((a) => Number(a.type) <= 1)
        .map((a) => ({
          ...Object.fromEntries(pick.split(', ').map((k) => [k, a[k] === null ? null : String(a[k])])),
          parent: a.parent_id ? names.get(a.parent_id) : null,
        }));
    };
    const want = await rows(t);
    expect(want.length).toBe(4);
    expect(await rows(other)).toEqual(want);
    expect(r.body.result).toMatchObject({ total: 4, imported: 4, failed: 0, dryRun: false });
    expect(r.body.result.fileUrl).toBeUndefined();
  });

  it('round-trips vehicles with dictionary and reference labels (English export)', async () => {
    // the referenced rows exist in the second database with other ids
    await addOk(other, '/wl/vehicleType', { name: 'Truck', carLoadWeight: 10 });
    await addOk(other, '/wl/vehicleType', { name: 'Van', carLoadWeight: 2.5 });
    const exported = await download(t, '/wl/vehicle', { column: 'serial', order: 'asc' }, EN);
    const r = await importFile(other, '/wl/vehicle', exported.rawPayload, {}, EN);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const back = await other.db
      .selectFrom('wl_vehicle as v')
      .innerJoin('wl_site as s', 's.id', 'v.site_id')
      .innerJoin('wl_vehicle_type as y', 'y.id', 'v.type_id')
      .select(['v.serial', 'v.licence_number', 's.site_name', 'y.name', 'v.state', 'v.whole_order_fee'])
      .orderBy('v.serial')
      .execute();
    expect(
      back.map((b) => [
        b.serial,
        b.licence_number,
        b.site_name,
        b.name,
        Number(b.state),
        b.whole_order_fee === null ? null : Number(b.whole_order_fee),
      ]),
    ).toEqual([
      ['V1', 'A-001', 'North Hub', 'Truck', 0, null],
      ['V2', 'A-002', 'South Hub', 'Van', 0, null],
      ['V3', 'A-003', 'North Hub', 'Van', 0, 9999],
    ]);
  });

  const mixed = (p = 'Mix') =>
    workbookOf([
      [zh(site, 'siteName'), zh(site, 'type'), zh(site, 'siteMode'), zh(site, 'personPhone'), zh(site, 'parentId')],
      [`${p} A`, '一级转运中心', '自营', '13800000001', 'HQ'],
      ['', '一级转运中心', '自营', null, null],
      [`${p} B`, '不存在的类型', '自营', null, null],
      [`${p} C`, 1, 0, '123', 'Nowhere'],
      ['HQ', 1, 0, null, null],
      [`${p} E`, 'Level-2 transfer centre', 'Franchise', null, null],
      [`${p} E`, 1, 0, null, null],
      [`${p} D`, 2, 1, null, `${p} A`],
    ]);

  it('imports the valid rows, answers 201 and lists exactly the invalid rows in the error workbook', async () => {
    const before = await count(t, 'wl_site');
    const r = await importFile(t, '/wl/site', await mixed(), {}, ZH);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.code).toBe(201);
    expect(r.body.message).toContain('导入成功,但是有错误数据！');
    expect(r.body.result).toMatchObject({ total: 8, imported: 3, failed: 5, dryRun: false });
    expect(r.body.result.fileName).toBe('网点_错误数据.xlsx');
    expect(await count(t, 'wl_site')).toBe(before + 3);
    const d = await t.db
      .selectFrom('wl_site as c')
      .innerJoin('wl_site as p', 'p.id', 'c.parent_id')
      .select(['p.site_name as parent'])
      .where('c.site_name', '=', 'Mix D')
      .executeTakeFirst();
    expect(d?.parent).toBe('Mix A');
    expect(r.body.result.errors.map((e) => e.row)).toEqual([3, 4, 5, 5, 6, 8]);
    const book = await errorRows(t, r.body.result.fileUrl!);
    expect(book.header).toEqual([
      zh(site, 'siteName'),
      zh(site, 'type'),
      zh(site, 'siteMode'),
      zh(site, 'personPhone'),
      zh(site, 'parentId'),
      '错误信息',
    ]);
    expect(book.rows.map((x) => x.slice(0, 5))).toEqual([
      [null, '一级转运中心', '自营', null, null],
      ['Mix B', '不存在的类型', '自营', null, null],
      ['Mix C', 1, 0, '123', 'Nowhere'],
      ['HQ', 1, 0, null, null],
      ['Mix E', 1, 0, null, null],
    ]);
    const reasons = book.rows.map((x) => String(x[5]));
    expect(reasons[0]).toMatch(/^网点名称: /);
    expect(reasons[1]).toMatch(/^网点类型: /);
    expect(reasons[2]).toContain('负责人电话');
    expect(reasons[2]).toContain('上级网点: "Nowhere" 不存在');
    expect(reasons[3]).toBe('网点名称 "HQ" 已存在');
    expect(reasons[4]).toContain('与文件中前面的行重复');
  });

  it('with mode=all refuses the file with 422, saves nothing and still gives the error workbook', async () => {
    const before = await count(t, 'wl_site');
    const wb = await workbookOf([
      ['Site name', 'Site type', 'Site mode'],
      ['All A', 'Level-1 transfer centre', 0],
      ['All B', 'nope', 0],
    ]);
    const r = await importFile(t, '/wl/site', wb, { mode: 'all' }, EN);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ success: false, code: 422 });
    expect(r.body.result).toMatchObject({ total: 2, imported: 0, failed: 1 });
    expect(r.body.message).toContain('nothing was imported');
    expect((await errorRows(t, r.body.result.fileUrl!)).rows).toHaveLength(1);
    expect(await count(t, 'wl_site')).toBe(before);
    const good = await workbookOf([
      ['Site name', 'Site type', 'Site mode'],
      ['All A', 1, 0],
      ['All C', 2, 1],
    ]);
    const ok = await importFile(t, '/wl/site', good, { mode: 'all' }, EN);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await count(t, 'wl_site')).toBe(before + 2);
  });

  it('a dry run (validateStatus=1 or dryRun=1) writes nothing and reports the counts', async () => {
    const before = await count(t, 'wl_site');
    const logBefore = await count(t, 'sys_data_log');
    const r = await importFile(t, '/wl/site', await mixed('Dry'), { validateStatus: '1' }, EN);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(201);
    expect(r.body.result).toMatchObject({ dryRun: true, total: 8, imported: 3, failed: 5 });
    expect(r.body.message).toContain('3 records could be imported, 5 rows failed');
    const ok = await importFile(
      t,
      '/wl/site',
      await workbookOf([
        ['siteName', 'type', 'siteMode'],
        ['Dry 1', 1, 0],
      ]),
      {},
      EN,
      { dryRun: '1' },
    );
    expect(ok.body).toMatchObject({ code: 200, result: { dryRun: true, total: 1, imported: 1, failed: 0 } });
    expect(await count(t, 'wl_site')).toBe(before);
    expect(await count(t, 'sys_data_log')).toBe(logBefore);
  });

  it('maps headers in English, Chinese or by key, ignores unknown ones and refuses duplicates', async () => {
    const r = await importFile(
      t,
      '/wl/site',
      await workbookOf([
        ['  SITE NAME ', '网点类型', 'siteMode', 'Colour of sky', 'createTime', '错误信息'],
        ['Head 1', 1, 0, 'blue', '2020-01-01 00:00:00', 'old reason'],
      ]),
      {},
      EN,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toContain('ignored unknown columns: Colour of sky, createTime');
    expect(
      await t.db.selectFrom('wl_site').select('id').where('site_name', '=', 'Head 1').executeTakeFirst(),
    ).toBeTruthy();
    const dup = await importFile(
      t,
      '/wl/site',
      await workbookOf([
        ['Site name', '网点名称', 'type'],
        ['x', 'y', 1],
      ]),
      {},
      EN,
    );
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('The headers "Site name" and "网点名称" name the same field');
    const none = await importFile(
      t,
      '/wl/site',
      await workbookOf([
        ['a', 'b'],
        [1, 2],
      ]),
      {},
      ZH,
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('表头中没有可导入的字段');
    expect(en(site, 'siteName')).toBe('Site name');
  });

  it('imports sibling departments as the form adds them: each beforeInsert sees the rows inserted before (next org code)', async () => {
    const parent = await t.post('/sys/sysDepart/add', { departName: 'Import parent', orgCategory: 1 });
    expect(parent.status, JSON.stringify(parent.body)).toBe(200);
    const sheet = await workbookOf([
      ['departName', 'orgCategory', 'parentId'],
      ['Child 1', '2', 'Import parent'],
      ['Child 2', '2', 'Import parent'],
      ['Child 3', '2', 'Import parent'],
    ]);
    const r = await importFile(t, '/sys/sysDepart', sheet, {}, EN);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ imported: 3, failed: 0 });
    const form = await t.post('/sys/sysDepart/add', {
      departName: 'Child 4',
      orgCategory: 2,
      parentId: (parent.body.result as { id: string }).id,
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const rows = await t.db
      .selectFrom('sys_depart as d')
      .innerJoin('sys_depart as p', 'p.id', 'd.parent_id')
      .select(['d.depart_name as name', 'd.org_code as code', 'p.org_code as parent'])
      .where('p.depart_name', '=', 'Import parent')
      .orderBy('d.depart_name')
      .execute();
    const p = String(rows[0].parent);
    expect(rows.map((x) => [x.name, x.code])).toEqual([
      ['Child 1', `${p}A01`],
      ['Child 2', `${p}A02`],
      ['Child 3', `${p}A03`],
      ['Child 4', `${p}A04`],
    ]);
  });

  it('records the import with its counts in the operation log', async () => {
    const logged = await t.db
      .selectFrom('sys_log')
      .select(['log_content', 'operate_type'])
      .where('operate_type', '=', 5)
      .execute();
    expect(logged.some((l) => /导入网点 共8行 成功3 失败5/.test(String(l.log_content)))).toBe(true);
    void createTestDatabase;
    void vehicle;
  });
});
