// The data log's changes carry the words the list shows for their values (platform/sys/log-diff.ts
// `labelChanges`, through engine/crud/records.ts `fieldValueLabels`): dictionary items, a referenced
// record's label and region names in the request's language, in the history (/sys/dataLog/list) and
// the comparison (/sys/dataLog/queryCompareList); the raw value stays beside them, and a code no
// dictionary holds any more has no text (the screen shows the code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import { buildEntityModels } from '../../src/server/engine/crud/entity-model.ts';
import { fieldValueLabels } from '../../src/server/engine/crud/records.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
  beforeText: string | null;
  afterText: string | null;
}
interface Entry {
  id: string;
  op: string;
  diff: Change[];
}

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN' };
const AREA = '110000,110100,110101';

describe.each(DIALECTS)('data-log labels on %s', (dialect) => {
  let t: TestApp;
  let hub: Rec;
  let site: Rec;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    hub = await addOk(t, '/wl/site', { siteName: 'Label Hub', type: 1, siteMode: 0 });
    site = await addOk(t, '/wl/site', { siteName: 'Label Outlet', type: 3, siteMode: 0 });
    const edited = await t.put<Rec>('/wl/site/edit', {
      id: site.id,
      version: site.version,
      type: 2,
      siteMode: 1,
      parentId: hub.id,
      area: AREA,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  }, 60_000);
  afterAll(async () => t?.close());

  const history = async (headers: Record<string, string>) => {
    const page = await t.get<PageResult<Entry>>(
      '/sys/dataLog/list',
      { dataTable: 'wl_site', dataId: site.id },
      headers,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return page.body.result.records;
  };
  const byField = (diff: Change[]) => Object.fromEntries(diff.map((c) => [c.field, c]));
  /** The labels the list shows for the site, by field. */
  const listLabels = async (headers: Record<string, string>) => {
    const list = await t.get<{ records: Rec[] }>('/wl/site/list', { pageSize: 50 }, headers);
    expect(list.status).toBe(200);
    return list.body.result.records.find((r) => r.id === site.id)!;
  };

  it('labels an edit in the history in Chinese and English, as the list labels the record', async () => {
    for (const [headers, words] of [
      [ZH, { type: ['网点', '二级转运中心'], siteMode: ['自营', '加盟'], area: '北京市 / 市辖区 / 东城区' }],
      [EN, { type: ['Outlet', 'Level-2 transfer centre'], siteMode: ['Self-run', 'Franchise'], area: null }],
    ] as const) {
      const edit = (await history(headers)).find((e) => e.op === 'edit')!;
      const d = byField(edit.diff);
      expect(d.type).toMatchObject({ before: 3, after: 2, beforeText: words.type[0], afterText: words.type[1] });
      expect(d.siteMode).toMatchObject({
        before: 0,
        after: 1,
        beforeText: words.siteMode[0],
        afterText: words.siteMode[1],
      });
      expect(d.parentId).toMatchObject({ before: null, after: hub.id, beforeText: null, afterText: 'Label Hub' });
      expect(d.area).toMatchObject({ before: null, after: AREA, beforeText: null });
      if (words.area) expect(d.area.afterText).toBe(words.area);
      // The same words as the list's for the record as it is now.
      const listed = await listLabels(headers);
      expect(d.type.afterText).toBe(listed.type_dictText);
      expect(d.siteMode.afterText).toBe(listed.siteMode_dictText);
      expect(d.parentId.afterText).toBe(listed.parentId_dictText);
      expect(d.area.afterText).toBe(listed.area_dictText);
      // Values without a label keep only their raw form.
      const add = (await history(headers)).find((e) => e.op === 'add')!;
      expect(byField(add.diff).siteName).toMatchObject({ after: 'Label Outlet', beforeText: null, afterText: null });
    }
  });

  it('labels the comparison of two entries and each entry of it', async () => {
    const entries = await history(ZH);
    const add = entries.find((e) => e.op === 'add')!;
    const edit = entries.find((e) => e.op === 'edit')!;
    for (const [headers, type, mode] of [
      [EN, ['Outlet', 'Level-2 transfer centre'], ['Self-run', 'Franchise']],
      [ZH, ['网点', '二级转运中心'], ['自营', '加盟']],
    ] as const) {
      const cmp = await t.get<{ records: Entry[]; diff: Change[] }>(
        '/sys/dataLog/queryCompareList',
        { dataId1: add.id, dataId2: edit.id },
        headers,
      );
      expect(cmp.status, JSON.stringify(cmp.body)).toBe(200);
      const d = byField(cmp.body.result.diff);
      expect(d.type).toMatchObject({ before: 3, after: 2, beforeText: type[0], afterText: type[1] });
      expect(d.siteMode).toMatchObject({ beforeText: mode[0], afterText: mode[1] });
      expect(d.parentId).toMatchObject({ after: hub.id, afterText: 'Label Hub' });
      expect(byField(cmp.body.result.records[1].diff).type.afterText).toBe(type[1]);
      expect(byField(cmp.body.result.records[0].diff).type.afterText).toBe(type[0]);
    }
  });

  it('shows an edited dictionary text and a renamed parent at once, as the list does', async () => {
    const dicts = await t.get<{ records: Rec[] }>('/sys/dict/list', { dictCode: 'site_mode' });
    const items = await t.get<{ records: Rec[] }>('/sys/dictItem/list', {
      dictId: String(dicts.body.result.records[0].id),
      pageSize: 50,
    });
    const item = items.body.result.records.find((r) => r.itemValue === '1')!;
    const edited = await t.put('/sys/dictItem/edit', {
      id: item.id,
      version: item.version,
      itemText: '加盟店',
      itemTextEn: 'Franchisee',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const renamed = await t.put('/wl/site/edit', { id: hub.id, version: hub.version, siteName: 'Label Hub 2' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const d = byField((await history(EN)).find((e) => e.op === 'edit')!.diff);
    expect(d.siteMode.afterText).toBe('Franchisee');
    expect(d.parentId.afterText).toBe('Label Hub 2');
    expect((await listLabels(EN)).siteMode_dictText).toBe('Franchisee');
  });

  it('leaves a code no dictionary holds any more without text, not blank and no failure', async () => {
    // A log row written when site_type still had an item 7 (the schema's dictionary has lost it since).
    const row = await t.db
      .selectFrom('sys_data_log')
      .select(['id', 'new_data'])
      .where('data_id', '=', String(site.id))
      .where('op', '=', 'edit')
      .executeTakeFirstOrThrow();
    const state = JSON.parse(String(row.new_data)) as Rec;
    await t.db
      .updateTable('sys_data_log')
      .set({ new_data: JSON.stringify({ ...state, type: 7 }) })
      .where('id', '=', row.id)
      .execute();
    const d = byField((await history(ZH)).find((e) => e.op === 'edit')!.diff);
    expect(d.type).toMatchObject({ before: 3, after: 7, beforeText: '网点', afterText: null });
    expect(d.siteMode.afterText).toBe('加盟店');
  });

  it('labels a comma-joined dictionary value code by code and a boolean as 是/否', async () => {
    const models = buildEntityModels(registry, routeSchemas, t.dialect, createAjv);
    const sites = models.get('wl_site')!;
    const values = [
      { field: 'type', value: '1,2' },
      { field: 'type', value: '1,7' },
      { field: 'type', value: '7' },
      { field: 'parentId', value: String(hub.id) },
      { field: 'parentId', value: 'no-such-site' },
      { field: 'person', value: 'Ann' },
      { field: 'type', value: null },
    ];
    expect(await fieldValueLabels(t.db, sites, values, 'zh-CN', 0)).toEqual([
      '一级转运中心,二级转运中心',
      '一级转运中心,7',
      null,
      'Label Hub 2',
      null,
      null,
      null,
    ]);
    const addresses = models.get('wl_customer_address')!;
    const flags = [true, false, 1, 0, null].map((value) => ({ field: 'isDefault', value }));
    expect(await fieldValueLabels(t.db, addresses, flags, 'zh-CN', 0)).toEqual(['是', '否', '是', '否', null]);
    expect(await fieldValueLabels(t.db, addresses, flags, 'en', 0)).toEqual(['Yes', 'No', 'Yes', 'No', null]);
  });
});
