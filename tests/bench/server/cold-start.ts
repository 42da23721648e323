// Cold start of the real server process: `node --import tsx src/server/main.ts` on an already migrated
// SQLite file with NODE_ENV=production (captcha on), timed from spawn to the first 200 of GET
// {API}/sys/randomImage/x (signed as the browser signs it; public, so no session is needed; it stores a
// captcha in the database and draws it; every route is registered before main.ts listens, so the first
// answer means the whole app is ready). Polled every 5 ms; the process is stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from '../load/client.ts';

const ROOT = join(import.meta.dirname, '../../..');

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

/** Milliseconds from spawn to the first 200 (throws when the process exits first or after 30 s). */
export async function coldStart(file: string, secret: string, password: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
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
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const client = new Client(`http://127.0.0.1:${port}`, secret);
  try {
    for (;;) {
      if (exited !== undefined) throw new Error(`server exited (${exited}) before answering: ${stderr.slice(-500)}`);
      if (performance.now() - t0 > 30_000) throw new Error('no 200 within 30 s');
      try {
        const a = await client.call('GET', '/sys/randomImage/x');
        if (a.status === 200) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await sleep(5);
    }
  } finally {
    if (exited === undefined) proc.kill('SIGTERM');
    await exit;
  }
}
