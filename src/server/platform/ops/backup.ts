// SQLite backup and restore (issue 12 item 5). The backup uses SQLite's online backup API through
// better-sqlite3 on its own connection, so it is safe while the server runs and writes (WAL: the copy
// is one consistent snapshot). The copy is written beside its final name and renamed when complete,
// then switched to a self-contained single file (journal_mode=DELETE) and checked. A restore copies
// a verified backup over the database file, but only when no connection has that file open.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** The table the migrator keeps (src/server/engine/db/migrator.ts): proof a file is this app's database. */
export const MIGRATION_TABLE = 'sys_migration';

export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

/** app.db at 2026-11-26T06:32:00.123Z -> app-20261126-063200-123.db */
export function backupFileName(source: string, now: Date): string {
  const stem = basename(source, extname(source)) || 'database';
  const iso = now.toISOString(); // 2026-11-26T06:32:00.123Z
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
  return `${stem}-${stamp}.db`;
}

/** Copies the SQLite database `source` into `dir` under a timestamped name; returns the backup's path. */
export async function backupSqlite(source: string, dir: string, now = new Date()): Promise<string> {
  if (!existsSync(source)) throw new OpsError(`No database file at ${resolve(source)}`);
  mkdirSync(dir, { recursive: true });
  const target = resolve(dir, backupFileName(source, now));
  if (existsSync(target)) throw new OpsError(`A backup named ${target} already exists`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(source, { fileMustExist: true, readonly: true, timeout: 5000 });
    // Copy every remaining page in one step: one read snapshot, so a writer on another connection
    // cannot make the copy start over again and again.
    await db.backup(partial, { progress: () => 0x7fffffff });
    db.close();
    db = undefined;
    const problem = checkDatabase(partial, { switchToSingleFile: true });
    if (problem) throw new OpsError(`The backup copy failed its check: ${problem}`);
    renameSync(partial, target);
    return target;
  } catch (err) {
    db?.close();
    rmSync(partial, { force: true });
    if (err instanceof OpsError) throw err;
    throw new OpsError(`Backup of ${resolve(source)} failed: ${(err as Error).message}`);
  }
}

/**
 * Undefined when `file` is a sound SQLite database holding the app's migration table, else the
 * problem. `switchToSingleFile` also turns the file's journal mode to DELETE (a backup needs no -wal).
 */
export function checkDatabase(file: string, opts: { switchToSingleFile?: boolean } = {}): string | undefined {
  if (!existsSync(file)) return `no file at ${resolve(file)}`;
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true, readonly: !opts.switchToSingleFile });
    if (opts.switchToSingleFile) db.pragma('journal_mode = DELETE');
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const verdict = rows.map((r) => r.integrity_check).join('; ');
    if (verdict !== 'ok') return `integrity_check says ${verdict}`;
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(MIGRATION_TABLE) as { name: string } | undefined;
    if (!table) return `no ${MIGRATION_TABLE} table: not a database of this app`;
    return undefined;
  } catch (err) {
    return `not a readable SQLite database (${(err as Error).message})`;
  } finally {
    db?.close();
  }
}

/** True when some connection (a running server) has `file` open: an exclusive lock is refused. */
export function databaseInUse(file: string): boolean {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw new OpsError(`Cannot open ${resolve(file)} to check it is free: ${(err as Error).message}`);
  } finally {
    db?.close();
  }
}

/** Replaces the database file `target` by the verified backup `backup` (`force` when it exists). */
export function restoreSqlite(backup: string, target: string, opts: { force?: boolean } = {}): void {
  const problem = checkDatabase(backup);
  if (problem) throw new OpsError(`Refusing to restore ${resolve(backup)}: ${problem}`);
  if (existsSync(target)) {
    if (!opts.force) {
      throw new OpsError(`${resolve(target)} exists; add --force to replace it (back it up first)`);
    }
    if (databaseInUse(target)) {
      throw new OpsError(`${resolve(target)} is in use; stop the server before restoring`);
    }
  }
  mkdirSync(resolve(target, '..'), { recursive: true });
  const temp = `${target}.restoring`;
  try {
    copyFileSync(backup, temp);
    // A -wal or -shm left from the old file must not be replayed onto the restored one.
    for (const side of ['-wal', '-shm', '-journal']) rmSync(`${target}${side}`, { force: true });
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { force: true });
    throw new OpsError(`Restore onto ${resolve(target)} failed: ${(err as Error).message}`);
  }
}

export const defaultBackupDir = (env: Record<string, string | undefined>): string =>
  env.BACKUP_DIR?.trim() || join('.', 'backups');
