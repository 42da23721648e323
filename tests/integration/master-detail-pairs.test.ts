// The other two master-detail pairs over HTTP (the freight template's tiers are covered in
// master-detail-writes / -access / -unique): zone freight -> price details (wl_zone_freight /
// wl_zone_freight_detail, key zoneFreightDetailList) and order -> order fees (wl_order / wl_order_fee,
// key orderFeeList). For each: add with children in one request, read them back in sort order, edit
// with inserted / updated / deleted children, a refused row answered with the row -> field map and
// nothing written (master included), delete and deleteBatch cascading to the children.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { newOrder } from './helpers/orders.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface ErrorResult {
  errors: { field: string; message: string }[];
  details: Record<string, Record<string, Record<string, string>>>;
}

type Body = Record<string, unknown>;

interface Pair {
  name: string;
  api: string;
  key: string;
  masterTable: string;
  childTable: string;
  /** The foreign key: its field and its column in the child table. */
  fkField: string;
  fkColumn: string;
  /** A valid master body (n makes unique fields unique). */
  master(t: TestApp, n: number): Promise<Body>;
  /** A valid child row with a distinguishing value v. */
  child(v: number): Body;
  /** The child field v lands in, as read back by the details route. */
  valueField: string;
  /** Invalid child rows and the fields each must be refused on. */
  bad: [Body, string[]][];
}

let zoneSeq = 0;
const pairs: Pair[] = [
  {
    name: 'zone freight -> price details',
    api: '/wl/zoneFreight',
    key: 'zoneFreightDetailList',
    masterTable: 'wl_zone_freight',
    childTable: 'wl_zone_freight_detail',
    fkField: 'zoneFreightId',
    fkColumn: 'zone_freight_id',
    async master(t, n) {
      const zone = () => {
        zoneSeq += 1;
        return addOk(t, '/wl/zone', { name: `Zone ${zoneSeq}`, code: `Z${zoneSeq}` });
      };
      const [from, to] = [await zone(), await zone()];
      return { name: `Route ${n}`, fromZoneId: from.id, toZoneId: to.id };
    },
    child: (v) => ({
      startOperator: 'gt',
      intervalStart: v,
      endOperator: 'le',
      intervalEnd: v + 10,
      pricePerKg: v + 0.5,
    }),
    valueField: 'intervalStart',
    bad: [
      [{ startOperator: 'gt', intervalStart: 0, endOperator: 'le', pricePerKg: -1 }, ['pricePerKg']],
      [{ startOperator: 'nope', intervalStart: 0, endOperator: 'le', pricePerKg: 1 }, ['startOperator']],
      [{ startOperator: 'gt', endOperator: 'le', pricePerKg: 1 }, ['intervalStart']],
    ],
  },
  {
    name: 'order -> order fees',
    api: '/wl/order',
    key: 'orderFeeList',
    masterTable: 'wl_order',
    childTable: 'wl_order_fee',
    fkField: 'orderId',
    fkColumn: 'order_id',
    master: async (_t, n) => newOrder(`MD${Date.now().toString(36)}${n}`),
    child: (v) => ({ amount: v + 0.25, orderState: 10, remark: `fee ${v}` }),
    valueField: 'remark',
    bad: [
      [{ amount: -5 }, ['amount']],
      [{ remark: 'no amount' }, ['amount']],
      [{ amount: 1.234 }, ['amount']],
      [{ amount: 1, orderState: 999 }, ['orderState']],
    ],
  },
];

describe.each(DIALECTS)('master-detail pairs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  describe.each(pairs)('$name', (p) => {
    let n = 0;
    const masterBody = () => p.master(t, ++n);
    const read = async (id: string) => {
      const r = await t.get<Rec[]>(`${p.api}/details/${p.key}`, { id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result;
    };
    const storedIds = async (masterId: string) =>
      (await t.db.selectFrom(p.childTable).select('id').where(p.fkColumn, '=', masterId).orderBy('id').execute()).map(
        (r) => String(r.id),
      );
    const everything = async () => ({
      masters: await t.db.selectFrom(p.masterTable).selectAll().orderBy('id').execute(),
      children: await t.db.selectFrom(p.childTable).selectAll().orderBy('id').execute(),
      log: await t.db.selectFrom('sys_data_log').select('id').orderBy('id').execute(),
    });
    const value = (v: number) => p.child(v)[p.valueField];

    it('adds with children, reads them by sort number, edits inserting, updating and deleting them', async () => {
      const added = await addOk(t, p.api, { ...(await masterBody()), [p.key]: [p.child(1), p.child(2), p.child(3)] });
      const rows = await read(added.id);
      expect(rows.map((r) => [r[p.valueField], r.orderNum])).toEqual([
        [value(1), 1],
        [value(2), 2],
        [value(3), 3],
      ]);
      for (const r of rows) expect(r[p.fkField]).toBe(added.id);
      const [a, b, c] = rows;

      // c moves to the top and changes, a stays, b is left out (deleted), a new row goes last.
      const edit = await t.put<Rec>(`${p.api}/edit`, {
        id: added.id,
        version: added.version,
        [p.key]: [
          { ...p.child(30), id: c.id, version: c.version, orderNum: 1 },
          { ...a, orderNum: 2 },
          { ...p.child(4), orderNum: 3 },
        ],
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const after = await read(added.id);
      expect(after.map((r) => [r[p.valueField], r.orderNum])).toEqual([
        [value(30), 1],
        [value(1), 2],
        [value(4), 3],
      ]);
      expect(after[0]).toMatchObject({ id: c.id, version: c.version + 1 });
      expect(after[1].id).toBe(a.id);
      expect(after.map((r) => r.id)).not.toContain(b.id);
      expect(await storedIds(added.id)).toHaveLength(3);
    });

    it('refuses invalid children with the row -> field map and writes nothing, master included', async () => {
      const base = await masterBody();
      const before = await everything();
      const r = await t.post<ErrorResult>(`${p.api}/add`, {
        ...base,
        [p.key]: [p.child(1), ...p.bad.map(([row]) => row)],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.result.errors).toEqual([]);
      const map = r.body.result.details[p.key];
      expect(Object.keys(map)).toEqual(p.bad.map((_, i) => String(i + 1)));
      p.bad.forEach(([, fields], i) => expect(Object.keys(map[String(i + 1)]).sort()).toEqual([...fields].sort()));
      expect(await everything()).toEqual(before);

      // The same on an edit: master and children unchanged.
      const m = await addOk(t, p.api, { ...base, [p.key]: [p.child(1)] });
      const [row] = await read(m.id);
      const stored = await everything();
      const bad = await t.put<ErrorResult>(`${p.api}/edit`, {
        id: m.id,
        version: m.version,
        [p.key]: [{ ...row, ...p.bad[0][0] }, p.child(2)],
      });
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(Object.keys(bad.body.result.details[p.key])).toEqual(['0']);
      expect(await everything()).toEqual(stored);
    });

    it('delete and deleteBatch remove the children with their masters', async () => {
      const one = await addOk(t, p.api, { ...(await masterBody()), [p.key]: [p.child(1), p.child(2)] });
      const two = await addOk(t, p.api, { ...(await masterBody()), [p.key]: [p.child(1)] });
      const three = await addOk(t, p.api, { ...(await masterBody()), [p.key]: [p.child(1)] });
      const keep = await addOk(t, p.api, { ...(await masterBody()), [p.key]: [p.child(5)] });
      expect(await storedIds(one.id)).toHaveLength(2);
      expect((await t.del(`${p.api}/delete`, { id: one.id })).status).toBe(200);
      expect(await storedIds(one.id)).toEqual([]);
      expect((await t.del(`${p.api}/deleteBatch`, { ids: `${two.id},${three.id}` })).status).toBe(200);
      expect([...(await storedIds(two.id)), ...(await storedIds(three.id))]).toEqual([]);
      expect((await read(keep.id)).map((r) => r[p.valueField])).toEqual([value(5)]);
    });
  });
});
