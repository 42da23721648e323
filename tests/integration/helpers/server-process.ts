// The real server as a child process (`node --import tsx src/server/main.ts`) on a free port (PORT=0),
// for tests that need a separate process: several instances on one database, SIGKILL/SIGTERM and a
// restart on the same database (tests/faults), backup while it writes, its log output. Requests to it
// are signed as the browser signs them (X-Sign, X-TIMESTAMP for GET and POST).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { signedHeaders } from './signing.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');
/** SIGN_SECRET and ADMIN_PASSWORD of a started server unless its env says otherwise. */
export const SECRET = 'server-process-secret';
export const PASSWORD = 'It#Admin2026';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Reply<T = unknown> {
  status: number;
  /** The JSON envelope (undefined for other answers, e.g. a workbook: see `raw`). */
  body: { success: boolean; message: string; code: number; result: T };
  /** The answer's bytes, and its content type and headers. */
  raw: Buffer;
  type: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  json?: unknown;
  /** A raw body (e.g. multipart); its content type goes in `headers`. */
  body?: Buffer;
  /** Added last: may override any header (a token, credentials a test wants redacted). */
  headers?: Record<string, string>;
}

export interface StartOptions {
  /** Over the defaults (PORT=0, HOST, ADMIN_PASSWORD, CAPTCHA=off, NODE_ENV=test, SCHEDULER=off, SIGN_SECRET). */
  env?: Record<string, string>;
  /** Headers every `call` of this server sends (e.g. accept-language), before the call's own. */
  headers?: Record<string, string>;
  /** Run the server under this command (e.g. ['unshare', '-m', 'sh', '-c', '... exec "$@"', 'sh']). */
  wrap?: string[];
}

export interface Exit {
  /** The exit code; null when a signal ended the process. */
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://host:port of the instance. */
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the process has ended. */
  exited: Promise<Exit>;
  /** One signed request against this server. */
  call<T = unknown>(method: Method, path: string, opts?: CallOptions): Promise<Reply<T>>;
  /** SIGKILL, then wait until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful close), then wait for the exit (SIGKILL after 20 s). */
  stop(): Promise<Exit>;
}

const running = new Set<ChildProcess>();

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Start one instance; resolves once it listens (rejects when it exits first or after 90 s). */
export async function startServer(opts: StartOptions = {}): Promise<ServerProcess> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    CAPTCHA: 'off',
    NODE_ENV: 'test',
    SCHEDULER: 'off',
    SIGN_SECRET: SECRET,
    ...opts.env,
  };
  const secret = env.SIGN_SECRET!;
  const node = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  const [cmd, ...args] = opts.wrap ? [...opts.wrap, ...node] : node;
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<Exit>((ok) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      ok({ code, signal });
    }),
  );
  const base = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 90_000);
    child.stdout!.on('data', () => {
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      fail(new Error(`server exited ${code}: ${out}`));
    });
  });

  return {
    child,
    base,
    output: () => out,
    exited,
    call: (method, path, callOpts = {}) =>
      request(base, secret, method, path, { ...callOpts, headers: { ...opts.headers, ...callOpts.headers } }),
    async kill() {
      if (alive(child)) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!alive(child)) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

/** SIGKILL whatever a test file left running (for afterAll). */
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

async function request<T>(base: string, secret: string, method: Method, path: string, opts: CallOptions) {
  const search = new URLSearchParams(opts.query ?? {}).toString();
  const signed = method === 'GET' || method === 'POST' ? signedHeaders(method, search, opts.json, secret) : {};
  const res = await fetch(`${base}/jeecg-boot${path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      ...signed,
      ...(opts.token ? { 'x-access-token': opts.token } : {}),
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body ? new Uint8Array(opts.body) : undefined,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? (JSON.parse(raw.toString()) as Reply<T>['body']) : (undefined as never);
  return { status: res.status, body, raw, type, headers: res.headers };
}

/** Sign in as admin (captcha off); the token. */
export async function login(server: ServerProcess, password = PASSWORD): Promise<string> {
  const r = await server.call<{ token: string }>('POST', '/sys/login', { json: { username: 'admin', password } });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.result.token;
}
