// npm run bench: the generic list route against a hand-written Fastify + better-sqlite3 handler on
// the same 100k-row SQLite file, same query, same autocannon settings; prints req/s and the ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { computeSign, parseQuery } from '../../runtime/http/sign.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startBaseline } from './baseline.ts';
import { seedSites } from './seed-sites.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET = 0.4;
const QUERY = 'pageNo=1&pageSize=10&type=2&column=createTime&order=desc';

/** The browser's X-Sign/X-TIMESTAMP for a GET of QUERY (the server refuses unsigned GETs), fresh per run. */
let signHeaders: () => Record<string, string> = () => ({});

async function run(name: string, url: string, token: string, duration = DURATION): Promise<Result> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { 'x-access-token': token, ...signHeaders() },
  });
  if (r.errors || r.non2xx) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx responses`);
  console.log(
    `  ${name.padEnd(10)} ${r.requests.average.toFixed(0).padStart(7)} req/s   latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
  );
  return r;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const file = join(dir, 'bench.db');
try {
  const config = { ...loadConfig({ ADMIN_PASSWORD: 'Bench#2026', CAPTCHA: 'off', NODE_ENV: 'test' }) };
  config.database = { kind: 'sqlite', file };
  const { app, signSecret } = await buildApp({ config });
  const signed = (query: Record<string, unknown>, body?: unknown) => ({
    'x-sign': computeSign(query, body, signSecret),
    'x-timestamp': String(Date.now()),
  });
  console.log(`Seeding ${ROWS} wl_site rows ...`);
  seedSites(file, ROWS);
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: 'Bench#2026' },
    headers: signed({}, { username: 'admin', password: 'Bench#2026' }),
  });
  const token = login.json().result.token as string;
  // Signed per autocannon run: each run stays inside the 5-minute timestamp window.
  signHeaders = () => signed(parseQuery(QUERY));
  const ours = `${await app.listen({ port: 0, host: '127.0.0.1' })}/jeecg-boot/wl/site/list?${QUERY}`;
  const baseline = await startBaseline(file);
  const base = `${baseline.url}/list?${QUERY}`;
  const check = await fetch(ours, { headers: { 'x-access-token': token, ...signHeaders() } }).then((r) => r.json());
  const checkBase = await fetch(base, { headers: { 'x-access-token': token } }).then((r) => r.json());
  if (check.result.total !== checkBase.result.total) throw new Error('the two handlers disagree on the total');
  console.log(`Query: type=2 (${check.result.total} matching rows), createTime desc, page 1 of 10, signed in`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per run, ${cpus().length} CPUs, Node ${process.version}`,
  );

  console.log('Warm-up (3 s each, not counted)');
  await run('baseline', base, token, 3);
  await run('generic', ours, token, 3);

  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}`);
    const b = await run('baseline', base, token);
    const o = await run('generic', ours, token);
    const ratio = o.requests.average / b.requests.average;
    ratios.push(ratio);
    console.log(`  ratio      ${ratio.toFixed(2)}`);
  }
  const best = Math.max(...ratios);
  const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  console.log(`Ratio generic/baseline: mean ${mean.toFixed(2)}, best ${best.toFixed(2)} (target >= ${TARGET})`);
  await baseline.app.close();
  await app.close();
  if (mean < TARGET) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
