// Unique groups of detail rows within one master-detail save, on a registry where a template's tiers
// must have distinct start weights (unique [startWeight, templateId]; the registry's rule only, no
// database index, so every refusal here is the engine's): a later row repeating an earlier one fails,
// as does a row repeating a stored tier that stays; a tier deleted in the same save frees its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { Registry } from '../../runtime/core/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const API = '/wl/freightTemplate';

const uniqueTiers: Registry = {
  ...registry,
  entities: {
    ...registry.entities,
    wl_freight: { ...registry.entities.wl_freight, unique: [['startWeight', 'templateId']] },
  },
};

interface ErrorResult {
  errors: { field: string; message: string }[];
  details: Record<string, Record<string, Record<string, string>>>;
}

describe.each(DIALECTS)('unique detail rows within one save on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, registry: uniqueTiers });
  }, 60_000);
  afterAll(async () => t?.close());

  const starts = async (templateId: string) =>
    (
      await t.db
        .selectFrom('wl_freight')
        .select('start_weight')
        .where('template_id', '=', templateId)
        .orderBy('start_weight')
        .execute()
    ).map((r) => Number(r.start_weight));

  it('refuses a later row repeating an earlier one, on add and on edit, writing nothing', async () => {
    const add = await t.post<ErrorResult>(`${API}/add`, {
      name: 'U1',
      type: 0,
      freightList: [
        { startWeight: 5, price: 1, pricingType: 0 },
        { startWeight: 6, price: 1, pricingType: 0 },
        { startWeight: 5, price: 2, pricingType: 0 },
      ],
    });
    expect(add.status, JSON.stringify(add.body)).toBe(400);
    expect(Object.keys(add.body.result.details.freightList)).toEqual(['2']);
    expect(add.body.result.details.freightList['2'].startWeight).toMatch(/^起始重量\(kg\)、运费模板 "5, .+" 已存在$/);
    expect(await t.db.selectFrom('wl_freight_template').select('id').where('name', '=', 'U1').execute()).toEqual([]);

    const m = await addOk(t, API, { name: 'U2', type: 0, freightList: [{ startWeight: 0, price: 1, pricingType: 0 }] });
    const [kept] = (await t.get<{ id: string }[]>(`${API}/details/freightList`, { id: m.id })).body.result;
    const clash = await t.put<ErrorResult>(`${API}/edit`, {
      id: m.id,
      version: 1,
      freightList: [kept, { startWeight: 0, price: 2, pricingType: 0 }],
    });
    expect(clash.status, JSON.stringify(clash.body)).toBe(400);
    expect(Object.keys(clash.body.result.details.freightList)).toEqual(['1']);
    expect(await starts(m.id)).toEqual([0]);

    // The stored tier left out is deleted first, so a new row may take its start weight.
    const replace = await t.put(`${API}/edit`, {
      id: m.id,
      version: 1,
      freightList: [
        { startWeight: 0, price: 2, pricingType: 0 },
        { startWeight: 10, price: 3, pricingType: 0 },
      ],
    });
    expect(replace.status, JSON.stringify(replace.body)).toBe(200);
    expect(await starts(m.id)).toEqual([0, 10]);
    // Another template may use the same start weights.
    const other = await addOk(t, API, {
      name: 'U3',
      type: 0,
      freightList: [{ startWeight: 0, price: 1, pricingType: 0 }],
    });
    expect(await starts(other.id)).toEqual([0]);
  });
});
