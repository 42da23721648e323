// A server in its own process for a bench, started as `npm start` starts the product: plain Node with
// --max-semi-space-size=4 and glibc's MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=1048576 (package.json
// "start"). Its stdout and stderr go to a log file (the request log is written as it would be in
// production, not read by the bench); the URL is taken from its "Listening on <url>" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export const START_NODE_FLAGS = ['--max-semi-space-size=4'];
export const START_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '1048576' };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM to this process, resolved when it has exited. */
  stop(): Promise<void>;
}

export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  logFile: string,
): Promise<ServerProcess> {
  const fd = openSync(logFile, 'a');
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each server process, written there when it stops.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...START_NODE_FLAGS, ...prof, ...args], {
    env: { ...process.env, ...START_ENV, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const m = /Listening on (http:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'));
    if (m) return { url: m[1].replace(/\/$/, ''), child, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${args.join(' ')} did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
