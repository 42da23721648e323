// Master-detail import (wl_freight_template + wl_freight tiers on one sheet), isSingleTableImport,
// foreignKeys, the progress endpoint (own job only) and permissions (the importExcel code, hidden
// fields refused like unknown headers). Imported detail rows run the stages of the form's detail
// write (a customer with two default addresses ends as the customer form leaves it: one default, the
// same sys_data_log rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs, type LoggedChange } from './helpers/data-log.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { addFieldPermission, userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN' };

describe.each(DIALECTS)('Excel master-detail import, progress and permissions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
  }, 60_000);
  afterAll(async () => t?.close());

  const tiers = async (name: string) =>
    (
      await t.db
        .selectFrom('wl_freight as f')
        .innerJoin('wl_freight_template as m', 'm.id', 'f.template_id')
        .select(['f.start_weight', 'f.price'])
        .where('m.name', '=', name)
        .orderBy('f.start_weight')
        .execute()
    ).map((r) => [Number(r.start_weight), Number(r.price)]);

  it('imports masters with their details; a failing detail fails its master and all its rows', async () => {
    const r = await importFile(
      t,
      '/wl/freightTemplate',
      await workbookOf([
        ['模板名称', '模板类型', '运费阶梯-起始重量(kg)', '运费阶梯-价格', 'Freight tiers.Pricing type'],
        ['T1', 0, 0, 5, 0],
        [null, null, 10, 8.5, 0],
        ['T2', 0, 0, 5, 0],
        [null, null, 'heavy', 8, 0],
        [null, null, 20, 9, 0],
        ['T3', 0, null, null, null],
      ]),
      {},
      ZH,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.code).toBe(201);
    expect(r.body.result).toMatchObject({ total: 6, imported: 2, failed: 3 });
    expect(await tiers('T1')).toEqual([
      [0, 500],
      [10, 850],
    ]);
    expect(await t.db.selectFrom('wl_freight_template').select('name').where('name', '=', 'T2').execute()).toHaveLength(
      0,
    );
    expect(await t.db.selectFrom('wl_freight_template').select('name').where('name', '=', 'T3').execute()).toHaveLength(
      1,
    );
    const rows = r.body.result.errors.map((e) => [e.row, e.message]);
    expect(rows).toContainEqual([5, expect.stringContaining('起始重量(kg)')]);
    expect(rows.map((x) => x[0]).sort()).toEqual([4, 5, 6]);
  });

  it('imports a customer with two default addresses as the customer form saves it: one default, the same data-log rows', async () => {
    const address = (contact: string, isDefault: boolean) => ({
      contact,
      phone: '13800000009',
      address: `${contact} street 1`,
      isDefault,
    });
    const form = await t.post('/wl/customer/add', {
      name: 'Form customer',
      phone: '13900001001',
      customerAddressList: [address('A', true), address('B', true), address('C', false)],
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const formId = String((form.body.result as { id: string }).id);
    const sheet = await workbookOf([
      ['客户名称', '手机号', '客户地址-联系人', '客户地址-联系电话', '客户地址-详细地址', '客户地址-默认地址'],
      ['Import customer', '13900001002', 'A', '13800000009', 'A street 1', '是'],
      [null, null, 'B', '13800000009', 'B street 1', '是'],
      [null, null, 'C', '13800000009', 'C street 1', '否'],
    ]);
    const r = await importFile(t, '/wl/customer', sheet, {}, ZH);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ total: 3, imported: 1, failed: 0 });
    const imported = await t.db
      .selectFrom('wl_customer')
      .select('id')
      .where('name', '=', 'Import customer')
      .executeTakeFirstOrThrow();
    const importId = String(imported.id);

    // Per-record values: ids, times, the customer's own name and phone, the address's customer.
    const VOLATILE = ['id', 'createTime', 'updateTime', 'name', 'phone', 'customerId', 'customerId_dictText'];
    const norm = (l: LoggedChange) => {
      const strip = (o: Record<string, unknown> | null) =>
        o &&
        Object.fromEntries(Object.entries(o).filter(([k]) => !VOLATILE.includes(k) || (k === 'phone' && o.contact)));
      return { op: l.op, old: strip(l.old), new: strip(l.new) };
    };
    const addresses = async (customerId: string) =>
      (await t.db
        .selectFrom('wl_customer_address')
        .select(['id', 'contact', 'is_default', 'version'])
        .where('customer_id', '=', customerId)
        .orderBy('contact')
        .execute()) as { id: string; contact: string; is_default: unknown; version: unknown }[];
    /** Per address (by contact): its data-log rows in order, normalised. */
    const logsOf = async (customerId: string) => {
      const out: Record<string, unknown> = {
        customer: (await dataLogs(t, 'wl_customer', customerId)).map(norm),
      };
      for (const a of await addresses(customerId))
        out[a.contact] = (await dataLogs(t, 'wl_customer_address', a.id)).map(norm);
      return out;
    };
    const flags = async (customerId: string) =>
      (await addresses(customerId)).map((a) => [a.contact, Boolean(Number(a.is_default)), Number(a.version)]);
    // The form: the last row sent as default keeps the flag, the earlier one is added without it.
    expect(await flags(formId)).toEqual([
      ['A', false, 1],
      ['B', true, 1],
      ['C', false, 1],
    ]);
    expect(await flags(importId)).toEqual(await flags(formId));
    const formLogs = await logsOf(formId);
    expect(formLogs.A).toMatchObject([{ op: 'add', old: null, new: { contact: 'A', isDefault: false, version: 1 } }]);
    expect(await logsOf(importId)).toEqual(formLogs);
  });

  it('imports master columns only with isSingleTableImport, and fixes foreignKeys on a detail import', async () => {
    const single = await importFile(
      t,
      '/wl/freightTemplate',
      await workbookOf([
        ['Template name', 'Template type', '运费阶梯-起始重量(kg)', '运费阶梯-价格', '运费阶梯-计价方式'],
        ['S1', 0, 0, 5, 0],
      ]),
      { isSingleTableImport: 'true' },
      EN,
    );
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.message).toContain('ignored unknown columns');
    expect(await tiers('S1')).toEqual([]);
    const s1 = await t.db
      .selectFrom('wl_freight_template')
      .select('id')
      .where('name', '=', 'S1')
      .executeTakeFirstOrThrow();
    const detail = await importFile(
      t,
      '/wl/freight',
      await workbookOf([
        ['startWeight', 'price', 'pricingType'],
        [1, 2, 0],
        [3, 4, 0],
      ]),
      { foreignKeys: JSON.stringify({ templateId: s1.id }) },
      EN,
    );
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(await tiers('S1')).toEqual([
      [1, 200],
      [3, 400],
    ]);
    const bad = await importFile(
      t,
      '/wl/freight',
      await workbookOf([
        ['startWeight', 'price', 'pricingType'],
        [1, 2, 0],
      ]),
      { foreignKeys: JSON.stringify({ templateId: 'nope' }) },
      EN,
    );
    expect(bad.body.code).toBe(201);
    expect(bad.body.result.errors[0].message).toContain('"nope" does not exist');
    expect(
      (await importFile(t, '/wl/freight', await workbookOf([['price'], [1]]), { foreignKeys: '[1]' }, EN)).status,
    ).toBe(400);
  });

  it('reports progress to its own user only', async () => {
    const r = await importFile(
      t,
      '/wl/site',
      await workbookOf([
        ['siteName', 'type', 'siteMode'],
        ['P1', 1, 0],
        ['P2', 1, 0],
      ]),
      { progressId: 'job-1' },
      EN,
    );
    expect(r.status).toBe(200);
    const mine = await t.get('/sys/excel/progress', { id: 'job-1' });
    expect(mine.status).toBe(200);
    expect(mine.body.result).toEqual({ kind: 'import', phase: 'done', done: 2, total: 2 });
    const u = await userWith(t, ['wl:site:list']);
    const theirs = await t.get('/sys/excel/progress', { id: 'job-1' }, u.headers);
    expect(theirs.status).toBe(404);
    expect((await t.get('/sys/excel/progress', { id: 'bad id!' })).status).toBe(400);
  });

  it('needs the importExcel code; hidden fields are refused like unknown headers', async () => {
    const wb = await workbookOf([
      ['Site name', 'Site type', 'Site mode', 'Person in charge'],
      ['Perm 1', 1, 0, 'Alice'],
    ]);
    const none = await userWith(t, ['wl:site:list']);
    const refused = await importFile(t, '/wl/site', wb, {}, { ...none.headers, ...EN });
    expect(refused.status).toBe(403);
    await addFieldPermission(t, 'wl:site:list', 'wl:site:field:person', 1);
    const u = await userWith(t, ['wl:site:list', 'wl:site:importExcel']);
    const r = await importFile(t, '/wl/site', wb, {}, { ...u.headers, ...EN });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toContain('ignored unknown columns: Person in charge');
    const row = await t.db
      .selectFrom('wl_site')
      .select(['person', 'create_by'])
      .where('site_name', '=', 'Perm 1')
      .executeTakeFirstOrThrow();
    expect(row.person).toBeNull();
    expect(row.create_by).toMatch(/^u/);
  });
});
