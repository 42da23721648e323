// The category tree calls (spec 001 §7.4) over sys_category: root by pcode (lazy or whole subtree),
// children, one node by an allow-listed field, conditions, and names for ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Node = { key: string; value: string; title: string; name: string; code: string; leaf: boolean; children?: Node[] };

describe.each(DIALECTS)('categories on %s', (dialect) => {
  let t: TestApp;
  let goods: Rec;
  let electronics: Rec;
  let phones: Rec;
  let food: Rec;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    goods = await addOk(t, '/sys/category', { name: '货物', code: 'B01' });
    electronics = await addOk(t, '/sys/category', { name: '电子', code: 'B01A01', parentId: goods.id });
    phones = await addOk(t, '/sys/category', { name: '手机', code: 'B01A01A01', parentId: electronics.id });
    food = await addOk(t, '/sys/category', { name: '食品', code: 'B01A02', parentId: goods.id });
    await addOk(t, '/sys/category', { name: '车辆', code: 'B02' });
  });
  afterAll(async () => t?.close());

  it('loads the roots, or the children of the category whose code is pcode', async () => {
    const roots = await t.get<Node[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: '0' });
    expect(roots.body.result.map((n) => [n.code, n.leaf])).toEqual([
      ['B01', false],
      ['B02', true],
    ]);
    const underGoods = await t.get<Node[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: 'B01' });
    expect(underGoods.body.result).toEqual([
      expect.objectContaining({ key: electronics.id, value: electronics.id, title: '电子', name: '电子', leaf: false }),
      expect.objectContaining({ key: food.id, name: '食品', leaf: true, isLeaf: true }),
    ]);
    expect(underGoods.body.result[0].children).toBeUndefined();
    const whole = await t.get<Node[]>('/sys/category/loadTreeRoot', { async: 'false', pcode: 'B01' });
    expect(whole.body.result[0].children).toEqual([expect.objectContaining({ key: phones.id, leaf: true })]);
    const missing = await t.get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'NOPE' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('该编码【NOPE】不存在，请核实!');
  });

  it('loads children by pid and tree data by pid, pcode and condition', async () => {
    const kids = await t.get<Node[]>('/sys/category/loadTreeChildren', { pid: electronics.id as string });
    expect(kids.body.result.map((n) => n.name)).toEqual(['手机']);
    expect((await t.get('/sys/category/loadTreeChildren')).status).toBe(400);
    const byCode = await t.get<Node[]>('/sys/category/loadTreeData', { pcode: 'B01' });
    expect(byCode.body.result.map((n) => n.code)).toEqual(['B01A01', 'B01A02']);
    const filtered = await t.get<Node[]>('/sys/category/loadTreeData', {
      pid: goods.id as string,
      condition: JSON.stringify({ name: '食品' }),
    });
    expect(filtered.body.result.map((n) => n.code)).toEqual(['B01A02']);
    const bad = await t.get('/sys/category/loadTreeData', { pid: goods.id as string, condition: '{name:' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('loads one category by an allow-listed field, and names for ids', async () => {
    const one = await t.get<Rec>('/sys/category/loadOne', { field: 'code', val: 'B01A01' });
    expect(one.body.result).toMatchObject({
      id: electronics.id,
      name: '电子',
      parentId: goods.id,
      parentId_dictText: '货物',
    });
    expect((await t.get('/sys/category/loadOne', { field: 'code', val: 'ZZZ' })).status).toBe(404);
    expect((await t.get('/sys/category/loadOne', { field: 'no_field', val: 'x' })).status).toBe(400);
    const names = await t.get<string[]>('/sys/category/loadDictItem/', {
      ids: `${phones.id},missing,${goods.id}`,
    });
    expect(names.body.result).toEqual(['手机', '货物']);
  });
});
