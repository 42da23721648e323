// `npm run dev`'s schema loop on a real SQLite database over real HTTP (the API alone; the SPA side is
// Vite's): a schema file saved into the watched folder answers on the running server within 5 s, a
// field added to it is accepted by add and returned by list, and a broken file leaves the last good
// state answering while the problem (file, pointer, message) is reported. Started on a copy of
// schemas/ in a temp folder, its output a copy of src/generated/, so nothing else is regenerated.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevServer } from '../../dev/server.ts';
import WebSocket from 'ws';
import { openSocket } from './helpers/live-socket.ts';
import { signedHeaders } from './helpers/signing.ts';

const ADMIN_PASSWORD = 'It#Admin2026';
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
const schemas = join(dir, 'schemas');
const notePath = join(schemas, 'zz', 'zz_dev_note.json');
let dev: DevServer;
let token = '';
let loginResult: Record<string, unknown> = {};
/** What the dev server printed (shown when a wait times out). */
const lines: string[] = [];

interface Answer {
  status: number;
  body: { success?: boolean; message?: string; result?: unknown };
}

async function call(method: string, path: string, opts: { query?: Record<string, string>; body?: unknown } = {}) {
  const search = new URLSearchParams(opts.query ?? {}).toString();
  const headers: Record<string, string> = {
    ...signedHeaders(method, search, opts.body, dev.signSecret),
    ...(token ? { 'x-access-token': token } : {}),
    ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const url = `${dev.url}${dev.apiBase}${path}${search ? `?${search}` : ''}`;
  const r = await fetch(url, {
    method,
    headers,
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return { status: r.status, body: (await r.json()) as Answer['body'] };
}

function noteSchema(extra: Record<string, unknown> = {}) {
  return {
    $schema: '../_meta/entity.schema.json',
    $id: 'zz_dev_note',
    title: '开发便签',
    'x-title': { en: 'Dev note' },
    type: 'object',
    'x-entity': {
      table: 'zz_dev_note',
      api: '/zz/devNote',
      permission: 'zz:devNote',
      list: { columns: ['name', ...Object.keys(extra)], search: ['name'], sort: ['createTime', 'desc'] },
    },
    properties: { name: { type: 'string', title: '名称', 'x-title': { en: 'Name' }, maxLength: 64 }, ...extra },
    required: ['name'],
  };
}

/**
 * The 5 s of the issue, on a machine with its cores to itself; on one busier than its cores (other
 * test files, other processes) everything is slower in proportion, the dev loop included.
 */
const busy = Math.max(1, loadavg()[0] / availableParallelism());
const LIMIT_MS = Math.round(5000 * busy);

/** Polls until `check` passes; returns the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms; the dev server printed:\n${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - t0;
}

const priority = { type: 'integer', title: '优先级', 'x-title': { en: 'Priority' }, minimum: 0 };
const records = (a: Answer) => (a.body.result as { records: Record<string, unknown>[] }).records;

beforeAll(async () => {
  cpSync(join(root, 'schemas'), schemas, { recursive: true });
  dev = await startDev({
    port: 0,
    host: '127.0.0.1',
    schemasDir: schemas,
    dataDir: join(dir, 'data'),
    spa: false,
    env: { ADMIN_PASSWORD, CAPTCHA: 'off', NODE_ENV: 'test', DATABASE_URL: undefined },
    log: (line) => lines.push(line),
    warn: (line) => lines.push(line),
  });
  const login = await call('POST', '/sys/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(login.status).toBe(200);
  loginResult = login.body.result as Record<string, unknown>;
  token = loginResult.token as string;
}, 120_000);

afterAll(async () => {
  await dev?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev: the schema loop', () => {
  it('serves a new schema file within 5 s, then a field added to it, with no restart', async () => {
    expect(dev.outDir).toBe(join(dir, 'data', 'generated'));
    expect((await call('GET', '/zz/devNote/list')).status).toBe(404);

    mkdirSync(join(schemas, 'zz'), { recursive: true });
    writeFileSync(notePath, `${JSON.stringify(noteSchema(), null, 2)}\n`);
    const ms = await within(LIMIT_MS, async () => (await call('GET', '/zz/devNote/list')).status === 200);
    expect(ms, lines.join('\n')).toBeLessThan(LIMIT_MS);
    console.info(`dev loop: a new entity answered ${ms} ms after its file was saved (load ${loadavg()[0].toFixed(1)})`);
    const first = await call('POST', '/zz/devNote/add', { body: { name: 'first' } });
    expect(first.status).toBe(200);

    // the same session (stored in the database) goes on across the swap; a new field is accepted
    writeFileSync(notePath, `${JSON.stringify(noteSchema({ priority }), null, 2)}\n`);
    await within(LIMIT_MS, async () => {
      const added = await call('POST', '/zz/devNote/add', { body: { name: 'second', priority: 3 } });
      return added.status === 200;
    });
    const list = await call('GET', '/zz/devNote/list');
    const rows = records(list).map((r) => [r.name, r.priority ?? null]);
    expect(rows.sort()).toEqual([
      ['first', null],
      ['second', 3],
    ]);
    expect(dev.problems()).toEqual([]);
  });

  it('opens the live connection (a WebSocket under the API base) through the dev server', async () => {
    const userId = (loginResult.userInfo as { id: string }).id;
    const socket = await openSocket(`${dev.url.replace(/^http/, 'ws')}${dev.apiBase}`, userId, token);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await socket.close();
  });

  it('keeps the last good state answering when a schema file breaks, and reports the problem', async () => {
    const bad = noteSchema({ priority: { ...priority, minimum: 'zero' } });
    writeFileSync(notePath, `${JSON.stringify(bad, null, 2)}\n`);
    await within(LIMIT_MS, async () => dev.problems().length > 0);
    expect(dev.problems()[0]).toMatchObject({ file: 'zz/zz_dev_note.json' });
    expect(
      dev
        .problems()
        .map((p) => `${p.pointer} ${p.message}`)
        .join('\n'),
    ).toMatch(/priority/);

    const list = await call('GET', '/zz/devNote/list');
    expect(list.status).toBe(200);
    expect(records(list)).toHaveLength(2);
    expect((await call('POST', '/zz/devNote/add', { body: { name: 'third', priority: 1 } })).status).toBe(200);

    // fixed: the problems clear
    writeFileSync(notePath, `${JSON.stringify(noteSchema({ priority }), null, 2)}\n`);
    await within(LIMIT_MS, async () => dev.problems().length === 0);
  });

  it('refuses a destructive change as npm run gen does, and keeps the column and its data', async () => {
    writeFileSync(notePath, `${JSON.stringify(noteSchema(), null, 2)}\n`); // priority dropped
    await within(LIMIT_MS, async () => dev.problems().length > 0);
    expect(dev.problems()[0]!.message).toMatch(/zz_dev_note\.priority/);
    const list = await call('GET', '/zz/devNote/list');
    expect(records(list).some((r) => r.priority === 3)).toBe(true);
  });
});
