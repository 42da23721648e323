// List pages by cursor: walking every page forward by nextCursor and back by prevCursor yields each
// row exactly once in the order one query gives, for sort columns with ties and NULLs in both
// directions (each dialect's NULL order), with a filter and under a data rule; bad cursors are
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { permRow, userWith } from './helpers/permission-users.ts';
import { addOk, seed, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Query = Record<string, string | number>;

describe.each(DIALECTS)('list keyset paging on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string> | undefined;
  const list = async (q: Query) => {
    const r = await t.get<PageResult<Rec>>('/wl/site/list', q, headers);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  /** Every row in one page (the reference order). */
  const whole = async (q: Query) => (await list({ ...q, pageSize: 1000 })).records.map((r) => r.id);

  async function walk(q: Query, size: number) {
    const forward: string[][] = [];
    let page = await list({ ...q, pageSize: size });
    expect(page.prevCursor).toBeUndefined();
    for (;;) {
      expect(page.current).toBe(forward.length + 1);
      expect(page.records.length).toBeLessThanOrEqual(size);
      forward.push(page.records.map((r) => r.id));
      if (!page.nextCursor) break;
      page = await list({ ...q, pageSize: size, cursor: page.nextCursor });
    }
    const backward: string[][] = [page.records.map((r) => r.id)];
    while (page.prevCursor) {
      page = await list({ ...q, pageSize: size, cursor: page.prevCursor });
      backward.unshift(page.records.map((r) => r.id));
    }
    expect(page.current).toBe(1);
    return { forward, backward };
  }

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const s = await seed(t);
    for (let i = 0; i < 14; i++) {
      await addOk(t, '/wl/site', {
        siteName: `K${i}`,
        ...(i % 4 ? { person: `P${i % 3}` } : {}),
        type: i % 3,
        siteMode: i % 2,
        ...(i % 2 ? { parentId: s.hq.id } : {}),
        ...(i % 3 ? { siteReceiveFee: i % 5 } : {}),
      });
    }
  }, 60_000);
  afterAll(async () => t?.close());

  for (const column of ['person', 'siteName', 'type', 'parentId', 'siteReceiveFee', 'createTime', 'id']) {
    for (const order of ['asc', 'desc']) {
      it(`walks ${column} ${order} forward and back, each row once in order`, async () => {
        const q = { column, order };
        const all = await whole(q);
        expect(all).toHaveLength(20);
        const { forward, backward } = await walk(q, 3);
        expect(forward.flat()).toEqual(all);
        expect(backward.flat()).toEqual(all);
        expect(backward).toEqual(forward);
      });
    }
  }

  it('applies a filter and the advanced query with a cursor', async () => {
    const q = {
      column: 'person',
      order: 'desc',
      siteMode: '1',
      siteName: '*K*',
      superQueryParams: JSON.stringify([{ field: 'type', rule: 'ne', val: '2' }]),
    };
    const all = await whole(q);
    const rows = (await list({ ...q, pageSize: 1000 })).records;
    expect(rows.every((r) => r.siteMode === 1 && r.type !== 2)).toBe(true);
    expect(all.length).toBe(5);
    const { forward, backward } = await walk(q, 2);
    expect(forward.flat()).toEqual(all);
    expect(backward.flat()).toEqual(all);
  });

  it('applies a data rule with a cursor', async () => {
    const menu = await permRow(t, 'wl:site:list');
    const rule = await t.post<Rec>('/sys/permissionDataRule/add', {
      permissionId: menu.id,
      ruleName: 'type one',
      ruleColumn: 'type',
      ruleConditions: 'EQ',
      ruleValue: '1',
      status: '1',
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const u = await userWith(t, ['wl:site:list']);
    const dr = await t.post('/sys/role/datarule', {
      permissionId: menu.id,
      roleId: u.roleId,
      dataRuleIds: rule.body.result.id,
    });
    expect(dr.status, JSON.stringify(dr.body)).toBe(200);
    headers = u.headers;
    try {
      const q = { column: 'siteReceiveFee', order: 'asc' };
      const all = await whole(q);
      const seen = (await list({ ...q, pageSize: 1000 })).records;
      expect(seen.map((r) => r.type)).toEqual(all.map(() => 1));
      expect(all.length).toBe(7); // North and South Hub, five of the fourteen
      const { forward, backward } = await walk(q, 2);
      expect(forward.flat()).toEqual(all);
      expect(backward.flat()).toEqual(all);
    } finally {
      headers = undefined;
    }
  });

  it('refuses cursors that do not decode or belong to another sort; answers any page number', async () => {
    const first = await list({ column: 'person', order: 'asc', pageSize: 3 });
    expect(first.nextCursor).toBeTruthy();
    const refused = async (q: Query) => {
      const r = await t.get('/wl/site/list', q);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.message;
    };
    expect(await refused({ cursor: 'not a cursor!' })).toMatch(/cursor/i);
    expect(await refused({ cursor: Buffer.from('{"a":1}').toString('base64url') })).toMatch(/cursor/i);
    expect(await refused({ cursor: Buffer.from('["person",0,{},"x",0,2]').toString('base64url') })).toMatch(/cursor/i);
    expect(await refused({ column: 'person', order: 'desc', cursor: first.nextCursor! })).toMatch(
      /与当前排序不符|another sort/,
    );
    expect(await refused({ column: 'type', order: 'asc', cursor: first.nextCursor! })).toMatch(
      /与当前排序不符|another sort/,
    );
    // Any depth is answered (list-deep-pages.test.ts): past the end, an empty page with the total.
    const deepest = await list({ pageNo: 100_000, pageSize: 10 });
    expect(deepest.records).toEqual([]);
    expect(deepest.total).toBe(20);
  });
});
