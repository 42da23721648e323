// The real server process as `npm start` runs it (start-command.ts: plain Node on dist-server/main.mjs
// with the start script's flags) on an already migrated SQLite file with NODE_ENV=production (captcha
// on, the request log on, written to /dev/null), timed from spawn to the first 200 of GET
// {API}/sys/randomImage/x (signed as the browser signs it; public, so no session is needed; it stores a
// captcha in the database and draws it; every route is registered before main.ts listens, so the first
// answer means the whole app is ready). Polled every 5 ms; the process is stopped with SIGTERM.
// `coldStart` goes on to the first list answer as a person would get it (captcha, sign-in, the list of
// wl_site) and reads the CPU the process used until then (issue 24 item 5).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from '../load/client.ts';
import { ROOT, startCommand } from './start-command.ts';

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** utime + stime of a process from /proc/<pid>/stat (clock ticks of 10 ms), in ms. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ProductionServer {
  proc: ChildProcess;
  pid: number;
  url: string;
  /** Milliseconds from spawn to the first 200. */
  readyMs: number;
  /** CPU time (user + system, all threads) the process had used by then, in ms: less load-dependent. */
  readyCpuMs: number;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

/** Start the production server and wait for its first 200 (throws when it exits first or after 30 s). */
export async function startProduction(file: string, secret: string, password: string): Promise<ProductionServer> {
  const port = await freePort();
  const t0 = performance.now();
  const start = startCommand();
  const proc = spawn(process.execPath, start.args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      DATABASE_URL: `sqlite:${file}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      SIGN_SECRET: secret,
      ADMIN_PASSWORD: password,
      APP_SECRET: randomBytes(16).toString('hex'),
      SCHEDULER: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited === undefined) proc.kill('SIGTERM');
    await exit;
  };
  const url = `http://127.0.0.1:${port}`;
  const client = new Client(url, secret);
  try {
    for (;;) {
      if (exited !== undefined) throw new Error(`server exited (${exited}) before answering: ${stderr.slice(-500)}`);
      if (performance.now() - t0 > 30_000) throw new Error('no 200 within 30 s');
      try {
        const a = await client.call('GET', '/sys/randomImage/x');
        if (a.status === 200) {
          const readyMs = performance.now() - t0;
          return { proc, pid: proc.pid!, url, readyMs, readyCpuMs: cpuMsOf(proc.pid!), stop };
        }
      } catch {
        // not listening yet
      }
      await sleep(5);
    }
  } catch (err) {
    await stop();
    throw err;
  } finally {
    client.close();
  }
}

/** The list the cold start ends on (a user's first page of sites). */
export const FIRST_LIST = { path: '/wl/site/list', query: 'pageNo=1&pageSize=10&column=createTime&order=desc' };

/**
 * Spawn-to-first-200 and spawn-to-first-list-answer figures (wall and the process's CPU) of a new
 * production process, which is then stopped.
 */
export async function coldStart(file: string, secret: string, password: string) {
  const server = await startProduction(file, secret, password);
  const t0 = performance.now() - server.readyMs;
  const client = new Client(server.url, secret);
  try {
    await signInWithCaptcha(client, file, 'admin', password);
    const list = await client.call('GET', FIRST_LIST.path, FIRST_LIST.query);
    if (list.status !== 200 || !list.body.success) throw new Error(`the first list answered ${list.status}`);
    const listMs = performance.now() - t0;
    const listCpuMs = cpuMsOf(server.pid);
    return { ms: server.readyMs, cpuMs: server.readyCpuMs, listMs, listCpuMs };
  } finally {
    client.close();
    await server.stop();
  }
}

/**
 * Sign in with the captcha on, as a person would: fetch a captcha, read its code (the bench reads the
 * server's SQLite file instead of the image), send it with the password.
 */
export async function signInWithCaptcha(client: Client, file: string, username: string, password: string) {
  const checkKey = randomBytes(8).toString('hex');
  const image = await client.call('GET', `/sys/randomImage/${checkKey}`);
  if (image.status !== 200) throw new Error(`captcha answered ${image.status}: ${image.body.message}`);
  const db = new BetterSqlite3(file, { readonly: true });
  const code = db.prepare('select code from sys_captcha where check_key = ?').pluck().get(checkKey) as string;
  db.close();
  const a = await client.call('POST', '/sys/login', '', { username, password, captcha: code, checkKey });
  const token = (a.body.result as { token?: string } | undefined)?.token;
  if (a.status !== 200 || !token) throw new Error(`sign-in answered ${a.status}: ${a.body.message}`);
  client.token = token;
}
