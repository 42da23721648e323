// npm run backup: an online backup of the SQLite database (DATABASE_URL) into BACKUP_DIR (./backups),
// safe while the server runs. Prints the backup's path; exits 1 with the reason on failure.
import { backupSqlite, defaultBackupDir, OpsError } from './backup.ts';
import { sqliteFileOf } from './db-target.ts';

try {
  const path = await backupSqlite(sqliteFileOf(process.env), defaultBackupDir(process.env));
  console.log(path);
} catch (err) {
  console.error(err instanceof OpsError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
