// npm run restore -- <backup file> [--force]: checks the backup (integrity_check, the app's migration
// table) and copies it over the SQLite database of DATABASE_URL. An existing database is replaced only
// with --force and only while no process (the server) has it open. Exits 1 with the reason otherwise.
import { OpsError, restoreSqlite } from './backup.ts';
import { sqliteFileOf } from './db-target.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('--')) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
try {
  const target = sqliteFileOf(process.env);
  restoreSqlite(files[0]!, target, { force });
  console.log(`Restored ${files[0]} onto ${target}`);
} catch (err) {
  console.error(err instanceof OpsError ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
