// A label field with an English companion (x-english: sys_dict.dictName -> dictNameEn, sys_permission
// name -> nameEn, sys_depart, sys_dict_item) labels references in English for an English request when
// the companion is filled, its own text otherwise; the kept labels (engine/crud/label-cache.ts) never
// mix the languages. A text search matches either text. An English export's reference labels import
// back to the same records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { download, readSheet } from './helpers/workbook.ts';

const EN = { 'accept-language': 'en-US,en;q=0.9' };
type Item = { id: string; dictId: string; dictId_dictText: string | null };

describe.each(DIALECTS)('English reference labels on %s', (dialect) => {
  let t: TestApp;
  let sex: { id: string; dictName: string; dictNameEn: string };
  const itemLabel = async (headers?: Record<string, string>) => {
    const r = await t.get<{ records: Item[] }>('/sys/dictItem/list', { dictId: sex.id, pageSize: 5 }, headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.records.length).toBeGreaterThan(0);
    return [...new Set(r.body.result.records.map((i) => i.dictId_dictText))];
  };
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
    const r = await t.get<{ records: (typeof sex)[] }>('/sys/dict/list', { dictCode: 'sex' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    sex = r.body.result.records[0]!;
  }, 60_000);
  afterAll(async () => t?.close());

  it('labels a reference in the request language, kept apart per language', async () => {
    expect(sex.dictNameEn).toBeTruthy();
    expect(await itemLabel()).toEqual([sex.dictName]);
    expect(await itemLabel(EN)).toEqual([sex.dictNameEn]);
    expect(await itemLabel()).toEqual([sex.dictName]); // the kept Chinese label, not the English one
    expect(await itemLabel(EN)).toEqual([sex.dictNameEn]);
  });

  it('a text search finds a record by either text', async () => {
    const found = async (dictName: string) => {
      const r = await t.get<{ records: { id: string }[] }>('/sys/dict/list', { dictName, pageSize: 100 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.records.map((d) => d.id);
    };
    expect(await found(`*${sex.dictName}*`)).toContain(sex.id);
    expect(await found(`*${sex.dictNameEn.toLowerCase()}*`)).toContain(sex.id);
    expect(await found(sex.dictNameEn)).toEqual([]); // a plain value is equality, on the own text only
    expect(await found('*no such dictionary*')).toEqual([]);
  });

  it('falls back to the own text when the English companion is empty or blank', async () => {
    for (const blank of [null, '', '  ']) {
      await t.db.updateTable('sys_dict').set({ dict_name_en: blank }).where('id', '=', sex.id).execute();
      expect(await itemLabel(EN)).toEqual([sex.dictName]);
    }
    await t.db.updateTable('sys_dict').set({ dict_name_en: sex.dictNameEn }).where('id', '=', sex.id).execute();
    expect(await itemLabel(EN)).toEqual([sex.dictNameEn]);
  });

  it('an English export names the dictionary in English, and imports back onto the same records', async () => {
    const exported = await download(t, '/sys/dictItem', { dictId: sex.id }, EN);
    expect(exported.statusCode).toBe(200);
    const sheet = await readSheet(exported);
    const column = sheet.header.indexOf('Dictionary');
    expect(column, JSON.stringify(sheet.header)).toBeGreaterThanOrEqual(0);
    expect(new Set(sheet.rows.map((r) => r[column]))).toEqual(new Set([sex.dictNameEn]));
    const before = await t.db.selectFrom('sys_dict_item').selectAll().where('dict_id', '=', sex.id).execute();
    const r = await importFile(t, '/sys/dictItem', exported.rawPayload, { updateMode: 'update' }, EN);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ failed: 0, imported: before.length, updated: 0 });
    const after = await t.db.selectFrom('sys_dict_item').selectAll().where('dict_id', '=', sex.id).execute();
    expect(after).toEqual(before);
  });

  it('a table dictionary (sys_depart) gives its English texts to English requests, found by either text', async () => {
    const added = await t.post<{ id: string }>('/sys/sysDepart/add', {
      departName: '华南大区',
      departNameEn: 'South China',
      orgCategory: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const code = 'sys_depart,depart_name,id';
    type DictItem = { value: string; text: string };
    const items = async (path: string, headers?: Record<string, string>, query?: Record<string, string>) => {
      const r = await t.get<DictItem[]>(`/sys/dict/${path}/${code}`, query, headers);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.filter((i) => i.value === added.body.result.id).map((i) => i.text);
    };
    expect(await items('getDictItems')).toEqual(['华南大区']);
    expect(await items('getDictItems', EN)).toEqual(['South China']);
    expect(await items('loadDict', EN, { keyword: 'south' })).toEqual(['South China']);
    expect(await items('loadDict', EN, { keyword: '华南' })).toEqual(['South China']);
    expect(await items('loadDict', undefined, { keyword: 'south' })).toEqual(['华南大区']);
  });

  it('an import names a parent created earlier in the same file by its English name too', async () => {
    const sheet = await workbookOf([
      ['departName', 'departNameEn', 'orgCategory', 'parentId'],
      ['华东大区', 'East China', '1', ''],
      ['上海分部', 'Shanghai branch', '2', 'East China'],
      ['杭州分部', 'Hangzhou branch', '2', '华东大区'],
    ]);
    const r = await importFile(t, '/sys/sysDepart', sheet, {}, EN);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ imported: 3, failed: 0 });
    const rows = await t.db
      .selectFrom('sys_depart as d')
      .innerJoin('sys_depart as p', 'p.id', 'd.parent_id')
      .select(['d.depart_name as name', 'p.depart_name as parent'])
      .where('p.depart_name', '=', '华东大区')
      .orderBy('d.depart_name')
      .execute();
    expect(rows).toEqual([
      { name: '上海分部', parent: '华东大区' },
      { name: '杭州分部', parent: '华东大区' },
    ]);
  });
});
