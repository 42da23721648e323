// Pages by number at any depth (crud/page-map.ts): on a 167,000-row filtered set, page 5,000 and the
// pages around it, the last page and one past it answer the rows a plain ORDER BY ... LIMIT ... OFFSET
// gives on the same data; next/previous from a deep page keep the cursor; a sort with ties and NULLs
// crosses the NULL run by number; a write (through the API, and on SQLite by another connection) moves
// the pages as it moves the plain query's.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const ROWS = 200_400; // type=2 on five rows in six: 167,000
const MATCHED = 167_000;

type Query = Record<string, string | number>;

describe.each(DIALECTS)('list pages by number at any depth on %s', (dialect) => {
  let t: TestApp;
  const list = async (q: Query) => {
    const r = await t.get<PageResult<Rec>>('/wl/site/list', q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  const ids = (page: PageResult<Rec>) => page.records.map((r) => r.id);

  /** The plain query: the same filter, ORDER BY column, id, LIMIT, OFFSET. */
  async function reference(where: { type: number; siteMode?: number }, column: string, desc: boolean, offset: number) {
    const dir = desc ? 'desc' : 'asc';
    let q = t.db.selectFrom('wl_site').select('id').where('tenant_id', '=', 0).where('type', '=', where.type);
    if (where.siteMode !== undefined) q = q.where('site_mode', '=', where.siteMode);
    const rows = await q.orderBy(column, dir).orderBy('id', dir).limit(10).offset(offset).execute();
    return rows.map((r) => r.id as string);
  }

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const minutes =
      dialect === 'sqlite'
        ? sql`datetime('2025-01-01', '+' || i || ' minutes')`
        : sql`timestamp '2025-01-01' + i * interval '1 minute'`;
    // One statement: rows from a recursive CTE (no API calls).
    await sql`insert into wl_site (id, site_name, type, site_mode, person, site_receive_fee_type,
        site_receive_fee, create_by, create_time, tenant_id, version)
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(ROWS - 1)})
      select 'd' || (1000000 + i), 'S' || (1000000 + i), case when i % 6 = 0 then 1 else 2 end, i % 2,
        case when i % 97 = 0 then null else 'P' || (i % 40) end, 0, 0, 'admin', ${minutes}, 0, 1
      from n`.execute(t.db);
    if (dialect === 'postgres') await sql`analyze wl_site`.execute(t.db);
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers page 5,000 of 167,000 rows with the rows OFFSET gives, and the pages around it', async () => {
    const q = { type: 2, column: 'createTime', order: 'desc', pageSize: 10 };
    const page = await list({ ...q, pageNo: 5000 });
    expect(page.total).toBe(MATCHED);
    expect(page.current).toBe(5000);
    expect(ids(page)).toEqual(await reference({ type: 2 }, 'create_time', true, 49_990));
    for (const pageNo of [1, 100, 101, 102, 4999, 5001, 8350, 16_699]) {
      expect(ids(await list({ ...q, pageNo })), `page ${pageNo}`).toEqual(
        await reference({ type: 2 }, 'create_time', true, (pageNo - 1) * 10),
      );
    }
    // Next and previous from the deep page go by cursor and give the neighbours.
    const next = await list({ ...q, cursor: page.nextCursor! });
    expect(next.current).toBe(5001);
    expect(ids(next)).toEqual(await reference({ type: 2 }, 'create_time', true, 50_000));
    const prev = await list({ ...q, cursor: page.prevCursor! });
    expect(prev.current).toBe(4999);
    expect(ids(prev)).toEqual(await reference({ type: 2 }, 'create_time', true, 49_980));
    // The last page has no next; one past it is empty.
    const last = await list({ ...q, pageNo: 16_700 });
    expect(ids(last)).toEqual(await reference({ type: 2 }, 'create_time', true, 166_990));
    expect(last.nextCursor).toBeUndefined();
    expect(last.prevCursor).toBeDefined();
    const past = await list({ ...q, pageNo: 16_701 });
    expect(past.records).toEqual([]);
    // Other page sizes share the boundaries of the same set and sort.
    const big = await list({ ...q, pageNo: 84, pageSize: 1000 });
    expect(big.records.map((r) => r.id).slice(0, 10)).toEqual(
      await reference({ type: 2 }, 'create_time', true, 83_000),
    );
    expect(big.records).toHaveLength(1000);
  }, 120_000);

  for (const order of ['asc', 'desc']) {
    it(`crosses the NULL run of a sort with ties by number (person ${order})`, async () => {
      const where = { type: 1, siteMode: 0 }; // 33,400 rows, 344 with no person
      const q = { type: 1, siteMode: 0, column: 'person', order, pageSize: 10 };
      const first = await list(q);
      const pages = Math.ceil(first.total / 10);
      expect(first.total).toBe(33_400);
      // The NULL run is pages 1-35 or 3306-3340 (by dialect and order); 3306 and 3307 cross into it.
      for (const pageNo of [101, 1700, 3305, 3306, 3307, pages]) {
        expect(ids(await list({ ...q, pageNo })), `page ${pageNo}`).toEqual(
          await reference(where, 'person', order === 'desc', (pageNo - 1) * 10),
        );
      }
    }, 120_000);
  }

  it('moves the pages after a write through the API', async () => {
    const q = { type: 2, column: 'createTime', order: 'desc', pageSize: 10 };
    await list({ ...q, pageNo: 5000 }); // the boundaries are known
    await addOk(t, '/wl/site', { siteName: 'Newest', type: 2, siteMode: 0 }); // first in createTime desc
    const page = await list({ ...q, pageNo: 5000 });
    expect(ids(page)).toEqual(await reference({ type: 2 }, 'create_time', true, 49_990));
  }, 60_000);

  // SQLite tells a write by another connection (its change stamp); on PostgreSQL the map of a set that
  // another process changed lives out its short lifetime (page-map.ts).
  if (dialect === 'sqlite')
    it('moves the pages after a write by another connection', async () => {
      const q = { type: 2, column: 'createTime', order: 'asc', pageSize: 10 };
      const before = await list({ ...q, pageNo: 5000 });
      await t.db
        .deleteFrom('wl_site')
        .where('id', '=', before.records[0].id as string)
        .execute();
      const after = await list({ ...q, pageNo: 5000 });
      expect(ids(after)).toEqual(await reference({ type: 2 }, 'create_time', false, 49_990));
      expect(ids(after)[0]).toBe(before.records[1].id);
    }, 60_000);
});
