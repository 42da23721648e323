// npm run bench (bench:deep): the list page at 50% depth of a 167k-row filtered set against page 1,
// on SQLite and (when PG_URL is set) PostgreSQL. 668k wl_site rows, four types: `type=2` matches 167k,
// sorted by createTime desc on the schema's (tenant_id, type, create_time, id) index. Page 1 and the
// middle page are asked for by `pageNo`, as a user jumping to a page asks (the middle one is read from
// the page map: crud/page-map.ts); the middle page is also timed by the `cursor` a walk of next clicks
// would reach. Requests go through app.inject one at a time, the pages interleaved; the ratio of
// medians (middle by pageNo / page 1) must be at most 5 (else exit 1). Also printed: the first jump
// to the middle (which builds the map), and OFFSET at the same depth in plain SQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseQuery } from '../../runtime/http/sign.ts';
import { buildApp } from '../../src/server/app.ts';
import type { DatabaseConfig } from '../../src/server/config/config.ts';
import { encodeCursor } from '../../src/server/engine/crud/list-cursor.ts';
import { openDatabase } from '../../src/server/engine/db/database.ts';
import { benchConfig, seedSitesPg, signInAdmin, withFreshPgDatabase } from './bench-db.ts';
import { seedSites } from './seed-sites.ts';

const ROWS = Number(process.env.BENCH_DEEP_ROWS ?? 668_000);
const SAMPLES = Number(process.env.BENCH_DEEP_SAMPLES ?? 300);
const TARGET = 5;
const FILTER = 'type=2&column=createTime&order=desc&pageSize=10';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function bench(name: string, database: DatabaseConfig, seed: () => Promise<void>) {
  const { app, signSecret } = await buildApp({ config: benchConfig(database) });
  try {
    console.log(`${name}: seeding ${ROWS} wl_site rows ...`);
    await seed();
    const { token, signed } = await signInAdmin(app, signSecret);
    const get = async (qs: string) => {
      const t0 = performance.now();
      const r = await app.inject({
        url: `/jeecg-boot/wl/site/list?${qs}`,
        headers: { 'x-access-token': token, ...signed(parseQuery(qs)) },
      });
      const ms = performance.now() - t0;
      if (r.statusCode !== 200) throw new Error(`${qs}: ${r.statusCode} ${r.body}`);
      return {
        ms,
        page: r.json().result as { total: number; totalExact: boolean; current: number; records: unknown[] },
      };
    };

    const first = await get(FILTER);
    const middleNo = Math.floor(first.page.total / 20) + 1;
    const depth = (middleNo - 1) * 10; // the middle page's first row
    const db = await openDatabase(database);
    try {
      const t0 = performance.now();
      // The row before the middle page (its cursor leads to the middle page) and the page's own rows.
      const at = await db.db
        .selectFrom('wl_site')
        .select(['create_time', 'id'])
        .where('tenant_id', '=', 0)
        .where('type', '=', 2)
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(11)
        .offset(depth - 1)
        .execute();
      const offsetMs = performance.now() - t0;
      const cursor = encodeCursor({
        sort: { column: 'create_time', desc: true },
        value: at[0].create_time,
        id: at[0].id,
        back: false,
        pageNo: middleNo,
      });
      const cursorQs = `${FILTER}&cursor=${cursor}`;
      const middleQs = `${FILTER}&pageNo=${middleNo}`;
      const cold = await get(middleQs); // the first jump builds the page map up to the middle
      const byCursor = await get(cursorQs);
      console.log(
        `  filtered set ${first.page.total} rows (totalExact ${first.page.totalExact}), middle page ${cold.page.current}, ${cold.page.records.length} rows`,
      );
      const expected = JSON.stringify(at.slice(1).map((r) => r.id));
      for (const [how, page] of [
        ['pageNo', cold.page],
        ['cursor', byCursor.page],
      ] as const) {
        const ids = JSON.stringify(page.records.map((r) => (r as { id: string }).id));
        if (ids !== expected)
          throw new Error(`the middle page by ${how} is not OFFSET ${depth}: ${ids} vs ${expected}`);
      }
      for (let i = 0; i < 20; i++) await Promise.all([get(FILTER), get(middleQs), get(cursorQs)]); // warm-up
      const one: number[] = [];
      const half: number[] = [];
      const halfCursor: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        one.push((await get(FILTER)).ms);
        half.push((await get(middleQs)).ms);
        halfCursor.push((await get(cursorQs)).ms);
      }
      const ratio = median(half) / median(one);
      console.log(`  page 1                      median ${median(one).toFixed(2)} ms`);
      console.log(`  page ${middleNo} (50%) by pageNo  median ${median(half).toFixed(2)} ms`);
      console.log(`  page ${middleNo} by cursor          median ${median(halfCursor).toFixed(2)} ms`);
      console.log(`  first jump to page ${middleNo} (builds the page map): ${cold.ms.toFixed(1)} ms`);
      console.log(`  OFFSET ${depth} in plain SQL, once: ${offsetMs.toFixed(1)} ms (for comparison)`);
      console.log(`  ratio middle by pageNo / page 1: ${ratio.toFixed(2)} (target <= ${TARGET})`);
      return ratio;
    } finally {
      await db.close();
    }
  } finally {
    await app.close();
  }
}

const ratios: number[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bench-deep-'));
try {
  const file = join(dir, 'deep.db');
  ratios.push(await bench('SQLite', { kind: 'sqlite', file }, async () => seedSites(file, ROWS)));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.PG_URL) {
  const ratio = await withFreshPgDatabase(process.env.PG_URL, (url) =>
    bench('PostgreSQL', { kind: 'postgres', url }, () => seedSitesPg(url, ROWS)),
  );
  ratios.push(ratio);
}
if (ratios.some((r) => r > TARGET)) process.exitCode = 1;
