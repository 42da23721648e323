// Content rules of issue 9 through HTTP on the real server: one default address per customer (own
// add/edit and the customer form's address table), a driver message template in use cannot be edited
// (422 "此模板已被应用，禁止编辑!", nothing changes) nor deleted, and news/banner CRUD through the generic API.
// A cleared default address is an edit through the write pipeline: its own sys_data_log row with the old row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { dataLogs, lastDataLog } from './helpers/data-log.ts';
import { importFile, workbookOf } from './helpers/import.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Row = Record<string, unknown> & { id: string; version: number };
interface Page {
  records: Row[];
  total: number;
}

describe.each(DIALECTS)('content rules on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  async function ok<T = Row>(p: Promise<{ status: number; body: { result: unknown } }>): Promise<T> {
    const r = await p;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result as T;
  }
  const newCustomer = (extra: Record<string, unknown> = {}) =>
    ok(
      t.post('/wl/customer/add', {
        name: `Customer ${++seq}`,
        phone: `1390000${String(seq).padStart(4, '0')}`,
        ...extra,
      }),
    );
  const address = (contact: string, isDefault: boolean) => ({
    contact,
    phone: '13800000009',
    area: '110000,110100,110101',
    address: `${contact} street 1`,
    isDefault,
  });
  async function defaults(customerId: string): Promise<string[]> {
    const page = await ok<Page>(t.get('/wl/customerAddress/list', { customerId, pageSize: 50 }));
    return page.records.filter((r) => r.isDefault === true).map((r) => String(r.contact));
  }

  it('keeps one default address per customer through the address add and edit', async () => {
    const c = await newCustomer();
    const other = await newCustomer();
    const a = await ok(t.post('/wl/customerAddress/add', { customerId: c.id, ...address('A', true) }));
    await ok(t.post('/wl/customerAddress/add', { customerId: other.id, ...address('X', true) }));
    expect(await defaults(c.id)).toEqual(['A']);
    await ok(t.post('/wl/customerAddress/add', { customerId: c.id, ...address('B', true) }));
    expect(await defaults(c.id)).toEqual(['B']);
    expect(await lastDataLog(t, 'wl_customer_address', a.id)).toMatchObject({
      op: 'edit',
      old: { contact: 'A', isDefault: true, version: 1 },
      new: { contact: 'A', isDefault: false, version: 2 },
    });
    await ok(t.post('/wl/customerAddress/add', { customerId: c.id, ...address('C', false) }));
    expect(await defaults(c.id)).toEqual(['B']);
    const stored = await ok(t.get('/wl/customerAddress/queryById', { id: a.id }));
    await ok(t.put('/wl/customerAddress/edit', { id: a.id, version: stored.version, isDefault: true }));
    expect(await defaults(c.id)).toEqual(['A']);
    // another customer's default is not touched
    expect(await defaults(other.id)).toEqual(['X']);
  });

  it('keeps one default address when the addresses are saved with the customer form', async () => {
    const c = await newCustomer({ customerAddressList: [address('A', true), address('B', true), address('C', false)] });
    expect(await defaults(c.id)).toEqual(['B']);
    const page = await ok<Page>(t.get('/wl/customerAddress/list', { customerId: c.id, pageSize: 50 }));
    // Rows of one save: the earlier row sent as default is added without the flag, one log row each.
    const byContact = new Map(page.records.map((r) => [String(r.contact), r]));
    const first = await dataLogs(t, 'wl_customer_address', byContact.get('A')!.id);
    expect(first).toMatchObject([{ op: 'add', old: null, new: { isDefault: false, version: 1 } }]);
    const rows = page.records.map(({ id, version, contact, phone, area, address: addr, isDefault }) => ({
      id,
      version,
      contact,
      phone,
      area,
      address: addr,
      isDefault,
    }));
    const master = await ok(t.get('/wl/customer/queryById', { id: c.id }));
    // the user ticks C as default in the table, B still shows ticked from the form's load
    const edited = rows.map((r) => (r.contact === 'C' ? { ...r, isDefault: true } : r));
    await ok(t.put('/wl/customer/edit', { id: c.id, version: master.version, customerAddressList: edited }));
    expect(await defaults(c.id)).toEqual(['C']);
    expect(await lastDataLog(t, 'wl_customer_address', byContact.get('B')!.id)).toMatchObject({
      op: 'edit',
      old: { isDefault: true },
      new: { isDefault: false },
    });
    // A row sent as default before the stored default's own row (an API client sending only what
    // changed, the flag left out): that row's write clears the flag itself (one edit, no 409).
    const again = await ok<Page>(t.get('/wl/customerAddress/list', { customerId: c.id, pageSize: 50 }));
    const now = new Map(again.records.map((r) => [String(r.contact), r]));
    const row = (contact: string, extra: Record<string, unknown>) => {
      const { id, version, phone, area, address: addr, isDefault } = now.get(contact)!;
      return { id, version, contact, phone, area, address: addr, isDefault, ...extra };
    };
    const { isDefault: _sent, ...cWithoutFlag } = row('C', { phone: '13800000077' });
    const master2 = await ok(t.get('/wl/customer/queryById', { id: c.id }));
    const list = [row('A', { isDefault: true }), row('B', {}), cWithoutFlag];
    await ok(t.put('/wl/customer/edit', { id: c.id, version: master2.version, customerAddressList: list }));
    expect(await defaults(c.id)).toEqual(['A']);
    const cLogs = await dataLogs(t, 'wl_customer_address', now.get('C')!.id);
    expect(cLogs.at(-1)).toMatchObject({
      op: 'edit',
      old: { isDefault: true, phone: '13800000009' },
      new: { isDefault: false, phone: '13800000077', version: Number(now.get('C')!.version) + 1 },
    });
  });

  it('keeps one default address per customer through the Excel import (the last row wins)', async () => {
    const c = await newCustomer();
    const a = await ok(t.post('/wl/customerAddress/add', { customerId: c.id, ...address('A', true) }));
    const header = ['customerId', 'contact', 'phone', 'area', 'address', 'isDefault'];
    const row = (contact: string, isDefault: boolean) => [
      c.id,
      contact,
      '13800000009',
      '',
      `${contact} road`,
      isDefault,
    ];
    const data = await workbookOf([header, row('I1', true), row('I2', true), row('I3', false)]);
    const r = await importFile(t, '/wl/customerAddress', data);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await defaults(c.id)).toEqual(['I2']);
    const page = await ok<Page>(t.get('/wl/customerAddress/list', { customerId: c.id, pageSize: 50 }));
    const i1 = page.records.find((x) => x.contact === 'I1')!;
    // The earlier imported default: as with the rows of one form save, every row's beforeWrite runs
    // before any row is built, so I2 takes the flag from I1 before I1 is written: one add row, no edit.
    expect(await dataLogs(t, 'wl_customer_address', i1.id)).toMatchObject([
      { op: 'add', old: null, new: { isDefault: false, version: 1 } },
    ]);
    // The stored default is cleared by an edit, logged.
    expect(await lastDataLog(t, 'wl_customer_address', a.id)).toMatchObject({
      op: 'edit',
      old: { isDefault: true },
      new: { isDefault: false },
    });
  });

  async function template(useStatus: number) {
    return ok(
      t.post('/wl/driverMsgTemplate/add', {
        name: `Template ${++seq}`,
        code: `TPL_${seq}`,
        type: 1,
        content: 'Your order {orderNo} is ready',
        useStatus,
      }),
    );
  }
  const storedTemplate = (id: string) =>
    t.db.selectFrom('wl_driver_msg_template').selectAll().where('id', '=', id).executeTakeFirst();

  it('refuses to edit a template in use with 422 and changes nothing', async () => {
    const used = await template(1);
    const before = await storedTemplate(used.id);
    for (const patch of [{ content: 'Changed' }, { useStatus: 0 }, { name: 'Renamed', useStatus: 1 }]) {
      const r = await t.put('/wl/driverMsgTemplate/edit', { id: used.id, version: used.version, ...patch });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.message).toBe('此模板已被应用，禁止编辑!');
    }
    const en = await t.put(
      '/wl/driverMsgTemplate/edit',
      { id: used.id, version: used.version, content: 'Changed' },
      { 'Accept-Language': 'en' },
    );
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('This template is in use and cannot be edited!');
    expect(await storedTemplate(used.id)).toEqual(before);
    // an unused template is edited as usual, also into use; from then on it is locked
    const free = await template(0);
    const edited = await ok(
      t.put('/wl/driverMsgTemplate/edit', { id: free.id, version: free.version, content: 'New text', useStatus: 1 }),
    );
    expect(edited).toMatchObject({ content: 'New text', useStatus: 1 });
    const again = await t.put('/wl/driverMsgTemplate/edit', { id: free.id, version: edited.version, name: 'X' });
    expect(again.status).toBe(422);
  });

  it('refuses to delete a template in use (single and batch) and deletes unused ones', async () => {
    const used = await template(1);
    const free = await template(0);
    const one = await t.del('/wl/driverMsgTemplate/delete', { id: used.id });
    expect(one.status, JSON.stringify(one.body)).toBe(422);
    expect(one.body.message).toBe('此模板已被应用，禁止删除!');
    const batch = await t.del('/wl/driverMsgTemplate/deleteBatch', { ids: `${free.id},${used.id}` });
    expect(batch.status, JSON.stringify(batch.body)).toBe(422);
    expect(await storedTemplate(used.id)).toBeDefined();
    expect(await storedTemplate(free.id)).toBeDefined();
    await ok(t.del('/wl/driverMsgTemplate/delete', { id: free.id }));
    expect(await storedTemplate(free.id)).toBeUndefined();
  });

  it('refuses a duplicate template code', async () => {
    const a = await template(0);
    const r = await t.post('/wl/driverMsgTemplate/add', { name: 'Dup', code: a.code, type: 2, content: 'x' });
    expect(r.status).not.toBe(200);
    expect(r.status).toBeLessThan(500);
  });

  it.each([
    [
      '/wl/news',
      { title: 'Opening', content: '<p>We open a new site</p>', topFlag: 'top', status: 'published' },
      { topFlag: 'normal', status: 'stopped' },
    ],
    [
      '/wl/banner',
      { title: 'Spring', image: 'banner/a.png', linkUrl: 'https://example.com/spring', sort: 2, status: '1' },
      { sort: 5, status: '0' },
    ],
    ['/wl/driverBanner', { title: 'Safety', image: 'banner/b.png', sort: 1, status: '1' }, { title: 'Safety first' }],
  ])('runs create, read, list, edit and delete of %s through the generic API', async (api, body, patch) => {
    const created = await ok(t.post(`${api}/add`, body));
    expect(created).toMatchObject(body);
    const read = await ok(t.get(`${api}/queryById`, { id: created.id }));
    expect(read).toMatchObject(body);
    const page = await ok<Page>(t.get(`${api}/list`, { title: body.title }));
    expect(page.records.map((r) => r.id)).toContain(created.id);
    const edited = await ok(t.put(`${api}/edit`, { id: created.id, version: read.version, ...patch }));
    expect(edited).toMatchObject({ ...body, ...patch });
    await ok(t.del(`${api}/delete`, { id: created.id }));
    expect((await t.get(`${api}/queryById`, { id: created.id })).status).toBe(404);
  });

  it('refuses a news item with a status outside its dictionary', async () => {
    const r = await t.post('/wl/news/add', { title: 'Bad', topFlag: 'top', status: 'archived' });
    expect(r.status).toBe(400);
  });
});
