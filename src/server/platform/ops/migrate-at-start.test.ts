// migrateAtStart on a SQLite file: the backup before a destructive migration comes first, and a failed
// backup stops the start before anything is applied.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Migration } from '../../../../runtime/core/migration.ts';
import { openDatabase, type Database } from '../../engine/db/database.ts';
import { migrateAtStart } from './migrate-at-start.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('migrateAtStart (SQLite file)', () => {
  it('stops before applying anything when the backup before a destructive migration fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrate-backup-'));
    try {
      const file = join(dir, 'app.db');
      const config = { kind: 'sqlite' as const, file };
      database = await openDatabase(config);
      const create: Migration = {
        name: '0001',
        ops: [
          {
            op: 'createTable',
            table: 't',
            columns: [
              { name: 'id', type: 'id', primaryKey: true },
              { name: 'x', type: 'text' },
            ],
          },
        ],
      };
      const drop: Migration = { name: '0002', ops: [{ op: 'dropColumn', table: 't', column: 'x' }] };
      await migrateAtStart(database, config, [create], { backupDir: dir });
      writeFileSync(join(dir, 'not-a-folder'), '');
      await expect(
        migrateAtStart(database, config, [create, drop], { backupDir: join(dir, 'not-a-folder', 'backups') }),
      ).rejects.toThrow(/ENOTDIR/);
      const columns = (await sql<{ name: string }>`pragma table_info(t)`.execute(database.db)).rows.map((r) => r.name);
      expect(columns).toEqual(['id', 'x']);
    } finally {
      await database?.close();
      database = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
