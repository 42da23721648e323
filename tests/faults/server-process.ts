// The real server as a child process (node + tsx running src/server/main.ts) for the fault tests:
// start it on a database (a SQLite file or a postgres:// URL), talk to it over HTTP with signed
// requests, SIGKILL or SIGTERM it, and start it again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { signedHeaders } from '../integration/helpers/signing.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const SECRET = 'fault-test-secret';
export const PASSWORD = 'It#Admin2026';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /** DATABASE_URL: a SQLite file path or a postgres:// URL. */
  database: string;
  uploadDir: string;
  env?: Record<string, string>;
  /** Run the server under this command (e.g. ['unshare', '-m', 'sh', '-c', '... exec "$0" "$@"']). */
  wrap?: string[];
}

const running = new Set<ChildProcess>();

export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const args = ['--import', 'tsx', 'src/server/main.ts'];
  const [cmd, ...cmdArgs] = opts.wrap ? [...opts.wrap, process.execPath, ...args] : [process.execPath, ...args];
  const child = spawn(cmd, cmdArgs, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: opts.database,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      SIGN_SECRET: SECRET,
      SCHEDULER: 'off',
      UPLOAD_DIR: opts.uploadDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      ok({ code, signal });
    }),
  );
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const base = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 90_000);
    const look = () => {
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    };
    child.stdout!.on('data', look);
    void exited.then(({ code }) => fail(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, base, output: () => out, exited };
}

/** SIGKILL the process and wait until it is gone. */
export async function kill(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** Kill whatever a test file left running (for afterAll). */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (c) =>
        new Promise<void>((ok) => {
          c.once('exit', () => ok());
          c.kill('SIGKILL');
        }),
    ),
  );
}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; code: number; result: T };
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

/** One signed request; the JSON answer, or the raw bytes when the answer is not JSON. */
export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: CallOptions = {},
): Promise<Answer<T> & { raw: Buffer; type: string; headers: Headers }> {
  const search = new URLSearchParams(opts.query ?? {}).toString();
  const signed = method === 'GET' || method === 'POST' ? signedHeaders(method, search, opts.json, SECRET) : {};
  const headers: Record<string, string> = {
    ...signed,
    'accept-language': 'en',
    ...(opts.token ? { 'x-access-token': opts.token } : {}),
    ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
    ...opts.headers,
  };
  const res = await fetch(`${base}/jeecg-boot${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body ? new Uint8Array(opts.body) : undefined,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? (JSON.parse(raw.toString()) as Answer<T>['body']) : (undefined as never);
  return { status: res.status, body, raw, type, headers: res.headers };
}

/** Sign in as admin; the token. */
export async function login(base: string): Promise<string> {
  const r = await call<{ token: string }>(base, 'POST', '/sys/login', {
    json: { username: 'admin', password: PASSWORD },
  });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.result.token;
}
