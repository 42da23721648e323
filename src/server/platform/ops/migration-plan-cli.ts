// MIGRATE=plan (main.ts): the pending migrations of the server's database, as text; nothing is applied.
import type { DatabaseConfig } from '../../config/config.ts';
import { migrations as generatedMigrations } from '../../../generated/migrations/index.ts';
import { openDatabase } from '../../engine/db/database.ts';
import { migrationPlan } from './migrate-at-start.ts';
import { serverMigrations } from '../../engine/db/server-migrations.ts';

export async function printMigrationPlan(config: DatabaseConfig): Promise<string> {
  const database = await openDatabase(config);
  try {
    return await migrationPlan(database, [...serverMigrations, ...generatedMigrations]);
  } finally {
    await database.close();
  }
}
