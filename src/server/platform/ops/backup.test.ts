// backup.ts on temp files in this process: the timestamped name, the copy holding what was committed,
// the in-use probe, and a restore that drops a stale -wal of the file it replaces.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../engine/db/database.ts';
import { backupFileName, backupSqlite, checkDatabase, databaseInUse, restoreSqlite } from './backup.ts';
import { sqliteFileOf } from './db-target.ts';

const dir = mkdtempSync(join(tmpdir(), 'ops-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appDatabase(file: string, rows: number): BetterSqlite3.Database {
  const db = openSqlite(file);
  db.exec('CREATE TABLE sys_migration (name TEXT PRIMARY KEY, applied_at TEXT); CREATE TABLE t (n INTEGER)');
  const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
  for (let i = 0; i < rows; i++) insert.run(i);
  return db;
}

const count = (file: string) => {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('backup', () => {
  it('names the copy after the database and the UTC time', () => {
    expect(backupFileName('data/app.db', new Date('2026-11-26T06:32:00.123Z'))).toBe('app-20261126-063200-123.db');
    expect(backupFileName('/x/store', new Date('2026-01-02T03:04:05.006Z'))).toBe('store-20260102-030405-006.db');
  });

  it('copies a database another connection holds open, into one checked file', async () => {
    const file = join(dir, 'live.db');
    const db = appDatabase(file, 500);
    const copy = await backupSqlite(file, join(dir, 'out'), new Date('2026-11-26T06:32:00.123Z'));
    db.prepare('INSERT INTO t (n) VALUES (?)').run(-1);
    expect(databaseInUse(file)).toBe(true);
    db.close();
    expect(databaseInUse(file)).toBe(false);
    expect(copy).toBe(join(dir, 'out', 'live-20261126-063200-123.db'));
    expect(readdirSync(join(dir, 'out'))).toEqual(['live-20261126-063200-123.db']);
    expect(checkDatabase(copy)).toBeUndefined();
    expect(count(copy)).toBe(500);
    await expect(backupSqlite(file, join(dir, 'out'), new Date('2026-11-26T06:32:00.123Z'))).rejects.toThrow(
      /already exists/,
    );
  });

  it('restores over a file only with force, leaving no stale -wal behind', async () => {
    const source = join(dir, 'src.db');
    appDatabase(source, 3).close();
    const copy = await backupSqlite(source, join(dir, 'out2'));
    const target = join(dir, 'target.db');
    appDatabase(target, 10).close();
    writeFileSync(`${target}-wal`, 'stale');
    expect(() => restoreSqlite(copy, target)).toThrow(/--force/);
    restoreSqlite(copy, target, { force: true });
    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(count(target)).toBe(3);
  });

  it('reads DATABASE_URL as the server does', () => {
    expect(sqliteFileOf({})).toBe('data/app.db');
    expect(sqliteFileOf({ DATABASE_URL: 'sqlite:x/y.db' })).toBe('x/y.db');
    expect(() => sqliteFileOf({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/pg_dump/);
    expect(() => sqliteFileOf({ DATABASE_URL: ':memory:' })).toThrow(/memory/);
  });
});
