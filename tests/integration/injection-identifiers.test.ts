// Table and column names never come from a request: SQL sent in every identifier-like parameter of
// the dictionary, tree, category, duplicate-check and sort endpoints gets a 400 in the envelope, with
// no SQL text, driver message or stack in the answer, and the database stays exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

const PAYLOADS = [
  'sys_user;drop table sys_user',
  "sys_position' or '1'='1",
  'sys_position where 1=1--',
  'name) union select password from sys_user--',
  '(select password from sys_user)',
  'sys_position"; delete from sys_position; --',
  'name,code',
  '*',
  '1=1',
];

/** Driver and engine texts that must never reach a client. */
const LEAK =
  /SQLITE_|syntax error|relation "|does not exist|near "|column .* of relation|node_modules|\.ts:\d+|\n\s+at /i;

const TABLES = ['sys_user', 'sys_position', 'sys_dict', 'sys_dict_item', 'sys_category', 'wl_site', 'sys_data_log'];

describe.each(DIALECTS)('identifier injection on %s', (dialect) => {
  let t: TestApp;
  let categoryId: string;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    await addOk(t, '/sys/position', { name: '司机', code: 'driver' });
    await addOk(t, '/wl/site', { siteName: 'HQ', type: 0, siteMode: 0 });
    categoryId = (await addOk(t, '/sys/category', { name: '货物', code: 'GOODS' })).id;
  });
  afterAll(async () => t?.close());

  const state = async () =>
    Object.fromEntries(
      await Promise.all(TABLES.map(async (x) => [x, await t.db.selectFrom(x).selectAll().orderBy('id').execute()])),
    );

  function refused(r: Answer, payload: string, echoAllowed = false) {
    expect(r.status, `${payload}: ${JSON.stringify(r.body)}`).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400, result: null });
    const text = JSON.stringify(r.body);
    expect(text).not.toMatch(LEAK);
    if (!echoAllowed) expect(r.body.message).not.toContain(payload);
  }

  it('dictionary endpoints refuse SQL in codes, table, field and condition parameters', async () => {
    const before = await state();
    const tree = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'parentId', pid: '' };
    for (const p of PAYLOADS) {
      const e = encodeURIComponent(p);
      refused(await t.get(`/sys/dict/getDictItems/${e}`), p);
      refused(await t.get(`/sys/dict/getDictItems/${encodeURIComponent(`sys_position,${p},code`)}`), p);
      refused(await t.get(`/sys/dict/getDictItems/${encodeURIComponent(`sys_position,name,${p}`)}`), p);
      refused(await t.get(`/sys/dict/loadDict/${e}`, { keyword: 'x', pageSize: 5 }), p);
      refused(await t.get(`/sys/dict/loadDict/${encodeURIComponent(`${p},name,code`)}`), p);
      refused(await t.get(`/sys/dict/loadDictItem/${e}`, { key: 'driver' }), p);
      refused(await t.get(`/sys/dict/loadDictItem/${encodeURIComponent(`sys_position,${p},code`)}`, { key: 'a' }), p);
      for (const key of ['tableName', 'text', 'code', 'pidField', 'hasChildField'] as const) {
        refused(await t.get('/sys/dict/loadTreeData', { ...tree, [key]: p }), p);
      }
      refused(await t.get('/sys/dict/loadTreeData', { ...tree, condition: p }), p);
      refused(await t.get('/sys/dict/loadTreeData', { ...tree, condition: JSON.stringify({ [p]: 'x' }) }), p);
    }
    // Values are bound, so SQL in a value is just a value that matches nothing.
    const value = await t.get<unknown[]>('/sys/dict/loadDict/sys_position,name,code', { keyword: "' or 1=1--" });
    expect(value.body.result).toEqual([]);
    const cond = await t.get<unknown[]>('/sys/dict/loadTreeData', {
      ...tree,
      condition: JSON.stringify({ name: "x' or '1'='1" }),
    });
    expect(cond.body.result).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it('category endpoints refuse SQL in field names and conditions', async () => {
    const before = await state();
    for (const p of PAYLOADS) {
      refused(await t.get('/sys/category/loadOne', { field: p, val: 'GOODS' }), p);
      refused(await t.get('/sys/category/loadTreeData', { pid: categoryId, condition: p }), p);
      refused(await t.get('/sys/category/loadTreeData', { condition: JSON.stringify({ [p]: 1 }) }), p);
    }
    const asValue = await t.get('/sys/category/loadOne', { field: 'code', val: "GOODS' or '1'='1" });
    expect(asValue.status).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('the duplicate check refuses SQL in table and field names', async () => {
    const before = await state();
    for (const p of PAYLOADS) {
      refused(await t.get('/sys/duplicate/check', { tableName: p, fieldName: 'code', fieldVal: 'x' }), p);
      refused(await t.get('/sys/duplicate/check', { tableName: 'sys_position', fieldName: p, fieldVal: 'x' }), p);
    }
    const asValue = await t.get('/sys/duplicate/check', {
      tableName: 'sys_position',
      fieldName: 'code',
      fieldVal: "driver' or '1'='1",
    });
    expect(asValue.body).toMatchObject({ success: true, message: '该值可用！' });
    expect(await state()).toEqual(before);
  });

  it('generic lists refuse SQL in the sort column and order', async () => {
    const before = await state();
    for (const p of PAYLOADS) {
      // The 400 names the refused column, so the echo of the client's own text is allowed here.
      refused(await t.get('/wl/site/list', { column: p }), p, true);
      refused(await t.get('/wl/site/list', { column: 'siteName', order: p }), p, true);
      refused(await t.get('/sys/position/list', { column: p, order: 'desc' }), p, true);
    }
    expect(await state()).toEqual(before);
  });
});
