// The list page's compiled presenter (engine/crud/list-present.ts) gives exactly the records
// presentRows gives (records.ts): same values, same key order (the JSON text is compared), for every
// entity with rows after the seed, in both languages, with area, dictionary, money and reference fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import { buildEntityModels, type EntityModel } from '../../src/server/engine/crud/entity-model.ts';
import { presentPage } from '../../src/server/engine/crud/list-present.ts';
import { presentRows, type Rec } from '../../src/server/engine/crud/records.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, seed } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('list presenter on %s', (dialect) => {
  let t: TestApp;
  let models: Map<string, EntityModel>;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const s = await seed(t);
    const areas = ['440000,440300,440305', '440000,440300', '440000', ''];
    for (let i = 0; i < 8; i++) {
      await addOk(t, '/wl/site', {
        siteName: `站点 ${i}`,
        type: i % 4,
        siteMode: i % 2,
        ...(areas[i % 4] ? { area: areas[i % 4] } : {}),
        ...(i % 2 ? { parentId: s.hq.id } : {}),
        ...(i % 3 ? { siteReceiveFee: i * 1.25, siteReceiveFeeType: i % 2 } : {}),
      });
    }
    models = buildEntityModels(registry, routeSchemas, t.dialect, createAjv);
  }, 60_000);
  afterAll(async () => t?.close());

  const rowsOf = async (model: EntityModel, select = model.select) =>
    (await t.db.selectFrom(model.table).select(select).orderBy('id').limit(20).execute()) as Rec[];

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`gives presentRows' records for every seeded entity (${lang})`, async () => {
      let compared = 0;
      for (const model of models.values()) {
        const rows = await rowsOf(model);
        if (rows.length === 0) continue;
        const expected = await presentRows(t.db, model, structuredClone(rows), lang, 0);
        const input = structuredClone(rows);
        const got = await presentPage(t.db, model, input, lang, 0);
        expect(JSON.stringify(got), model.table).toBe(JSON.stringify(expected));
        // Twice: the second call runs the kept plan.
        expect(JSON.stringify(await presentPage(t.db, model, structuredClone(rows), lang, 0))).toBe(
          JSON.stringify(expected),
        );
        compared++;
      }
      expect(compared).toBeGreaterThan(3);
    });
  }

  it('labels wl_site rows (area, dictionaries, parent) and recompiles for another row shape', async () => {
    const model = models.get('wl_site')!;
    const rows = await rowsOf(model);
    const got = await presentPage(t.db, model, structuredClone(rows), 'zh-CN', 0);
    const byName = new Map(got.map((r) => [r.siteName, r]));
    expect(byName.get('站点 0')).toMatchObject({
      area_dictText: expect.stringContaining('广东'),
      parentId_dictText: null,
    });
    expect(byName.get('站点 1')).toMatchObject({ parentId_dictText: 'HQ', siteMode_dictText: expect.any(String) });
    expect(byName.get('站点 1')!.siteReceiveFee).toBe(1.25);
    // Fewer columns (another view's select): the records follow the rows' own columns.
    const narrow = ['id', 'type', 'site_name as siteName'];
    const small = await rowsOf(model, narrow as never);
    const expected = await presentRows(t.db, model, structuredClone(small), 'en', 0);
    expect(JSON.stringify(await presentPage(t.db, model, structuredClone(small), 'en', 0))).toBe(
      JSON.stringify(expected),
    );
    expect(Object.keys((await presentPage(t.db, model, structuredClone(rows), 'en', 0))[0])).toEqual(
      Object.keys((await presentRows(t.db, model, structuredClone(rows), 'en', 0))[0]),
    );
  });
});
