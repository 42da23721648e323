// POST /wl/order/quote over HTTP (src/server/domain/pricing): a template with tiers and a zone freight with
// intervals made through the API, then quotes at and around the boundaries, the common template, the
// ratio, half-up rounding, and the 422 (no match), 400 (bad input) and 403 (no wl:order:quote) answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Rec = Record<string, unknown>;

describe.each(DIALECTS)('freight quote on %s', (dialect) => {
  let t: TestApp;
  let templateId: string;
  let ratioTemplateId: string;
  let fromZoneId: string;
  let toZoneId: string;
  let lonelyZoneId: string;

  const add = async (api: string, body: Rec): Promise<string> => {
    const r = await t.post<{ id: string }>(`${api}/add`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.id;
  };
  const quote = (body: unknown, headers: Record<string, string> = {}) =>
    t.post<Rec & { price: number }>('/wl/order/quote', body, headers);

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    templateId = await add('/wl/freightTemplate', { name: 'Standard', type: 0, isCommon: true, ratio: 1 });
    // 0 < w <= 5: 10.00 fixed; 5 < w <= 20: 2.50 per kg; 20 < w: 2.00 per kg.
    await add('/wl/freight', { templateId, startWeight: 0, endWeight: 5, price: 10, pricingType: 0 });
    await add('/wl/freight', { templateId, startWeight: 5, endWeight: 20, price: 2.5, pricingType: 1 });
    await add('/wl/freight', { templateId, startWeight: 20, price: 2, pricingType: 1 });
    ratioTemplateId = await add('/wl/freightTemplate', { name: 'Express', type: 0, isCommon: false, ratio: 1.5 });
    await add('/wl/freight', {
      templateId: ratioTemplateId,
      startWeight: 0,
      endWeight: 10,
      price: 1.25,
      pricingType: 1,
    });
    fromZoneId = await add('/wl/zone', { name: 'Lagos', code: 'LA' });
    toZoneId = await add('/wl/zone', { name: 'Abuja', code: 'AB' });
    lonelyZoneId = await add('/wl/zone', { name: 'Kano', code: 'KN' });
    const zoneFreightId = await add('/wl/zoneFreight', { name: 'LA-AB', fromZoneId, toZoneId });
    // [0, 10]: 1.00/kg; (10, 50): 0.80/kg; [50, ∞): 0.60/kg.
    const detail = (body: Rec) => add('/wl/zoneFreightDetail', { zoneFreightId, ...body });
    await detail({
      startOperator: 'ge',
      intervalStart: 0,
      endOperator: 'le',
      intervalEnd: 10,
      pricePerKg: 1,
      orderNum: 0,
    });
    await detail({
      startOperator: 'gt',
      intervalStart: 10,
      endOperator: 'lt',
      intervalEnd: 50,
      pricePerKg: 0.8,
      orderNum: 1,
    });
    await detail({ startOperator: 'ge', intervalStart: 50, endOperator: 'le', pricePerKg: 0.6, orderNum: 2 });
  });
  afterAll(async () => t?.close());

  it.each([
    [0.001, 10, 0],
    [5, 10, 0],
    [5.001, 12.5, 1],
    [20, 50, 1],
    [20.001, 40, 2],
    [1000, 2000, 2],
  ])('template tiers: %s kg costs %s (tier %i)', async (weight, price, tierIndex) => {
    const r = await quote({ weight, templateId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.price).toBe(price);
    expect(r.body.result.source).toBe('template');
    const tier = r.body.result.tier as Rec;
    expect(tier.startWeight).toBe([0, 5, 20][tierIndex]);
    expect(tier.endWeight).toBe([5, 20, null][tierIndex]);
    expect((r.body.result.breakdown as Rec).pricingType).toBe(tierIndex === 0 ? 0 : 1);
  });

  it('without a template the common one prices; the ratio multiplies and rounds half-up', async () => {
    const common = await quote({ weight: 6 });
    expect(common.status, JSON.stringify(common.body)).toBe(200);
    expect(common.body.result).toMatchObject({ price: 15, template: { id: templateId, isCommon: true } });
    // 1.25/kg x 1.5 kg x 1.5 = 2.8125 -> 2.81; x 1.3 kg = 2.4375 -> 2.44
    const a = await quote({ weight: 1.5, templateId: ratioTemplateId });
    expect(a.body.result).toMatchObject({ price: 2.81, breakdown: { ratio: 1.5, exact: '2.8125' } });
    const b = await quote({ weight: 1.3, templateId: ratioTemplateId });
    expect(b.body.result.price).toBe(2.44);
  });

  it.each([
    [10, 10, 'ge', 'le'],
    [10.001, 8, 'gt', 'lt'],
    [49.999, 40, 'gt', 'lt'],
    [50, 30, 'ge', 'le'],
    [12.345, 9.88, 'gt', 'lt'],
  ])('zone freight: %s kg costs %s', async (weight, price, startOperator, endOperator) => {
    const r = await quote({ weight, fromZoneId, toZoneId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ price, source: 'zone', interval: { startOperator, endOperator } });
  });

  it('no matching tier, interval, zone freight or template is a 422 with a clear message', async () => {
    const over = await quote({ weight: 10.001, templateId: ratioTemplateId }, { 'accept-language': 'en' });
    expect(over.status, JSON.stringify(over.body)).toBe(422);
    expect(over.body.message).toContain('falls in no tier of the freight template "Express"');
    const zh = await quote({ weight: 10.001, templateId: ratioTemplateId });
    expect(zh.body.message).toContain('不在运费模板「Express」的任何阶梯内');
    const noLine = await quote({ weight: 1, fromZoneId, toZoneId: lonelyZoneId }, { 'accept-language': 'en' });
    expect(noLine.status).toBe(422);
    expect(noLine.body.message).toContain('no zone freight between these two zones');
    const noTemplate = await quote({ weight: 1, templateId: 'nope' }, { 'accept-language': 'en' });
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body.message).toContain('No such freight template');
  });

  it.each([
    [{}],
    [{ weight: 0 }],
    [{ weight: -1 }],
    [{ weight: '5' }],
    [{ weight: 1.0005 }],
    [{ weight: 2_000_000 }],
    [{ weight: 1, fromZoneId: 'x' }],
    [{ weight: 1, templateId: 'a', fromZoneId: 'x', toZoneId: 'y' }],
    [{ weight: 1, extra: true }],
    [[1]],
  ])('bad input %j is a 400', async (body) => {
    const r = await quote(body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
  });

  it('needs wl:order:quote (403 without it)', async () => {
    const without = await userWith(t, ['wl:order:list', 'wl:freightTemplate:list']);
    const r = await quote({ weight: 1, templateId }, without.headers);
    expect(r.status, JSON.stringify(r.body)).toBe(403);
    const withCode = await userWith(t, ['wl:order:quote']);
    const ok = await quote({ weight: 1, templateId }, withCode.headers);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result.price).toBe(10);
  });
});
