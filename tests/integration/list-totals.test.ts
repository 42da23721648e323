// List totals: exact (totalExact true) up to TOTAL_EXACT_CAP rows; above it a cached exact count
// marked totalExact false, whose error is at most the rows written since it was taken other than
// through this instance's API (src/server/engine/crud/README.md), and which a write through the API drops;
// it is recounted in the background once older than refreshAfter(its count's time) and not served
// once older than STALE_MS.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import {
  MAX_REFRESH_MS,
  REFRESH_COST_FACTOR,
  REFRESH_MS,
  STALE_MS,
  TOTAL_EXACT_CAP,
  refreshAfter,
} from '../../src/server/engine/crud/totals.ts';
import { formatDateTime } from '../../src/server/engine/db/time.ts';
import { uuidv7 } from '../../src/server/engine/db/uuid.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, seed, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const BULK = TOTAL_EXACT_CAP + 300;

describe('refreshAfter', () => {
  it('recounts cheap totals after REFRESH_MS and costly ones after REFRESH_COST_FACTOR counts, at most MAX_REFRESH_MS', () => {
    expect(refreshAfter(0)).toBe(REFRESH_MS);
    expect(refreshAfter(REFRESH_MS / REFRESH_COST_FACTOR)).toBe(REFRESH_MS);
    expect(refreshAfter(120)).toBe(120 * REFRESH_COST_FACTOR);
    expect(refreshAfter(5_000)).toBe(MAX_REFRESH_MS);
    expect(MAX_REFRESH_MS).toBeLessThan(STALE_MS);
  });
});

describe.each(DIALECTS)('list totals on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  const list = async (q: Record<string, string | number> = {}) => {
    const r = await t.get<PageResult<Rec>>('/wl/site/list', q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  /** Rows written straight into the table (not through the API), `type` 3 for every tenth (seed has one more). */
  async function insertDirect(count: number) {
    const now = formatDateTime(new Date());
    for (let done = 0; done < count; done += 500) {
      const rows = Array.from({ length: Math.min(500, count - done) }, () => {
        n += 1;
        return {
          id: uuidv7(),
          site_name: `Bulk ${n}`,
          type: n % 10 === 0 ? 3 : 2,
          site_mode: 0,
          create_by: 'admin',
          create_time: now,
          tenant_id: 0,
          version: 1,
        };
      });
      await t.db.insertInto('wl_site').values(rows).execute();
    }
  }
  const counted = async () =>
    Number(
      (
        await t.db
          .selectFrom('wl_site')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    await seed(t);
  }, 60_000);
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it('counts small sets exactly', async () => {
    const page = await list({ pageSize: 2 });
    expect(page).toMatchObject({ total: 6, totalExact: true, pages: 3 });
  });

  it('reports a big set as not exact, within the stated error, and drops the cached total on a write', async () => {
    await insertDirect(BULK);
    const actual = await counted();
    expect(actual).toBe(BULK + 6);
    const first = await list({ pageSize: 10 });
    expect(first).toMatchObject({ total: actual, totalExact: false, pages: Math.ceil(actual / 10) });
    // A filtered set under the cap stays exact.
    const tenth = await list({ type: '3', pageSize: 10 });
    expect(tenth).toMatchObject({ total: Math.floor(n / 10) + 1, totalExact: true });

    // Rows written around the API: the cached total is served, off by at most those rows.
    await insertDirect(5);
    const cached = await list({ pageSize: 10, pageNo: 2 });
    expect(cached.totalExact).toBe(false);
    expect(Math.abs(cached.total - (await counted()))).toBeLessThanOrEqual(5);
    expect(cached.total).toBe(actual);

    // A write through the API drops the cached total: the next list counts again.
    await addOk(t, '/wl/site', { siteName: 'After write', type: 1, siteMode: 0 });
    const after = await list({ pageSize: 10 });
    expect(after).toMatchObject({ total: actual + 6, totalExact: false });
    // ... and so does a delete.
    const last = after.records[0];
    expect((await t.del('/wl/site/delete', { id: last.id })).status).toBe(200);
    expect((await list({ pageSize: 10 })).total).toBe(actual + 5);
  }, 120_000);

  it('recounts a cached total in the background once older than its refresh age, and counts again once stale', async () => {
    const base = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(base);
    const before = await list({ pageSize: 10 }); // counted now (the count of ~10k rows takes well under 50 ms)
    expect(before.totalExact).toBe(false);
    expect(before.total).toBe(await counted());
    await insertDirect(7);

    // Younger than REFRESH_MS: served as it is, no recount.
    vi.setSystemTime(base + REFRESH_MS - 100);
    expect((await list({ pageSize: 10 })).total).toBe(before.total);
    expect((await list({ pageSize: 10 })).total).toBe(before.total);

    // Older: still served as it is, and recounted in the background for the requests after it.
    vi.setSystemTime(base + REFRESH_MS + 100);
    expect((await list({ pageSize: 10 })).total).toBe(before.total);
    let after = before.total;
    for (let i = 0; i < 50 && after === before.total; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = (await list({ pageSize: 10 })).total;
    }
    expect(after).toBe(before.total + 7);

    // Rows written around the API again, and the total left unused past STALE_MS: not served, counted anew.
    await insertDirect(3);
    vi.setSystemTime(base + REFRESH_MS + 100 + STALE_MS + 1_000);
    expect(await list({ pageSize: 10 })).toMatchObject({ total: before.total + 10, totalExact: false });
  }, 120_000);
});
