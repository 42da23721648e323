// Master-detail writes over HTTP (wl_freight_template with its wl_freight tiers under `freightList`):
// add with tiers, edit inserting / updating / deleting / reordering them, the version guard, the row ->
// field error map with nothing written, server-set foreign keys and ids, delete and deleteBatch cascades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

const API = '/wl/freightTemplate';
const EN = { 'accept-language': 'en' };

interface ErrorResult {
  errors: { field: string; message: string }[];
  details: Record<string, Record<string, Record<string, string>>>;
}

describe.each(DIALECTS)('master-detail writes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  /** The stored tiers of a template: [start weight, price in minor units, order number], by order number. */
  const tiers = async (templateId: string) =>
    (
      await t.db
        .selectFrom('wl_freight')
        .select(['id', 'start_weight', 'price', 'order_num', 'pricing_type', 'version'])
        .where('template_id', '=', templateId)
        .orderBy('order_num')
        .orderBy('id')
        .execute()
    ).map((r) => ({
      id: String(r.id),
      start: Number(r.start_weight),
      price: Number(r.price),
      order: r.order_num === null ? null : Number(r.order_num),
      pricing: Number(r.pricing_type),
      version: Number(r.version),
    }));

  const logOf = (table: string, dataId: string) =>
    t.db
      .selectFrom('sys_data_log')
      .select(['op', 'request_id'])
      .where('table_name', '=', table)
      .where('data_id', '=', dataId)
      .orderBy('create_time')
      .orderBy('id')
      .execute();

  /** Everything a refused write must leave as it was. */
  const everything = async () => ({
    templates: await t.db.selectFrom('wl_freight_template').selectAll().orderBy('id').execute(),
    tiers: await t.db.selectFrom('wl_freight').selectAll().orderBy('id').execute(),
    log: await t.db.selectFrom('sys_data_log').select('id').orderBy('id').execute(),
  });

  const template = (name: string, freightList?: Record<string, unknown>[]) =>
    addOk(t, API, { name, type: 0, ...(freightList ? { freightList } : {}) });

  it('adds a template with its tiers in one request; foreign keys, ids and sort numbers set by the server', async () => {
    const other = await template('Other');
    const added = await template('Add A', [
      { startWeight: 0, endWeight: 10, price: 5, pricingType: 0 },
      { startWeight: 10, price: 8.5, pricingType: 1, orderNum: 7, templateId: other.id, id: 'client-chosen-id' },
    ]);
    expect(added).toMatchObject({ name: 'Add A', version: 1 });
    const stored = await tiers(added.id);
    expect(stored.map(({ start, price, order, pricing }) => [start, price, order, pricing])).toEqual([
      [0, 500, 1, 0], // no orderNum sent: its 1-based position
      [10, 850, 7, 1],
    ]);
    expect(stored.map((r) => r.id)).not.toContain('client-chosen-id');
    for (const r of stored) expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await tiers(other.id)).toEqual([]);
    // Every child write is logged like a direct one, in the master's request.
    const [masterLog] = await logOf('wl_freight_template', added.id);
    for (const r of stored) {
      const log = await logOf('wl_freight', r.id);
      expect(log).toEqual([{ op: 'add', request_id: masterLog.request_id }]);
    }
    // An empty list or no list at all: the template alone.
    expect(await tiers((await template('Add B', [])).id)).toEqual([]);
  });

  it('edits: updates, inserts, deletes and reorders tiers; unchanged rows are not rewritten', async () => {
    const m = await template('Edit A', [
      { startWeight: 0, price: 1, pricingType: 0 },
      { startWeight: 10, price: 2, pricingType: 0 },
      { startWeight: 20, price: 3, pricingType: 0 },
    ]);
    const [a, b, c] = await tiers(m.id);
    const other = await template('Edit other', [{ startWeight: 0, price: 9, pricingType: 0 }]);
    const [foreign] = await tiers(other.id);
    const read = await t.get<Rec[]>(`${API}/details/freightList`, { id: m.id });
    const aAsRead = read.body.result.find((r) => r.id === a.id)!;
    const r = await t.put<Rec>(`${API}/edit`, {
      id: m.id,
      version: 1,
      ratio: 1.5,
      freightList: [
        { id: c.id, version: 1, startWeight: 20, price: 3.5, pricingType: 1, orderNum: 1 },
        { ...aAsRead, orderNum: 2 }, // as read, _dictText and audit columns included; only its number moves
        { startWeight: 30, price: 4, pricingType: 0, orderNum: 3 }, // new
        { id: foreign.id, startWeight: 40, price: 5, pricingType: 0, orderNum: 4 }, // another master's: new
        { id: 'not-a-child', startWeight: 50, price: 6, pricingType: 0, templateId: other.id }, // new, 5th
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ ratio: 1.5, version: 2 });
    const after = await tiers(m.id);
    expect(after.map(({ start, price, order, pricing }) => [start, price, order, pricing])).toEqual([
      [20, 350, 1, 1],
      [0, 100, 2, 0],
      [30, 400, 3, 0],
      [40, 500, 4, 0],
      [50, 600, 5, 0],
    ]);
    expect(after[0]).toMatchObject({ id: c.id, version: 2 });
    expect(after[1]).toMatchObject({ id: a.id, version: 2 });
    const newIds = after.slice(2).map((x) => x.id);
    expect(newIds).not.toContain(foreign.id);
    expect(newIds).not.toContain('not-a-child');
    expect(await tiers(other.id)).toEqual([foreign]); // untouched, still the other template's
    expect(after.map((x) => x.id)).not.toContain(b.id);
    expect((await logOf('wl_freight', b.id)).map((l) => l.op)).toEqual(['add', 'delete']);
    expect((await logOf('wl_freight', c.id)).map((l) => l.op)).toEqual(['add', 'edit']);

    // The same rows sent back as read change nothing: no version bump, no log row.
    const again = await t.get<Rec[]>(`${API}/details/freightList`, { id: m.id });
    const r2 = await t.put<Rec>(`${API}/edit`, { id: m.id, version: 2, freightList: again.body.result });
    expect(r2.status, JSON.stringify(r2.body)).toBe(200);
    expect(await tiers(m.id)).toEqual(after);
    expect((await logOf('wl_freight', c.id)).map((l) => l.op)).toEqual(['add', 'edit']);

    // A detail key left out leaves the tiers alone; an empty list deletes them all.
    const r3 = await t.put<Rec>(`${API}/edit`, { id: m.id, version: 3, name: 'Edit A2' });
    expect(r3.status, JSON.stringify(r3.body)).toBe(200);
    expect(await tiers(m.id)).toEqual(after);
    const r4 = await t.put<Rec>(`${API}/edit`, { id: m.id, version: 4, freightList: [] });
    expect(r4.status, JSON.stringify(r4.body)).toBe(200);
    expect(await tiers(m.id)).toEqual([]);
  });

  it('refuses a stale master version (409) and a stale tier version, changing nothing', async () => {
    const m = await template('Stale', [{ startWeight: 0, price: 1, pricingType: 0 }]);
    const [tier] = await tiers(m.id);
    const ok = await t.put(`${API}/edit`, { id: m.id, version: 1, name: 'Stale 2' });
    expect(ok.status).toBe(200);
    const before = await everything();
    const stale = await t.put(`${API}/edit`, {
      id: m.id,
      version: 1,
      freightList: [
        { id: tier.id, startWeight: 5, price: 2, pricingType: 0 },
        { startWeight: 9, price: 3, pricingType: 0 },
      ],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('数据已被他人修改，请刷新后重试');
    const staleTier = await t.put(`${API}/edit`, {
      id: m.id,
      version: 2,
      freightList: [{ id: tier.id, version: 7, startWeight: 5, price: 2, pricingType: 0 }],
    });
    expect(staleTier.status).toBe(409);
    expect(await everything()).toEqual(before);
  });

  /** What a direct add of this tier answers: its field errors by field. */
  const directErrors = async (templateId: string, row: Record<string, unknown>, headers?: Record<string, string>) => {
    const r = await t.post<ErrorResult>('/wl/freight/add', { ...row, templateId }, headers);
    expect(r.status).toBe(400);
    return Object.fromEntries(r.body.result.errors.map((e) => [e.field, e.message]));
  };

  it('answers invalid tiers with the row -> field map of a direct add and writes nothing, master included', async () => {
    const ref = await template('Reference');
    const bad = [
      { startWeight: 0, price: -1, pricingType: 0 },
      { price: 1, pricingType: 0 },
      { startWeight: 1, price: 1, pricingType: 9 },
      { startWeight: 2, price: 1.234, pricingType: 0 },
    ];
    const valid = { startWeight: 0, price: 1, pricingType: 0 };
    for (const [lang, headers] of [
      ['zh', undefined],
      ['en', EN],
    ] as const) {
      const before = await everything();
      const r: Answer<ErrorResult> = await t.post(
        `${API}/add`,
        { name: `Invalid ${lang}`, type: 0, freightList: [valid, ...bad] },
        headers,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.success).toBe(false);
      const expected: Record<string, Record<string, string>> = {};
      for (let i = 0; i < bad.length; i++) expected[String(i + 1)] = await directErrors(ref.id, bad[i], headers);
      expect(r.body.result).toEqual({ errors: [], details: { freightList: expected } });
      expect(Object.keys(expected['1'])).toEqual(['price']);
      expect(Object.keys(expected['2'])).toEqual(['startWeight']);
      expect(Object.keys(expected['3'])).toEqual(['pricingType']);
      expect(Object.keys(expected['4'])).toEqual(['price']);
      expect(r.body.message).toContain(lang === 'zh' ? '运费阶梯第2行: 价格' : 'Freight tiers row 2: Price');
      expect(await everything()).toEqual(before);
    }
    expect((await directErrors(ref.id, bad[0])).price).toBe('价格: 不能小于0');

    // The master's own field errors keep their place beside the rows'.
    const both = await t.post<ErrorResult>(`${API}/add`, { type: 0, ratio: -1, freightList: [bad[0]] });
    expect(both.status).toBe(400);
    expect(both.body.result.errors.map((e) => e.field).sort()).toEqual(['name', 'ratio']);
    expect(both.body.result.details).toEqual({ freightList: { '0': { price: '价格: 不能小于0' } } });
    // A master error alone answers exactly as a flat add does.
    const alone = await t.post<ErrorResult>(`${API}/add`, { type: 0, freightList: [valid] });
    expect(alone.status).toBe(400);
    expect(alone.body.result).toEqual({ errors: [{ field: 'name', message: expect.stringContaining('模板名称') }] });
    // Not an array of objects.
    expect((await t.post(`${API}/add`, { name: 'Shape', type: 0, freightList: {} })).status).toBe(400);
    expect((await t.post(`${API}/add`, { name: 'Shape', type: 0, freightList: [1] })).status).toBe(400);
  });

  it('an invalid row in an edit leaves master and every tier unchanged', async () => {
    const m = await template('Edit invalid', [
      { startWeight: 0, price: 1, pricingType: 0 },
      { startWeight: 10, price: 2, pricingType: 0 },
    ]);
    const [a, b] = await tiers(m.id);
    const before = await everything();
    const r = await t.put<ErrorResult>(`${API}/edit`, {
      id: m.id,
      version: 1,
      name: 'Renamed',
      freightList: [
        { id: a.id, startWeight: 5, price: 1, pricingType: 0 },
        { id: b.id, startWeight: -3, price: 2, pricingType: 0 },
        { startWeight: 20, pricingType: 0 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.result.errors).toEqual([]);
    expect(Object.keys(r.body.result.details.freightList)).toEqual(['1', '2']);
    expect(r.body.result.details.freightList['1']).toEqual({ startWeight: '起始重量(kg): 不能小于0' });
    expect(Object.keys(r.body.result.details.freightList['2'])).toEqual(['price']);
    expect(await everything()).toEqual(before);
  });

  it('delete and deleteBatch remove the tiers with their templates, and log them', async () => {
    const one = await template('Del 1', [
      { startWeight: 0, price: 1, pricingType: 0 },
      { startWeight: 5, price: 2, pricingType: 0 },
    ]);
    const two = await template('Del 2', [{ startWeight: 0, price: 1, pricingType: 0 }]);
    const three = await template('Del 3', [{ startWeight: 0, price: 1, pricingType: 0 }]);
    const empty = await template('Del 4');
    const oneTiers = await tiers(one.id);
    const r = await t.del(`${API}/delete`, { id: one.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await tiers(one.id)).toEqual([]);
    for (const x of oneTiers) expect((await logOf('wl_freight', x.id)).map((l) => l.op)).toEqual(['add', 'delete']);
    const batch = await t.del(`${API}/deleteBatch`, { ids: `${two.id},${three.id},${empty.id}` });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const left = await t.db
      .selectFrom('wl_freight_template')
      .select('id')
      .where('id', 'in', [one.id, two.id, three.id, empty.id])
      .execute();
    expect(left).toEqual([]);
    expect([...(await tiers(two.id)), ...(await tiers(three.id))]).toEqual([]);
    // A missing id in the batch: 404 and nothing deleted.
    const kept = await template('Del 5', [{ startWeight: 0, price: 1, pricingType: 0 }]);
    const before = await everything();
    expect((await t.del(`${API}/deleteBatch`, { ids: `${kept.id},nope` })).status).toBe(404);
    expect(await everything()).toEqual(before);
  });
});
