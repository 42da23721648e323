// THE KILL TEST: the real server as a child process on a temp SQLite file, an all-or-nothing import of
// 100,000 sites over HTTP, SIGKILL once the progress endpoint says rows are being written, restart on
// the same database: not one of those rows exists (pass 2's one transaction never committed).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { multipart } from './helpers/multipart.ts';
import { signedHeaders } from './helpers/signing.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SECRET = 'kill-test-secret';
const PASSWORD = 'It#Admin2026';
const ROWS = 100_000;
const dir = mkdtempSync(join(tmpdir(), 'it-kill-'));
const dbFile = join(dir, 'app.db');
const children: ChildProcess[] = [];

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbFile,
      PORT: '0',
      ADMIN_PASSWORD: PASSWORD,
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      SIGN_SECRET: SECRET,
      UPLOAD_DIR: join(dir, 'uploads'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const base = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => fail(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, base };
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: {
    token?: string;
    query?: Record<string, string>;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
  } = {},
) {
  const search = new URLSearchParams(opts.query ?? {}).toString();
  const headers: Record<string, string> = {
    ...signedHeaders(method, search, opts.json, SECRET),
    ...(opts.token ? { 'x-access-token': opts.token } : {}),
    ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
    ...opts.headers,
  };
  const res = await fetch(`${base}/jeecg-boot${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body ? new Uint8Array(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { result: unknown; code: number } };
}

async function writeSites(file: string, rows: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Sites');
  ws.addRow(['Site name', 'Site type', 'Site mode', 'Person in charge', 'Address']).commit();
  for (let i = 0; i < rows; i++) ws.addRow([`Kill ${i}`, 1, 0, `P${i % 100}`, `Street ${i}`]).commit();
  ws.commit();
  await wb.commit();
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('an all-or-nothing import killed while writing', () => {
  it('leaves no row behind after a restart', async () => {
    const file = join(dir, 'sites.xlsx');
    await writeSites(file, ROWS);
    const first = await startServer();
    const login = await call(first.base, 'POST', '/sys/login', { json: { username: 'admin', password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = (login.body.result as { token: string }).token;

    const { payload, headers } = multipart([
      { name: 'files[]', fileName: 'sites.xlsx', data: (await import('node:fs')).readFileSync(file) },
      { name: 'mode', value: 'all' },
      { name: 'progressId', value: 'kill-1' },
    ]);
    const upload = call(first.base, 'POST', '/wl/site/importExcel', { token, body: payload, headers }).catch(
      (e: unknown) => e,
    );

    let seen: { phase: string; done: number } | undefined;
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      const p = await call(first.base, 'GET', '/sys/excel/progress', { token, query: { id: 'kill-1' } });
      if (p.status === 200) {
        seen = p.body.result as { phase: string; done: number };
        if (seen.phase === 'writing' && seen.done > 0) break;
        if (seen.phase === 'done' || seen.phase === 'failed') break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toMatchObject({ phase: 'writing' });
    expect(seen!.done).toBeGreaterThan(0);
    expect(seen!.done).toBeLessThan(ROWS);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(await upload).toBeInstanceOf(Error); // the connection died with the process

    const second = await startServer();
    try {
      const again = await call(second.base, 'POST', '/sys/login', { json: { username: 'admin', password: PASSWORD } });
      expect(again.status).toBe(200);
      const db = await openDatabase({ kind: 'sqlite', file: dbFile });
      try {
        const n = await db.db
          .selectFrom('wl_site')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('site_name', 'like', 'Kill %')
          .executeTakeFirstOrThrow();
        expect(Number(n.n)).toBe(0);
      } finally {
        await db.close();
      }
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 300_000);
});
