// Master-detail reads and access over HTTP (wl_freight_template / wl_freight tiers, key freightList):
// GET {api}/details/{key}?id= (list rows with labels, in sort-number order), the child's codes needed
// per operation (403 and nothing written without them), tenant isolation and the child's data rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { permRow, userWith, type PermUser } from './helpers/permission-users.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const API = '/wl/freightTemplate';
const DETAILS = `${API}/details/freightList`;
const TEMPLATE = ['list', 'add', 'edit', 'delete', 'deleteBatch'].map((op) => `wl:freightTemplate:${op}`);

describe.each(DIALECTS)('master-detail reads and access on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  const template = (name: string, freightList?: Record<string, unknown>[], headers?: Record<string, string>) =>
    addOk(t, API, { name, type: 0, ...(freightList ? { freightList } : {}) }, headers);

  const everything = async () => ({
    templates: await t.db.selectFrom('wl_freight_template').selectAll().orderBy('id').execute(),
    tiers: await t.db.selectFrom('wl_freight').selectAll().orderBy('id').execute(),
    log: await t.db.selectFrom('sys_data_log').select('id').orderBy('id').execute(),
  });

  const tierIds = async (templateId: string) =>
    (
      await t.db.selectFrom('wl_freight').select('id').where('template_id', '=', templateId).orderBy('id').execute()
    ).map((r) => String(r.id));

  it('reads the tiers as list rows: decoded money, dictionary and reference labels, by sort number', async () => {
    const m = await template('Read A', [
      { startWeight: 20, price: 3.5, pricingType: 1, orderNum: 3 },
      { startWeight: 0, endWeight: 10, price: 1, pricingType: 0, orderNum: 1 },
      { startWeight: 10, price: 2.25, pricingType: 0, orderNum: 2 },
    ]);
    await template('Read B', [{ startWeight: 0, price: 9, pricingType: 0 }]);
    const r = await t.get<Rec[]>(DETAILS, { id: m.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.map((x) => [x.startWeight, x.endWeight, x.price, x.orderNum])).toEqual([
      [0, 10, 1, 1],
      [10, null, 2.25, 2],
      [20, null, 3.5, 3],
    ]);
    expect(r.body.result[2]).toMatchObject({
      templateId: m.id,
      templateId_dictText: 'Read A',
      pricingType: 1,
      pricingType_dictText: '按公斤',
      version: 1,
      createBy: 'admin',
    });
    const en = await t.get<Rec[]>(DETAILS, { id: m.id }, { 'accept-language': 'en' });
    expect(en.body.result.map((x) => x.pricingType_dictText)).toEqual(['Fixed price', 'Fixed price', 'Per kg']);
    // Without sort numbers: the order they were sent in.
    const plain = await template('Read C', [
      { startWeight: 5, price: 1, pricingType: 0, orderNum: null },
      { startWeight: 1, price: 1, pricingType: 0, orderNum: null },
    ]);
    const p = await t.get<Rec[]>(DETAILS, { id: plain.id });
    expect(p.body.result.map((x) => x.startWeight)).toEqual([5, 1]);

    expect((await t.get(`${API}/details/nope`, { id: m.id })).status).toBe(404);
    expect((await t.get(DETAILS)).status).toBe(400);
    expect((await t.get(DETAILS, { id: 'no-such-template' })).status).toBe(404);
  });

  it('needs the tiers list code to read them', async () => {
    const m = await template('Codes read', [{ startWeight: 0, price: 1, pricingType: 0 }]);
    const without = await userWith(t, ['wl:freightTemplate:list']);
    expect((await t.get(DETAILS, { id: m.id }, without.headers)).status).toBe(403);
    const withList = await userWith(t, ['wl:freightTemplate:list', 'wl:freight:list']);
    const r = await t.get<Rec[]>(DETAILS, { id: m.id }, withList.headers);
    expect(r.status).toBe(200);
    expect(r.body.result).toHaveLength(1);
    const noMaster = await userWith(t, ['wl:freight:list']);
    expect((await t.get(DETAILS, { id: m.id }, noMaster.headers)).status).toBe(403);
  });

  it("needs the tiers' add, edit and delete codes for what the rows do (403, nothing written)", async () => {
    // Master codes all, tiers list and edit only.
    const u: PermUser = await userWith(t, [...TEMPLATE, 'wl:freight:list', 'wl:freight:edit']);
    const h = u.headers;
    const m = await template('Codes write', [
      { startWeight: 0, price: 1, pricingType: 0 },
      { startWeight: 10, price: 2, pricingType: 0 },
    ]);
    const [a, b] = (await t.get<Rec[]>(DETAILS, { id: m.id })).body.result;
    let before = await everything();
    // Adding a tier needs wl:freight:add.
    const add = await t.put(
      `${API}/edit`,
      { id: m.id, version: 1, freightList: [a, b, { startWeight: 20, price: 3, pricingType: 0 }] },
      h,
    );
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('没有权限新增运费阶梯');
    expect(await everything()).toEqual(before);
    const addNew = await t.post(
      `${API}/add`,
      { name: 'Codes new', type: 0, freightList: [{ startWeight: 0, price: 1, pricingType: 0 }] },
      h,
    );
    expect(addNew.status).toBe(403);
    expect(await everything()).toEqual(before);
    // Dropping a tier needs wl:freight:delete; so does deleting a template that has tiers.
    const drop = await t.put(`${API}/edit`, { id: m.id, version: 1, freightList: [a] }, h);
    expect(drop.status).toBe(403);
    expect(drop.body.message).toBe('没有权限删除运费阶梯');
    expect((await t.del(`${API}/delete`, { id: m.id }, h)).status).toBe(403);
    expect((await t.del(`${API}/deleteBatch`, { ids: m.id }, h)).status).toBe(403);
    expect(await everything()).toEqual(before);
    // Changing existing tiers is what the edit code allows; a template without tiers needs no tier code.
    const edit = await t.put<Rec>(`${API}/edit`, { id: m.id, version: 1, freightList: [{ ...a, price: 1.5 }, b] }, h);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const bare = await t.post<Rec>(`${API}/add`, { name: 'Codes bare', type: 0, freightList: [] }, h);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect((await t.del(`${API}/delete`, { id: bare.body.result.id }, h)).status).toBe(200);

    // Without the tiers' edit code, a changed tier is refused but rows sent back unchanged are fine.
    await u.grant([...TEMPLATE, 'wl:freight:list', 'wl:freight:add']);
    const rows = (await t.get<Rec[]>(DETAILS, { id: m.id })).body.result;
    before = await everything();
    const change = await t.put(
      `${API}/edit`,
      { id: m.id, version: 2, freightList: [{ ...rows[0], price: 9 }, rows[1]] },
      h,
    );
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('没有权限编辑运费阶梯');
    expect(await everything()).toEqual(before);
    const grow = await t.put(
      `${API}/edit`,
      { id: m.id, version: 2, freightList: [...rows, { startWeight: 30, price: 4, pricingType: 0 }] },
      h,
    );
    expect(grow.status, JSON.stringify(grow.body)).toBe(200);
    expect(await tierIds(m.id)).toHaveLength(3);
  });

  it('keeps tenants apart: masters, tiers and tier ids of another tenant', async () => {
    const seven = { 'tenant-id': '7' };
    await addTenantMember(t, 'admin', 7);
    const theirs = await template('Tenant 7', [{ startWeight: 0, price: 1, pricingType: 0 }], seven);
    const [theirTier] = await tierIds(theirs.id);
    const tier = await t.db
      .selectFrom('wl_freight')
      .select('tenant_id')
      .where('id', '=', theirTier)
      .executeTakeFirstOrThrow();
    expect(Number(tier.tenant_id)).toBe(7);
    const mine = await template('Tenant 0', [{ startWeight: 0, price: 1, pricingType: 0 }]);

    expect((await t.get(DETAILS, { id: theirs.id })).status).toBe(404);
    expect((await t.get<Rec[]>(DETAILS, { id: theirs.id }, seven)).body.result).toHaveLength(1);
    const before = await everything();
    expect((await t.put(`${API}/edit`, { id: theirs.id, version: 1, freightList: [] })).status).toBe(404);
    expect((await t.del(`${API}/delete`, { id: theirs.id })).status).toBe(404);
    expect(await everything()).toEqual(before);

    // Their tier's id sent in my template is a new tier of mine; theirs stays where it was.
    const r = await t.put(`${API}/edit`, {
      id: mine.id,
      version: 1,
      freightList: [{ id: theirTier, startWeight: 5, price: 2, pricingType: 0 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await tierIds(theirs.id)).toEqual([theirTier]);
    const myTiers = await tierIds(mine.id);
    expect(myTiers).toHaveLength(1);
    expect(myTiers).not.toContain(theirTier);
  });

  it("applies the tiers' data rules: hidden tiers are neither read, replaced nor deleted", async () => {
    const menu = await permRow(t, 'wl:freight:list');
    const rule = await t.post<Rec>('/sys/permissionDataRule/add', {
      permissionId: menu.id,
      ruleName: 'fixed price tiers',
      ruleColumn: 'pricingType',
      ruleConditions: 'EQ',
      ruleValue: '0',
      status: '1',
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const u = await userWith(t, [
      ...TEMPLATE,
      'wl:freight:list',
      'wl:freight:add',
      'wl:freight:edit',
      'wl:freight:delete',
    ]);
    const dr = await t.post('/sys/role/datarule', {
      permissionId: menu.id,
      roleId: u.roleId,
      dataRuleIds: rule.body.result.id,
    });
    expect(dr.status, JSON.stringify(dr.body)).toBe(200);
    const h = u.headers;
    const m = await template('Ruled', [
      { startWeight: 0, price: 1, pricingType: 0 },
      { startWeight: 10, price: 2, pricingType: 1 },
    ]);
    const [fixed, perKg] = await tierIds(m.id);
    const seen = await t.get<Rec[]>(DETAILS, { id: m.id }, h);
    expect(seen.body.result.map((x) => x.id)).toEqual([fixed]);
    // Saving what it sees keeps the hidden tier; a tier moved outside its rules is refused.
    const r = await t.put(
      `${API}/edit`,
      { id: m.id, version: 1, freightList: [{ startWeight: 20, price: 3, pricingType: 0 }] },
      h,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = await tierIds(m.id);
    expect(ids).toContain(perKg);
    expect(ids).not.toContain(fixed);
    expect(ids).toHaveLength(2);
    const before = await everything();
    const outside = await t.put(
      `${API}/edit`,
      { id: m.id, version: 2, freightList: [{ startWeight: 20, price: 3, pricingType: 1 }] },
      h,
    );
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('数据权限规则不允许此记录');
    // Deleting the template would orphan the tier it cannot see: refused by the reference check.
    const orphan = await t.del(`${API}/delete`, { id: m.id }, h);
    expect(orphan.status).toBe(422);
    expect(orphan.body.message).toBe('该数据已被「运费阶梯」引用，不能删除');
    expect(await everything()).toEqual(before);
  });
});
