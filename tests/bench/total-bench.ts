// npm run bench (bench:total): issue 11 "1M rows: list with the total the UI shows at least 0.25 of
// list-only throughput in the same run (SQLite and PostgreSQL)". 1,000,000 wl_site rows; the generic
// list route as the UI calls it (signed in, X-Sign, page 1 of 10 by createTime desc, with its total)
// against a hand-written handler reading the same page with the same SQL and no count at all
// (baseline.ts startListOnly), on the same database, in this process, with the same autocannon
// settings, in interleaved rounds. Two sets: every row (1M) and type=2 (250k). PostgreSQL runs when
// PG_URL is set (a fresh database, dropped afterwards). Exits non-zero when a mean ratio is below 0.25.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { parseQuery } from '../../runtime/http/sign.ts';
import { buildApp } from '../../src/server/app.ts';
import type { DatabaseConfig } from '../../src/server/config/config.ts';
import { countTotal, REFRESH_MS, refreshAfter } from '../../src/server/engine/crud/totals.ts';
import { openDatabase } from '../../src/server/engine/db/database.ts';
import { startListOnly } from './baseline.ts';
import { benchConfig, seedSitesPg, signInAdmin, withFreshPgDatabase } from './bench-db.ts';
import { seedSites } from './seed-sites.ts';

const ROWS = Number(process.env.BENCH_TOTAL_ROWS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_TOTAL_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_TOTAL_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_TOTAL_ROUNDS ?? 2);
const TARGET = 0.25;
const PAGE = 'pageNo=1&pageSize=10&column=createTime&order=desc';
const SETS = [
  { name: 'all rows', query: PAGE, where: '' },
  { name: 'type=2', query: `${PAGE}&type=2`, where: ' and type = 2' },
];

type Latency = Result['latency'] & { max: number; p99_9: number };
interface Side {
  rps: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** The longest the event loop was blocked during the run (better-sqlite3 runs on it), ms. */
  loopMax: number;
}

const load = () => loadavg()[0].toFixed(1);

/** A request as one autocannon run sends it (built per run: the signature's timestamp must be fresh). */
type Request = () => { url: string; headers: Record<string, string> };

async function hit(name: string, request: Request, duration: number) {
  const { url, headers } = request();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  loop.disable();
  if (r.errors || r.non2xx) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx responses`);
  const l = r.latency as Latency;
  const loopMax = loop.max / 1e6;
  const side: Side = { rps: r.requests.average, p50: l.p50, p99: l.p99, p999: l.p99_9, max: l.max, loopMax };
  console.log(
    `    ${name.padEnd(11)} ${side.rps.toFixed(0).padStart(6)} req/s   p50 ${side.p50} ms, p99 ${side.p99} ms, ` +
      `p99.9 ${side.p999} ms, max ${side.max} ms; event loop blocked at most ${loopMax.toFixed(0)} ms`,
  );
  return side;
}

/**
 * Microseconds per call of countTotal on a total already cached (building the list's filtered query
 * and its cache key, the lookup): what the total adds to a request once counted.
 */
async function cachedTotalCost(database: DatabaseConfig, filtered: boolean): Promise<number> {
  const { db, close } = await openDatabase(database);
  try {
    const base = () => {
      const q = db.selectFrom('wl_site').where('tenant_id', '=', 0);
      return filtered ? q.where('type', '=', 2) : q;
    };
    await countTotal(db, 'wl_site', base()); // counts once, cached
    const calls = 5_000;
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) await countTotal(db, 'wl_site', base());
    return ((performance.now() - t0) / calls) * 1000;
  } finally {
    await close();
  }
}

/** Milliseconds of the full count of a set, in plain SQL, the median of three (what a refresh costs). */
async function timeCount(database: DatabaseConfig, where: string): Promise<{ n: number; ms: number }> {
  const sql = `select count(*) as n from wl_site where tenant_id = 0${where}`;
  const runs: { n: number; ms: number }[] = [];
  if (database.kind === 'sqlite') {
    const db = new BetterSqlite3(database.file, { readonly: true });
    const st = db.prepare(sql);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const { n } = st.get() as { n: number };
      runs.push({ n, ms: performance.now() - t0 });
    }
    db.close();
  } else {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const { rows } = await c.query(sql);
      runs.push({ n: Number(rows[0].n), ms: performance.now() - t0 });
    }
    await c.end();
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[1];
}

/**
 * Runs the full count of a set every `everyMs` in this process while `fn` runs, as the totals' background
 * refresh does: on SQLite on the event loop (synchronous, like the app's better-sqlite3 connection),
 * on PostgreSQL over a connection of its own. Returns how many counts ran.
 */
async function withRecounts<T>(database: DatabaseConfig, where: string, everyMs: number, fn: () => Promise<T>) {
  const sql = `select count(*) as n from wl_site where tenant_id = 0${where}`;
  let recounts = 0;
  let timer: NodeJS.Timeout | undefined;
  if (database.kind === 'sqlite') {
    const db = new BetterSqlite3(database.file, { readonly: true });
    const st = db.prepare(sql);
    timer = setInterval(() => {
      st.get();
      recounts++;
    }, everyMs);
    try {
      return { result: await fn(), recounts };
    } finally {
      clearInterval(timer);
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  let running: Promise<unknown> | undefined;
  timer = setInterval(() => {
    running ??= c.query(sql).then(() => {
      running = undefined;
      recounts++;
    });
  }, everyMs);
  try {
    return { result: await fn(), recounts };
  } finally {
    clearInterval(timer);
    await running;
    await c.end();
  }
}

async function bench(name: string, database: DatabaseConfig, seed: () => Promise<void>): Promise<boolean> {
  const { app, signSecret } = await buildApp({ config: benchConfig(database) });
  let ok = true;
  try {
    console.log(`${name}: seeding ${ROWS} wl_site rows ... (load average ${load()})`);
    const t0 = performance.now();
    await seed();
    console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { token, signed } = await signInAdmin(app, signSecret);
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const listOnly = await startListOnly(database);
    try {
      for (const set of SETS) {
        // As the UI's HTTP client sends it (runtime/http/client.ts): the `_t` cache-buster (seconds),
        // token, tenant, language, X-Sign over the query, X-TIMESTAMP.
        const ours: Request = () => {
          const qs = `${set.query}&_t=${Math.floor(Date.now() / 1000)}`;
          return {
            url: `${origin}/jeecg-boot/wl/site/list?${qs}`,
            headers: {
              'x-access-token': token,
              'tenant-id': '0',
              'accept-language': 'zh-CN',
              ...signed(parseQuery(qs)),
            },
          };
        };
        const bare: Request = () => ({
          url: `${listOnly.url}/list?${set.query}`,
          headers: { 'x-access-token': token },
        });

        // The first request of the set counts it in full (the cache is empty): timed once.
        const t1 = performance.now();
        const get = (req: ReturnType<Request>) => fetch(req.url, { headers: req.headers }).then((r) => r.json());
        const first = await get(ours());
        const firstMs = performance.now() - t1;
        const bareFirst = await get(bare());
        const count = await timeCount(database, set.where);
        const ids = (rs: { id: string }[]) => rs.map((r) => r.id).join();
        if (!first.success || first.result.total !== count.n) {
          throw new Error(`${set.name}: total ${first.result?.total}, counted ${count.n}`);
        }
        if (ids(first.result.records) !== ids(bareFirst.result.records)) {
          throw new Error(`${set.name}: the two handlers return different pages`);
        }
        console.log(
          `  ${set.name}: ${count.n} rows, total ${first.result.total} (totalExact ${first.result.totalExact}); ` +
            `first request ${firstMs.toFixed(0)} ms; a full count in plain SQL ${count.ms.toFixed(1)} ms`,
        );
        console.log(`  warm-up (3 s each, not counted), load average ${load()}`);
        await hit('list only', bare, 3);
        await hit('with total', ours, 3);
        const ratios: number[] = [];
        const bareRuns: number[] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          console.log(`  round ${round} (load average ${load()})`);
          // Alternate which side goes first, so drift in the machine's load favours neither.
          let bareSide: Side;
          let oursSide: Side;
          if (round % 2) {
            bareSide = await hit('list only', bare, DURATION);
            oursSide = await hit('with total', ours, DURATION);
          } else {
            oursSide = await hit('with total', ours, DURATION);
            bareSide = await hit('list only', bare, DURATION);
          }
          const ratio = oursSide.rps / bareSide.rps;
          ratios.push(ratio);
          bareRuns.push(bareSide.rps);
          console.log(`    ratio       ${ratio.toFixed(2)}`);
        }
        const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
        // For comparison (not part of the target): the hand-written page with an exact count every time.
        console.log(`  for comparison (load average ${load()})`);
        const counting = await hit(
          'exact count',
          () => ({ url: `${listOnly.url}/list-count?${set.query}`, headers: { 'x-access-token': token } }),
          DURATION,
        );
        const bareMean = bareRuns.reduce((a, b) => a + b, 0) / bareRuns.length;
        console.log(`    exact count / list only ${(counting.rps / bareMean).toFixed(3)}`);
        const us = await cachedTotalCost(database, set.where !== '');
        console.log(`    a cached total: countTotal ${us.toFixed(0)} µs per call (its query, key and lookup)`);
        if (set.where === '') {
          // What the background refresh costs, on the list-only handler: the same full count every 5 s
          // (REFRESH_MS, what the totals did before refreshAfter) and every refreshAfter(that count).
          const every = [REFRESH_MS, refreshAfter(count.ms)];
          const plain = await hit('list only', bare, 2 * DURATION);
          for (const ms of every) {
            const { result, recounts } = await withRecounts(database, set.where, ms, () =>
              hit(`+ count/${(ms / 1000).toFixed(1)}s`, bare, 2 * DURATION),
            );
            console.log(
              `    ${recounts} full counts in ${2 * DURATION} s: throughput ${((result.rps / plain.rps - 1) * 100).toFixed(1)}% ` +
                `p99 ${result.p99 - plain.p99} ms, p99.9 ${result.p999 - plain.p999} ms, max ${result.max - plain.max} ms`,
            );
          }
        }
        const pass = mean >= TARGET;
        ok &&= pass;
        console.log(
          `  ${name}, ${set.name}: with total / list only, mean ${mean.toFixed(3)} ` +
            `(target >= ${TARGET}) ${pass ? 'met' : 'MISSED'}`,
        );
      }
    } finally {
      await listOnly.app.close();
    }
  } finally {
    await app.close();
  }
  return ok;
}

console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds, ${cpus().length} CPUs, ` +
    `Node ${process.version}`,
);
const results: boolean[] = [];
if (process.env.BENCH_TOTAL_SQLITE !== '0') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-total-'));
  try {
    const file = join(dir, 'total.db');
    results.push(await bench('SQLite', { kind: 'sqlite', file }, async () => seedSites(file, ROWS)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (process.env.PG_URL) {
  results.push(
    await withFreshPgDatabase(process.env.PG_URL, (url) =>
      bench('PostgreSQL', { kind: 'postgres', url }, () => seedSitesPg(url, ROWS)),
    ),
  );
} else {
  console.log('PostgreSQL: skipped (PG_URL not set)');
}
if (results.includes(false)) process.exitCode = 1;
