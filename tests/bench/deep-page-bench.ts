// npm run bench (bench:deep): the list page at 50% depth of a 167k-row filtered set against page 1,
// on SQLite and (when PG_URL is set) PostgreSQL. 668k wl_site rows, four types: `type=2` matches 167k,
// sorted by createTime desc on the schema's (tenant_id, type, create_time, id) index. Page 1 is the
// spec's pageNo=1; the deep page is the cursor a walk of next clicks would reach (built with the
// server's encoder from the row at that depth). Requests go through app.inject one at a time, the two
// pages interleaved; the ratio of medians is printed (target <= 2), with OFFSET at the same depth in
// plain SQL for comparison (what pageNo would cost; the server refuses it beyond 10,000 rows).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseQuery } from '../../runtime/http/sign.ts';
import { buildApp } from '../../src/server/app.ts';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { encodeCursor } from '../../src/server/crud/list-cursor.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { benchConfig, seedSitesPg, signInAdmin, withFreshPgDatabase } from './bench-db.ts';
import { seedSites } from './seed-sites.ts';

const ROWS = Number(process.env.BENCH_DEEP_ROWS ?? 668_000);
const SAMPLES = Number(process.env.BENCH_DEEP_SAMPLES ?? 300);
const TARGET = 2;
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
    const depth = Math.floor(first.page.total / 2);
    const db = await openDatabase(database);
    try {
      const t0 = performance.now();
      const at = await db.db
        .selectFrom('wl_site')
        .select(['create_time', 'id'])
        .where('tenant_id', '=', 0)
        .where('type', '=', 2)
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(10)
        .offset(depth)
        .execute();
      const offsetMs = performance.now() - t0;
      const cursor = encodeCursor({
        sort: { column: 'create_time', desc: true },
        value: at[0].create_time,
        id: at[0].id,
        back: false,
        pageNo: Math.floor(depth / 10) + 2,
      });
      const deepQs = `${FILTER}&cursor=${cursor}`;
      const deep = await get(deepQs);
      console.log(
        `  filtered set ${first.page.total} rows (totalExact ${first.page.totalExact}), deep page ${deep.page.current}, ${deep.page.records.length} rows`,
      );
      for (let i = 0; i < 20; i++) await Promise.all([get(FILTER), get(deepQs)]); // warm-up
      const one: number[] = [];
      const half: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        one.push((await get(FILTER)).ms);
        half.push((await get(deepQs)).ms);
      }
      const ratio = median(half) / median(one);
      console.log(`  page 1            median ${median(one).toFixed(2)} ms`);
      console.log(`  page at 50% depth median ${median(half).toFixed(2)} ms (cursor)`);
      console.log(`  OFFSET ${depth} in plain SQL, once: ${offsetMs.toFixed(1)} ms (for comparison)`);
      console.log(`  ratio 50% / page 1: ${ratio.toFixed(2)} (target <= ${TARGET})`);
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
