// npm run bench:list: the generic list route, run as `npm start` runs it (the built dist-server bundle,
// plain Node with its flags, the request log as shipped, written to a file), against the fair
// hand-written reference (list-reference.ts: plans kept, sessions in memory, its own process) on the
// same 100k-row SQLite file and query; the load from autocannon in a third process. Prints req/s,
// latency and the ratio per round, and exits non-zero when the median ratio or the generic route's
// median p99 misses its target.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { computeSign, parseQuery } from '../../runtime/http/sign.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { seedSites } from './seed-sites.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 0.7;
const SIGN_SECRET = 'list-bench-sign-secret';
const TARGET_P99_MS = 10;
const QUERY = process.env.BENCH_QUERY ?? 'pageNo=10&pageSize=10&type=2&column=createTime&order=desc';
const USER = 'benchclerk';
const PASSWORD = 'Bench#2026';

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

const autocannonBin = join(createRequire(import.meta.url).resolve('autocannon'), '../autocannon.js');

/** One autocannon run in its own process; its JSON summary. */
function run(name: string, url: string, headers: Record<string, string>, duration = DURATION): Promise<Load> {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(duration)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1 << 24 }, (err, stdout) => {
      if (err) return reject(err);
      const r = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      if (r.errors || r.non2xx) return reject(new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx responses`));
      const load = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
      console.log(
        `  ${name.padEnd(10)} ${load.rps.toFixed(0).padStart(7)} req/s   latency p50 ${load.p50} ms, p99 ${load.p99} ms`,
      );
      resolve(load);
    });
  });
}

/** CPU time (user + system) of a process so far, ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** CPU µs per answer of a server process over `count` requests (autocannon -a), load-independent-ish. */
async function cpuPerRequest(name: string, pid: number, url: string, headers: Record<string, string>, count: number) {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-a', String(count)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const before = cpuMs(pid);
  await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 1 << 24 });
  const us = ((cpuMs(pid) - before) * 1000) / count;
  console.log(`  ${name.padEnd(10)} ${us.toFixed(0).padStart(7)} µs CPU per request (${count} requests)`);
  return us;
}

async function abBundles(
  dirs: string[],
  file: string,
  token: string,
  signed: (query: Record<string, unknown>) => Record<string, string>,
) {
  const pairs = Number(process.env.BENCH_AB_PAIRS ?? 6);
  const count = Number(process.env.BENCH_CPU_REQUESTS ?? 20_000);
  // One after the other: two servers starting at once on one file may find it locked (migrations).
  const sides: ServerProcess[] = [];
  for (const [i, d] of dirs.entries()) {
    const env = { DATABASE_URL: `sqlite:${file}`, PORT: '0', HOST: '127.0.0.1', SIGN_SECRET };
    sides.push(await startServerProcess([join(d, 'main.mjs')], env, join(dir, `ab-${i}.log`)));
    servers.push(sides[i]);
  }
  const headers = () => ({ 'x-access-token': token, ...signed(parseQuery(QUERY)) });
  const urls = sides.map((s) => `${s.url}/jeecg-boot/wl/site/list?${QUERY}`);
  const bodies = await Promise.all(urls.map((u) => fetch(u, { headers: headers() }).then((r) => r.json())));
  const ids = (b: { result: { records: { id: string }[] } }) => b.result.records.map((r) => r.id).join(',');
  if (ids(bodies[0]) !== ids(bodies[1])) throw new Error('the two bundles disagree on the page');
  for (const u of urls) await run('warm-up', u, headers(), 3);
  const us: number[][] = [[], []];
  for (let p = 0; p < pairs; p++) {
    console.log(`Pair ${p + 1} (load average ${cut()})`);
    for (const i of p % 2 ? [1, 0] : [0, 1])
      us[i].push(await cpuPerRequest(i ? 'B' : 'A', sides[i].child.pid!, urls[i], headers(), count));
  }
  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  };
  console.log(`A/B CPU per request, medians: A ${med(us[0]).toFixed(0)} µs, B ${med(us[1]).toFixed(0)} µs`);
  console.log(`  A ${us[0].map((x) => x.toFixed(0)).join(' ')}\n  B ${us[1].map((x) => x.toFixed(0)).join(' ')}`);
}
const cut = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const servers: ServerProcess[] = [];
const file = join(dir, 'bench.db');
try {
  const config = { ...loadConfig({ ADMIN_PASSWORD: PASSWORD, CAPTCHA: 'off', SIGN_SECRET, NODE_ENV: 'test' }) };
  config.database = { kind: 'sqlite', file };
  const { app, signSecret } = await buildApp({ config });
  const signed = (query: Record<string, unknown>, body?: unknown) => ({
    'x-sign': computeSign(query, body, signSecret),
    'x-timestamp': String(Date.now()),
  });
  let adminToken = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const r = await app.inject({
      method,
      url: `/jeecg-boot${url}`,
      payload,
      headers: { 'x-access-token': adminToken, ...signed({}, payload) },
    });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json().result;
  };
  console.log(`Seeding ${ROWS} wl_site rows ...`);
  seedSites(file, ROWS);
  adminToken = (await call('POST', '/sys/login', { username: 'admin', password: PASSWORD })).token;

  // A clerk who may list sites, under the data rule "rows I created" (createBy = #{sys_user_code}):
  // the route checks the permission code, resolves the rule and ANDs it to the query. The seeded rows
  // are the clerk's, so the rule keeps all of them and both handlers count the same rows.
  const menu = new BetterSqlite3(file);
  menu.prepare('update wl_site set create_by = ?').run(USER);
  const listRow = menu.prepare("select id from sys_permission where perms = 'wl:site:list'").get() as { id: string };
  menu.close();
  const role = await call('POST', '/sys/role/add', { roleName: 'Bench clerk', roleCode: 'bench_clerk' });
  await call('POST', '/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: listRow.id });
  const rule = await call('POST', '/sys/permissionDataRule/add', {
    permissionId: listRow.id,
    ruleName: 'own rows',
    ruleColumn: 'createBy',
    ruleConditions: 'EQ',
    ruleValue: '#{sys_user_code}',
    status: '1',
  });
  await call('POST', '/sys/role/datarule', { permissionId: listRow.id, roleId: role.id, dataRuleIds: rule.id });
  await call('POST', '/sys/user/add', {
    username: USER,
    realname: 'Bench clerk',
    password: PASSWORD,
    status: 0,
    selectedroles: role.id,
  });
  adminToken = '';
  const token = (await call('POST', '/sys/login', { username: USER, password: PASSWORD })).token as string;

  // Set-up done in this process; the product and the reference now run in their own.
  await app.close();
  // BENCH_AB=<dirA>,<dirB>: an A/B of two built server bundles (copies of dist-server/, each dir next
  // to a node_modules it can resolve from) instead of the product/reference rounds: both run at once,
  // CPU per request measured alternately, BENCH_AB_PAIRS pairs.
  if (process.env.BENCH_AB) {
    await abBundles(process.env.BENCH_AB.split(','), file, token, signed);
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
    process.exit(process.exitCode ?? 0);
  }
  console.log('Building the server bundle (npm run build:server) ...');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts']);
  const product = await startServerProcess(
    ['dist-server/main.mjs'],
    { DATABASE_URL: `sqlite:${file}`, PORT: '0', HOST: '127.0.0.1', SIGN_SECRET },
    join(dir, 'product.log'),
  );
  servers.push(product);
  const reference = await startServerProcess(
    [new URL('./list-reference.ts', import.meta.url).pathname, file, USER],
    {},
    join(dir, 'reference.log'),
  );
  servers.push(reference);
  const ours = `${product.url}/jeecg-boot/wl/site/list?${QUERY}`;
  const base = `${reference.url}/list?${QUERY}`;
  // Signed per run: each run stays inside the 5-minute timestamp window.
  const oursHeaders = () => ({ 'x-access-token': token, ...signed(parseQuery(QUERY)) });
  const baseHeaders = () => ({ 'x-access-token': token });
  const check = await fetch(ours, { headers: oursHeaders() }).then((r) => r.json());
  const checkBase = await fetch(base, { headers: baseHeaders() }).then((r) => r.json());
  const ids = (page: { records: { id: string }[] }) => page.records.map((r) => r.id).join(',');
  if (check.result.total !== checkBase.result.total) throw new Error('the two handlers disagree on the total');
  if (ids(check.result) !== ids(checkBase.result)) throw new Error('the two handlers disagree on the page');
  // A clerk without the rule's rows would see nothing: the rule is really applied.
  const seen = await fetch(ours.replace('type=2', 'type=2&createBy=admin'), {
    headers: { 'x-access-token': token, ...signed(parseQuery(`${QUERY}&createBy=admin`)) },
  }).then((r) => r.json());
  if (seen.result.total !== 0) throw new Error('the data rule did not apply');
  console.log(
    `Query: ${QUERY} (${check.result.total} matching rows), as ${USER} (wl:site:list, data rule createBy = #{sys_user_code})`,
  );
  console.log(
    `autocannon (own process): ${CONNECTIONS} connections, ${DURATION} s per run, ${cpus().length} CPUs, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`,
  );

  console.log('Warm-up (3 s each, not counted)');
  await run('reference', base, baseHeaders(), 3);
  await run('generic', ours, oursHeaders(), 3);

  // Rounds alternate which side runs first; each side's figures vary from round to round on a shared
  // machine, so the verdict takes the median round (ratio and p99), and prints every round.
  const ratios: number[] = [];
  const p99s: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round} (load average ${loadavg()[0].toFixed(1)})`);
    let b: Load;
    let o: Load;
    if (round % 2) {
      b = await run('reference', base, baseHeaders());
      o = await run('generic', ours, oursHeaders());
    } else {
      o = await run('generic', ours, oursHeaders());
      b = await run('reference', base, baseHeaders());
    }
    ratios.push(o.rps / b.rps);
    p99s.push(o.p99);
    console.log(`  ratio      ${(o.rps / b.rps).toFixed(2)}`);
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const ratio = median(ratios);
  const p99 = median(p99s);
  console.log(
    `Ratio generic/reference: median ${ratio.toFixed(2)} of ${ratios.map((r) => r.toFixed(2)).join(', ')} (target >= ${TARGET_RATIO}); generic p99: median ${p99} ms of ${p99s.join(', ')} (target <= ${TARGET_P99_MS}); load average ${loadavg()[0].toFixed(1)}`,
  );
  // CPU per request of each server process: a figure that moves less with the machine's load than
  // req/s does (same requests, each process's own CPU time from /proc).
  const count = Number(process.env.BENCH_CPU_REQUESTS ?? 20_000);
  console.log(`CPU per request (load average ${loadavg()[0].toFixed(1)})`);
  const refCpu = await cpuPerRequest('reference', reference.child.pid!, base, baseHeaders(), count);
  const ourCpu = await cpuPerRequest('generic', product.child.pid!, ours, oursHeaders(), count);
  console.log(`  CPU ratio  ${(refCpu / ourCpu).toFixed(2)} (reference / generic)`);
  if (ratio < TARGET_RATIO || p99 > TARGET_P99_MS) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
}
