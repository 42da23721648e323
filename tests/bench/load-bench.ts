// npm run bench (bench:load), issue 12 item 4: 50 concurrent simulated users, each with its own session,
// mixing list, detail, add and edit with no think time for 60 s against the real app (a child process,
// load/server.ts) on a fresh SQLite file seeded with 20,000 wl_site rows. Prints count, throughput and
// p50/p95/p99 per kind and overall, counts 5xx and network errors, then checks the database against
// what the users were told (load/integrity.ts). Exits non-zero on any 5xx, network error, refused
// request, lost or duplicated row, wrong version, or an overall p99 above 100 ms.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { Client } from './load/client.ts';
import { checkIntegrity } from './load/integrity.ts';
import { KINDS, printTable, Recorder, summarise } from './load/stats.ts';
import { DEFAULT_MIX, parseMix, runUser, type Ledger } from './load/user.ts';
import { seedSites } from './seed-sites.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARMUP = Number(process.env.BENCH_LOAD_WARMUP ?? 5);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const ROWS = Number(process.env.BENCH_LOAD_ROWS ?? 20_000);
const HOT = Number(process.env.BENCH_LOAD_HOT ?? 200);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 0);
const MIX = process.env.BENCH_LOAD_MIX ? parseMix(process.env.BENCH_LOAD_MIX) : DEFAULT_MIX;
const P99_TARGET = 100;
const PASSWORD = 'Bench#2026';

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function startServer(file: string, secret: string) {
  const proc = fork(join(import.meta.dirname, 'load/server.ts'), [file, secret], {
    // BENCH_CPU_PROF=<dir>: a CPU profile of the server child (written when it stops).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (kind: string) =>
    new Promise<{ url: string; cpuMs: number }>((resolve, reject) => {
      const onMessage = (m: { kind: string; url: string; cpuMs: number }) => {
        if (m.kind !== kind) return;
        proc.off('message', onMessage);
        resolve(m);
      };
      proc.on('message', onMessage);
      proc.once('exit', (code) => reject(new Error(`server exited (${code}) before '${kind}'`)));
    });
  const stop = async () => {
    const stopped = next('stopped');
    proc.send({ kind: 'stop' });
    return (await stopped).cpuMs;
  };
  return { listening: next('listening'), mark: () => proc.send({ kind: 'mark' }), stop };
}

async function phase(
  name: string,
  seconds: number,
  clients: Client[],
  plan: Omit<Parameters<typeof runUser>[0], 'index' | 'client' | 'until' | 'recorder'>,
) {
  const recorder = new Recorder();
  const start = performance.now();
  const until = start + seconds * 1000;
  // The 1-minute load average every 10 s of the phase: the machine's business next to the figures.
  const samples = [loadavg()[0]];
  const sampler = setInterval(() => samples.push(loadavg()[0]), 10_000);
  await Promise.all(clients.map((client, index) => runUser({ ...plan, index, client, until, recorder })));
  clearInterval(sampler);
  samples.push(loadavg()[0]);
  const elapsed = (performance.now() - start) / 1000;
  const range = `${Math.min(...samples).toFixed(1)}-${Math.max(...samples).toFixed(1)}`;
  console.log(`${name}: ${elapsed.toFixed(1)} s, load average ${load()} (1 min, sampled every 10 s: ${range})`);
  return { recorder, elapsed };
}

const dir = mkdtempSync(join(tmpdir(), 'load-bench-'));
const file = join(dir, 'load.db');
const secret = randomBytes(16).toString('hex');
const failures: string[] = [];
try {
  // Migrate with the app itself, then seed straight into the file.
  const config = loadConfig({ ADMIN_PASSWORD: PASSWORD, CAPTCHA: 'off', NODE_ENV: 'test', SIGN_SECRET: secret });
  config.database = { kind: 'sqlite', file };
  await (await buildApp({ config })).app.close();
  seedSites(file, ROWS);
  const seeded = new BetterSqlite3(file, { readonly: true });
  const ids = (seeded.prepare('select id from wl_site order by id').pluck().all() as string[]).slice();
  seeded.close();
  const hot = ids.filter((_, i) => i % Math.floor(ids.length / HOT) === 0).slice(0, HOT);

  const server = startServer(file, secret);
  const { url } = await server.listening;
  const clients = Array.from({ length: USERS }, () => new Client(url, secret));
  for (const c of clients) await c.signIn('admin', PASSWORD);
  console.log(
    `${USERS} users (admin, one session each), ${ids.length} wl_site rows, ${HOT} rows open to edits, ` +
      `mix ${MIX.map(([k, s]) => `${k} ${Math.round(s * 100)}%`).join(', ')}, ${THINK_MS ? `think time ${THINK_MS} ms` : 'no think time'}`,
  );
  console.log(`${cpus().length} CPUs, Node ${process.version}, load average at start ${load()}`);

  const ledger: Ledger = { added: new Map(), addsSent: 0, edits: new Map() };
  const plan = { ids, hot, ledger, mix: MIX, thinkMs: THINK_MS };
  if (WARMUP > 0) await phase(`Warm-up (not counted)`, WARMUP, clients, plan);
  server.mark();
  const ownCpu = process.cpuUsage();
  const { recorder, elapsed } = await phase(`Run`, SECONDS, clients, plan);
  const usersCpu = process.cpuUsage(ownCpu);
  for (const c of clients) c.close();
  const serverCpuMs = await server.stop();

  const rows = KINDS.map((k) => summarise(k, recorder.samples.get(k)!, elapsed));
  const all = summarise('overall', [...recorder.samples.values()].flat(), elapsed);
  printTable([...rows.filter((r) => r.count > 0), all]);
  const mean = [...recorder.samples.values()].flat().reduce((a, b) => a + b, 0) / all.count;
  console.log(
    `  mean ${mean.toFixed(1)} ms (closed loop: about users / throughput - think time = ` +
      `${((USERS / all.perSecond) * 1000 - THINK_MS).toFixed(1)} ms); ` +
      `server CPU ${(serverCpuMs / 1000).toFixed(1)} s (${(serverCpuMs / all.count).toFixed(2)} ms per request), ` +
      `users' CPU ${((usersCpu.user + usersCpu.system) / 1e6).toFixed(1)} s, over ${elapsed.toFixed(1)} s`,
  );
  const c = recorder.counts;
  const statuses = [...c.status].map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`  statuses ${statuses}; edit conflicts (409) ${c.conflicts}; network errors ${c.networkErrors}`);
  if (c.refused.length) console.log(`  refused (first 5): ${c.refused.slice(0, 5).join(' | ')}`);

  const integrity = checkIntegrity(file, ledger, ids.length, hot);
  console.log(
    `Integrity: ${ledger.addsSent} adds sent, ${ledger.added.size} answered 200, ${integrity.storedAdds} stored; ` +
      `lost ${integrity.lost.length}, duplicated ${integrity.duplicated.length}, stored without a 200 ` +
      `${integrity.unacknowledged.length}; rows ${integrity.totalRows} (expected ${integrity.expectedRows}); ` +
      `${integrity.editedRows} rows edited, wrong versions ${integrity.badVersions.length}`,
  );
  for (const line of [...integrity.lost, ...integrity.duplicated, ...integrity.badVersions].slice(0, 10))
    console.log(`  ${line}`);

  const fail = (ok: boolean, what: string) => ok || failures.push(what);
  fail(recorder.serverErrors === 0, `${recorder.serverErrors} 5xx answers`);
  fail(c.networkErrors === 0, `${c.networkErrors} network errors`);
  fail(c.refused.length === 0, `${c.refused.length} requests refused (4xx other than an edit's 409)`);
  fail(integrity.lost.length === 0, `${integrity.lost.length} added rows lost`);
  fail(integrity.duplicated.length === 0, `${integrity.duplicated.length} rows stored twice`);
  fail(integrity.unacknowledged.length === 0, `${integrity.unacknowledged.length} rows stored without a 200`);
  fail(integrity.totalRows === integrity.expectedRows, `row count ${integrity.totalRows} != ${integrity.expectedRows}`);
  fail(integrity.badVersions.length === 0, `${integrity.badVersions.length} edited rows with a wrong version`);
  fail(all.p99 <= P99_TARGET, `overall p99 ${all.p99.toFixed(1)} ms > ${P99_TARGET} ms`);
  console.log(
    failures.length
      ? `VERDICT: FAIL (${failures.join('; ')})`
      : `VERDICT: PASS (no 5xx, nothing lost or duplicated, overall p99 ${all.p99.toFixed(1)} ms <= ${P99_TARGET} ms)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) process.exitCode = 1;
