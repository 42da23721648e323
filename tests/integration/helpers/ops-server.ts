// The real server (src/server/main.ts) as a child process on a given database, for the operations
// tests (a backup while it writes, its log output). Calls are signed as the browser signs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { signedHeaders } from './signing.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const SERVER_SECRET = 'ops-server-secret';
export const SERVER_PASSWORD = 'It#Admin2026';

export interface OpsServer {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM (graceful close) and wait for the exit. */
  stop(): Promise<void>;
}

export async function startOpsServer(env: Record<string, string>): Promise<OpsServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      ADMIN_PASSWORD: SERVER_PASSWORD,
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      SIGN_SECRET: SERVER_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const base = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 90_000);
    const look = () => {
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    child,
    base,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: { success: boolean; message: string; result: T };
}

/** One signed API call; `headers` may add or override headers (a token, credentials to be redacted). */
export async function callServer<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; query?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const search = new URLSearchParams(opts.query ?? {}).toString();
  const res = await fetch(`${base}/jeecg-boot${path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      ...signedHeaders(method, search, opts.json, SERVER_SECRET),
      ...(opts.token ? { 'x-access-token': opts.token } : {}),
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

export async function signIn(base: string): Promise<string> {
  const r = await callServer<{ token: string }>(base, 'POST', '/sys/login', {
    json: { username: 'admin', password: SERVER_PASSWORD },
  });
  if (r.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(r.body)}`);
  return r.body.result.token;
}
