// npm run backup / npm run restore (src/server/platform/ops) against the real server process on a temp SQLite
// file: the backup runs while the server keeps adding rows over HTTP; the copy passes integrity_check
// and holds every row committed before it started; restore refuses what it must, then puts the copy
// on a fresh path where a second server serves the rows back over HTTP.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDatabase } from '../../src/server/platform/ops/backup.ts';
import { login, ROOT, startServer, type ServerProcess } from './helpers/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'it-backup-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/platform/ops/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((ok) =>
    child.on('exit', (code) => ok({ code, stdout, stderr })),
  );
}

const site = (name: string) => ({ siteName: name, type: 0, siteMode: 0 });

async function addSite(server: ServerProcess, token: string, name: string): Promise<void> {
  const r = await server.call('POST', '/wl/site/add', { token, json: site(name) });
  if (r.status !== 200) throw new Error(`add ${name} failed: ${JSON.stringify(r.body)}`);
}

function siteNames(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT site_name FROM wl_site').all() as { site_name: string }[]).map((r) => r.site_name);
  } finally {
    db.close();
  }
}

describe('backup and restore of a SQLite database in use', () => {
  const live = join(dir, 'live', 'app.db');
  const backups = join(dir, 'backups');
  const BEFORE = 60;

  it('backs up while the server writes, and the restored copy serves the rows', async () => {
    const server = await startServer({ env: { DATABASE_URL: live, UPLOAD_DIR: join(dir, 'uploads') } });
    servers.push(server);
    const token = await login(server);
    for (let i = 0; i < BEFORE; i++) await addSite(server, token, `before ${i}`);

    // A writer adds rows for as long as the backup command runs.
    let writing = true;
    let during = 0;
    const writer = (async () => {
      while (writing) await addSite(server, token, `during ${during++}`);
    })();
    const backup = await runCli('backup-cli.ts', [], { DATABASE_URL: live, BACKUP_DIR: backups });
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(during).toBeGreaterThan(0);
    const copy = backup.stdout.trim();
    expect(dirname(copy)).toBe(backups);
    expect(copy).toMatch(/app-\d{8}-\d{6}-\d{3}\.db$/);
    expect(existsSync(`${copy}-wal`)).toBe(false);
    expect(checkDatabase(copy)).toBeUndefined(); // integrity_check ok, sys_migration present

    const copied = siteNames(copy);
    for (let i = 0; i < BEFORE; i++) expect(copied).toContain(`before ${i}`);
    // Whatever the copy holds beyond those was committed on the live database too.
    const liveNames = new Set(siteNames(live));
    expect(copied.filter((n) => !liveNames.has(n))).toEqual([]);

    // Restore refuses: onto the live file without --force, onto it with --force while the server has it open.
    const noForce = await runCli('restore-cli.ts', [copy], { DATABASE_URL: live });
    expect(noForce.code).toBe(1);
    expect(noForce.stderr).toContain('--force');
    const inUse = await runCli('restore-cli.ts', [copy, '--force'], { DATABASE_URL: live });
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toContain('in use');

    const fresh = join(dir, 'restored', 'app.db');
    const restore = await runCli('restore-cli.ts', [copy], { DATABASE_URL: fresh });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const second = await startServer({ env: { DATABASE_URL: fresh, UPLOAD_DIR: join(dir, 'uploads2') } });
    servers.push(second);
    const token2 = await login(second);
    const list = await second.call<{ records: { siteName: string }[]; total: number }>('GET', '/wl/site/list', {
      token: token2,
      query: { pageNo: '1', pageSize: '1000' },
    });
    expect(list.status).toBe(200);
    const served = list.body.result.records.map((r) => r.siteName);
    for (let i = 0; i < BEFORE; i++) expect(served).toContain(`before ${i}`);
    expect(list.body.result.total).toBe(copied.length);
    await second.stop();
    await server.stop();

    // With the server stopped, --force replaces the live file by the copy.
    const forced = await runCli('restore-cli.ts', [copy, '--force'], { DATABASE_URL: live });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(siteNames(live).sort()).toEqual([...copied].sort());
  }, 300_000);

  it('refuses a file that is not a database of this app', async () => {
    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'not a database at all');
    const notDb = await runCli('restore-cli.ts', [junk], { DATABASE_URL: join(dir, 'x', 'app.db') });
    expect(notDb.code).toBe(1);
    expect(notDb.stderr).toContain('Refusing to restore');
    const other = join(dir, 'other.db');
    new BetterSqlite3(other).exec('CREATE TABLE t (x)');
    const foreign = await runCli('restore-cli.ts', [other], { DATABASE_URL: join(dir, 'x', 'app.db') });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('sys_migration');
    expect(existsSync(join(dir, 'x', 'app.db'))).toBe(false);
  }, 120_000);

  it('fails clearly on a missing database and points PostgreSQL to pg_dump', async () => {
    const missing = await runCli('backup-cli.ts', [], {
      DATABASE_URL: join(dir, 'nothing', 'app.db'),
      BACKUP_DIR: backups,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No database file');
    const pg = await runCli('backup-cli.ts', [], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' });
    expect(pg.code).toBe(1);
    expect(pg.stderr).toContain('pg_dump');
    expect(pg.stderr).toContain('Backup and restore');
  }, 120_000);
});
