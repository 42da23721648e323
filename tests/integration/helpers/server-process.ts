// The real server as a child process (`node --import tsx src/server/main.ts`) on a free port, and a
// signed fetch against it, for tests that need separate processes (several instances on one database).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { signedHeaders } from './signing.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface Reply<T = unknown> {
  status: number;
  /** The JSON envelope (undefined for other answers, e.g. a workbook). */
  body: { success: boolean; message: string; code: number; result: T };
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://host:port of the instance. */
  base: string;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    opts?: { token?: string; query?: Record<string, string>; json?: unknown },
  ): Promise<Reply<T>>;
  /** SIGTERM, then wait for the exit (SIGKILL after 20 s). */
  stop(): Promise<void>;
}

/** Start one instance with `env` over the current environment; resolves once it listens. */
export async function startServer(env: Record<string, string>, secret: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited ${code}: ${out}`));
    });
  });

  return {
    child,
    base,
    output: () => out,
    async call<T>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      opts: { token?: string; query?: Record<string, string>; json?: unknown } = {},
    ) {
      const search = new URLSearchParams(opts.query ?? {}).toString();
      const signed = method === 'GET' || method === 'POST' ? signedHeaders(method, search, opts.json, secret) : {};
      const res = await fetch(`${base}/jeecg-boot${path}${search ? `?${search}` : ''}`, {
        method,
        headers: {
          ...signed,
          ...(opts.token ? { 'x-access-token': opts.token } : {}),
          ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
      });
      const json = res.headers.get('content-type')?.includes('json');
      const body = json ? ((await res.json()) as Reply<T>['body']) : (await res.arrayBuffer(), undefined);
      return { status: res.status, body: body as Reply<T>['body'] };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
