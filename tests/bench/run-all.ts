// npm run bench: every bench in turn, each in its own child process (Node with tsx, as the bench:*
// scripts run them), its output passed through. A bench that exits 0 passed, one that exits 1 (it ran
// to the end and set process.exitCode) missed a target, anything else (a crash: exit-on-crash.ts, a
// signal) failed. One summary line per bench at the end; the exit code is non-zero when any missed or
// failed. BENCH_ONLY=list,total runs only those (by name).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { CRASH_EXIT_CODE } from './exit-on-crash.ts';

const BENCHES = [
  { name: 'gen', file: 'tests/bench/gen-bench.ts' },
  { name: 'list', file: 'tests/bench/list-bench.ts' },
  { name: 'deep', file: 'tests/bench/deep-page-bench.ts' },
  { name: 'total', file: 'tests/bench/total-bench.ts' },
  { name: 'excel', file: 'tests/bench/excel-bench.ts' },
  { name: 'editable', file: 'tests/bench/editable/editable-bench.ts' },
  { name: 'form', file: 'tests/bench/form-keystroke-bench.ts' },
  { name: 'load', file: 'tests/bench/load-bench.ts' },
  { name: 'server', file: 'tests/bench/server-bench.ts' },
];

type Outcome = 'passed' | 'missed' | 'failed';

function runBench(file: string): Promise<{ outcome: Outcome; detail: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', new URL('./exit-on-crash.ts', import.meta.url).href, file],
      { stdio: 'inherit' },
    );
    child.on('error', (error) => resolve({ outcome: 'failed', detail: error.message }));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve({ outcome: 'passed', detail: '' });
      else if (code === 1) resolve({ outcome: 'missed', detail: 'a target missed (exit code 1)' });
      else if (code === CRASH_EXIT_CODE) resolve({ outcome: 'failed', detail: 'crashed (see its output)' });
      else resolve({ outcome: 'failed', detail: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((n) => !BENCHES.some((b) => b.name === n)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: no bench named ${unknown.join(', ')} (${BENCHES.map((b) => b.name).join(', ')})`);
  process.exit(2);
}
const summary: string[] = [];
let bad = 0;
for (const bench of BENCHES.filter((b) => !only || only.includes(b.name))) {
  const load = loadavg()[0].toFixed(1);
  console.log(`\n=== ${bench.name} (${bench.file}), load average ${load} ===`);
  const t0 = performance.now();
  const { outcome, detail } = await runBench(bench.file);
  const secs = ((performance.now() - t0) / 1000).toFixed(0);
  if (outcome !== 'passed') bad++;
  summary.push(`${bench.name.padEnd(9)} ${outcome.padEnd(7)} ${`${secs} s`.padStart(6)}  load ${load}  ${detail}`);
}
console.log('\n=== Summary ===');
for (const line of summary) console.log(line);
if (bad) process.exitCode = 1;
