// List and queryById `_dictText` labels come from the database dictionaries: an administrator's edit
// of an item's text shows in the next list, in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('dictionary labels from the database on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  const EN = { 'accept-language': 'en-US,en;q=0.9' };
  const label = async (id: string, headers?: Record<string, string>) => {
    const list = await t.get<{ records: Rec[] }>('/wl/site/list', { pageSize: 50 }, headers);
    expect(list.status).toBe(200);
    const one = await t.get<Rec>('/wl/site/queryById', { id }, headers);
    const fromList = list.body.result.records.find((r) => r.id === id)!.siteMode_dictText;
    expect(one.body.result.siteMode_dictText).toBe(fromList);
    return fromList;
  };
  const franchiseItem = async () => {
    const dicts = await t.get<{ records: Rec[] }>('/sys/dict/list', { dictCode: 'site_mode' });
    const dictId = dicts.body.result.records[0].id;
    const items = await t.get<{ records: Rec[] }>('/sys/dictItem/list', { dictId, pageSize: 50 });
    return items.body.result.records.find((r) => r.itemValue === '1')!;
  };

  it('shows an edited item text at once, falls back to the schema label for a disabled item', async () => {
    const site = await addOk(t, '/wl/site', { siteName: 'Franchised', type: 0, siteMode: 1 });
    expect(await label(site.id)).toBe('加盟');
    expect(await label(site.id, EN)).toBe('Franchise');

    const item = await franchiseItem();
    const edited = await t.put('/sys/dictItem/edit', {
      id: item.id,
      version: item.version,
      itemText: '加盟店',
      itemTextEn: 'Franchisee',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await label(site.id)).toBe('加盟店');
    expect(await label(site.id, EN)).toBe('Franchisee');

    // A disabled item is no longer offered, but existing rows keep a readable label (the schema's).
    const again = await franchiseItem();
    const off = await t.put('/sys/dictItem/edit', { id: again.id, version: again.version, status: '0' });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await label(site.id)).toBe('加盟');
  });
});
