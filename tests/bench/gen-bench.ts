// npm run bench:gen — the generator's loop (targets: each <= 2 s): `npm run gen` with nothing
// changed, after a one-entity change (a new field in wl_fleet: a new migration, and that entity's
// part of registry.ts, openapi.json, route-schemas.ts, i18n and its types), and `gen --check` with
// nothing changed. Runs the generator as `npm run gen` does (node generator/cli.ts) on copies of
// schemas/ and src/generated/ in a temp folder, so the repository is left alone; the median of
// three runs of each, after one run that fills the caches. Exit code 1 when a target is missed (in
// CPU time; in wall time too unless the load average is above the number of cores).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TARGET_MS = 2000;
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'gen-bench-'));
const schemas = join(dir, 'schemas');
const out = join(dir, 'generated');
cpSync(join(root, 'schemas'), schemas, { recursive: true });
cpSync(join(root, 'src/generated'), out, { recursive: true });

// The child reports its own CPU time at exit: on a busy machine the wall time says more about the
// other processes than about the generator.
const CPU_REPORT =
  "data:text/javascript,process.on('exit',()=>{const c=process.cpuUsage();process.stderr.write('CPU_MS '+(c.user+c.system)/1000+'\\n')})";

interface Run {
  ms: number;
  cpuMs: number;
}

function gen(...args: string[]): Run {
  const t0 = performance.now();
  const cli = join(root, 'generator/cli.ts');
  const run = spawnSync(process.execPath, ['--import', CPU_REPORT, cli, '--schemas', schemas, '--out', out, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`gen ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return { ms, cpuMs: Number(/CPU_MS ([\d.]+)/.exec(run.stderr)?.[1] ?? NaN) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (ms: number) => (ms / 1000).toFixed(2);

let fieldNo = 0;
/** A new field in wl_fleet: one entity changed. */
function changeOneEntity(): void {
  const path = join(schemas, 'logistics/wl_fleet.json');
  const schema = JSON.parse(readFileSync(path, 'utf8'));
  const name = `benchNote${Date.now().toString(36)}${fieldNo++}`;
  schema.properties[name] = { type: 'string', title: '备注', 'x-title': { en: 'Note' }, maxLength: 100 };
  writeFileSync(path, `${JSON.stringify(schema, null, 2)}\n`);
}

try {
  console.log(`gen bench: load average ${loadavg()[0].toFixed(1)} on ${root}`);
  gen(); // fills the caches for this copy (usually already filled by npm run gen)
  const unchanged = [gen(), gen(), gen()];
  const check = [gen('--check'), gen('--check'), gen('--check')];
  const changed = [0, 1, 2].map(() => (changeOneEntity(), gen()));
  const rows: [string, Run[]][] = [
    ['nothing changed', unchanged],
    ['one entity changed', changed],
    ['--check, nothing changed', check],
  ];
  // On a machine busier than its cores the wall time mostly measures the others: the CPU time judges then.
  const busy = loadavg()[0] >= availableParallelism();
  let missed = false;
  for (const [what, runs] of rows) {
    const m = median(runs.map((r) => r.ms));
    const cpuMs = median(runs.map((r) => r.cpuMs));
    const ok = m <= TARGET_MS;
    const cpuOk = cpuMs <= TARGET_MS;
    missed ||= !cpuOk || (!ok && !busy);
    const all = runs.map((r) => secs(r.ms)).join(', ');
    console.log(
      `${what.padEnd(26)} median ${secs(m)} s (${all}): ${ok ? 'met' : 'MISSED'}; CPU ${secs(cpuMs)} s: ${cpuOk ? 'met' : 'MISSED'} (<= 2 s)`,
    );
  }
  console.log(`load average after: ${loadavg()[0].toFixed(1)}`);
  if (missed) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
