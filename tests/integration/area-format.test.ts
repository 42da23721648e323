// Region fields (format area): the value is province[,city[,area]] codes under root 86, and the server
// checks the path against the region table (each code a child of the one before), in both languages,
// leaving the database unchanged when it refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, snapshot } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('area format on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  const site = (area: string, name: string) => ({ siteName: name, type: 0, siteMode: 0, area });

  it.each([
    ['440000', 'province only'],
    ['440000,440300', 'province and city'],
    ['440000,440300,440305', 'province, city and area'],
  ])('stores %s (%s)', async (area, name) => {
    const added = await addOk(t, '/wl/site', site(area, `area ${name}`));
    const row = await t.get<{ area: string }>('/wl/site/queryById', { id: added.id });
    expect(row.body.result.area).toBe(area);
  });

  it.each([
    ['Zhejiang/Hangzhou', 'text'],
    ['440000,110100', 'a city of another province'],
    ['440000,440300,110101', 'an area of another city'],
    ['999999', 'an unknown province'],
    ['440300', 'a city without its province'],
    ['440000,440300,440305,440305', 'four levels'],
    ['440000, 440300', 'spaces'],
  ])('refuses %s (%s) and writes nothing', async (area) => {
    const before = await snapshot(t);
    const zh = await t.post('/wl/site/add', site(area, 'bad area'));
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('请选择正确的省市区');
    const en = await t.post('/wl/site/add', site(area, 'bad area'), { 'Accept-Language': 'en' });
    expect(en.body.message).toContain('Please choose a valid province, city and district');
    expect(await snapshot(t)).toEqual(before);
  });
});
