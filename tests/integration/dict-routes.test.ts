// Dictionaries in the database: seeded from schemas/dicts at every start without overwriting edits,
// served per language from sys_dict_item, table and tree dictionaries limited to dictTable entities,
// and the cache refreshed when an item changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Item = { value: string | number; text: string; title: string; label: string; color?: string };

describe.each(DIALECTS)('dictionaries on %s', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await startTestApp({ dialect, database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const items = async (code: string, lang?: string) =>
    (await t.get<Item[]>(`/sys/dict/getDictItems/${code}`, {}, lang ? { 'accept-language': lang } : {})).body.result;

  it('seeds every registry dictionary and item once, idempotently', async () => {
    const count = async (table: string) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const dicts = Object.values(registry.dicts);
    expect(await count('sys_dict')).toBe(dicts.length);
    expect(await count('sys_dict_item')).toBe(dicts.reduce((n, d) => n + d.items.length, 0));
    const row = await t.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['i.item_text', 'i.item_text_en', 'i.item_value', 'i.color', 'i.sort_order', 'i.status'])
      .where('d.dict_code', '=', 'site_mode')
      .where('i.item_value', '=', '1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      item_text: '加盟',
      item_text_en: 'Franchise',
      color: 'orange',
      sort_order: 2,
      status: '1',
    });

    // An administrator edits a seeded item; a restart on the same database adds nothing and keeps the edit.
    const dictId = (await t.get<{ records: Rec[] }>('/sys/dict/list', { dictCode: 'site_mode' })).body.result.records[0]
      .id;
    const list = await t.get<{ records: Rec[] }>('/sys/dictItem/list', { dictId, pageSize: 50 });
    expect(list.status).toBe(200);
    expect(list.body.result.records.map((r) => r.itemValue)).toEqual(['0', '1']);
    const franchise = list.body.result.records.find((r) => r.itemValue === '1')!;
    const edited = await t.put('/sys/dictItem/edit', {
      id: franchise.id,
      version: franchise.version,
      itemText: '加盟店',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const before = { dicts: await count('sys_dict'), items: await count('sys_dict_item') };
    await t.close();
    t = await startTestApp({ dialect, database });
    expect({ dicts: await count('sys_dict'), items: await count('sys_dict_item') }).toEqual(before);
    expect((await items('site_mode')).map((i) => i.text)).toEqual(['自营', '加盟店']);
  });

  it('serves items in the request language with value, text, title, label and colour', async () => {
    const zh = await items('site_type');
    expect(zh[0]).toEqual({ value: 0, text: '公司', title: '公司', label: '公司', color: expect.any(String) });
    const en = await items('site_type', 'en-US,en;q=0.9');
    expect(en.map((i) => i.text)).toEqual(registry.dicts.site_type.items.map((i) => i.label.en));
    // String-valued dictionaries keep string values.
    expect((await items('fill_date_format')).map((i) => i.value)).toEqual(['NONE', 'YYYYMMDD', 'YYYYMM', 'YYYY']);
  });

  it('reports an unknown or empty code clearly', async () => {
    const unknown = await t.get('/sys/dict/getDictItems/no_such_dict');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 404 });
    for (const path of ['/sys/dict/getDictItems/', '/sys/dict/getDictItems/%20']) {
      const empty = await t.get(path);
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('字典Code不能为空!');
    }
  });

  it('refreshes the cache when an item changes, and hides disabled items', async () => {
    const all = async () => (await t.get<Record<string, Item[]>>('/sys/dict/queryAllDictItems')).body.result;
    expect((await all()).sex.map((i) => i.value)).toEqual(registry.dicts.sex.items.map((i) => i.value));
    const dictId = (await t.get<{ records: Rec[] }>('/sys/dict/list', { dictCode: 'sex' })).body.result.records[0].id;
    const added = await addOk(t, '/sys/dictItem', {
      dictId,
      itemText: '未知',
      itemTextEn: 'Unknown',
      itemValue: '9',
      sortOrder: 99,
    });
    expect((await all()).sex.at(-1)).toMatchObject({ value: 9, text: '未知' });
    const en = (await t.get<Record<string, Item[]>>('/sys/dict/queryAllDictItems', {}, { 'accept-language': 'en' }))
      .body.result;
    expect(en.sex.at(-1)!.text).toBe('Unknown');
    await t.put('/sys/dictItem/edit', { id: added.id, version: added.version, status: '0' });
    expect((await all()).sex.some((i) => i.value === 9)).toBe(false);
    expect((await items('sex')).some((i) => i.value === 9)).toBe(false);
    // The sign-in answer carries the same table.
    const signIn = await t.login('admin', 'It#Admin2026');
    const dicts = (signIn.body.result as unknown as { sysAllDictItems: Record<string, Item[]> }).sysAllDictItems;
    expect(dicts.sex).toEqual((await all()).sex);
    expect((await t.get('/sys/dict/refleshCache')).status).toBe(200);
  });

  it('serves table dictionaries of dictTable entities only, with keyword and capped page size', async () => {
    for (let i = 0; i < 60; i++)
      await addOk(t, '/sys/position', { name: `岗位${String(i).padStart(2, '0')}`, code: `P${i}` });
    const byCode = await items('sys_position,name,code');
    expect(byCode).toHaveLength(60);
    expect(byCode[0]).toMatchObject({ value: 'P0', text: '岗位00' });
    // Column names work as well as wire names.
    expect(await items('sys_position,name,id')).toHaveLength(60);
    const page = await t.get<Item[]>('/sys/dict/loadDict/sys_position,name,code', { keyword: '岗位1', pageSize: 5 });
    expect(page.body.result.map((i) => i.text)).toEqual(['岗位10', '岗位11', '岗位12', '岗位13', '岗位14']);
    const capped = await t.get<Item[]>('/sys/dict/loadDict/sys_position,name,code', { pageSize: 1000 });
    expect(capped.body.result).toHaveLength(50);
    const plain = await t.get<Item[]>('/sys/dict/loadDict/site_type', { keyword: '网点' });
    expect(plain.body.result.every((i) => i.text.includes('网点'))).toBe(true);
    const labels = await t.get<string[]>('/sys/dict/loadDictItem/sys_position,name,code', { key: 'P3,P1,nope' });
    expect(labels.body.result).toEqual(['岗位03', '岗位01']);
    const plainLabels = await t.get<string[]>('/sys/dict/loadDictItem/site_mode', { key: '1,0' });
    expect(plainLabels.body.result).toEqual(['加盟店', '自营']);
    // Not a dictTable entity, a secret field, or JeecgBoot's SQL condition part: refused.
    for (const code of ['sys_user,realname,username', 'sys_position,name,code,1=1', 'wl_site,siteName,id']) {
      const r = await t.get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
      expect(r.status, code).toBe(400);
    }
  });

  it('loads categories as a tree dictionary', async () => {
    const a = await addOk(t, '/sys/category', { name: '货物', code: 'GOODS' });
    const a1 = await addOk(t, '/sys/category', { name: '电子', code: 'GOODS_E', parentId: a.id });
    await addOk(t, '/sys/category', { name: '手机', code: 'GOODS_E_P', parentId: a1.id });
    const tree = (q: Record<string, string>) =>
      t.get<Rec[]>('/sys/dict/loadTreeData', {
        tableName: 'sys_category',
        text: 'name',
        code: 'id',
        pidField: 'parentId',
        ...q,
      });
    const roots = await tree({ pid: '0' });
    expect(roots.body.result).toEqual([
      expect.objectContaining({ key: a.id, value: a.id, text: '货物', title: '货物', leaf: false, isLeaf: false }),
    ]);
    const children = await tree({ pid: a.id as string, hasChildField: 'code' });
    expect(children.body.result).toEqual([expect.objectContaining({ key: a1.id, text: '电子', leaf: false })]);
    const filtered = await tree({ pid: a.id as string, condition: JSON.stringify({ code: 'nope' }) });
    expect(filtered.body.result).toEqual([]);
    const bad = await tree({ pid: '', condition: 'code=1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });
});
