import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Migration } from '../../../runtime/core/migration.ts';
import { migrations } from '../../generated/migrations/index.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrator.ts';
import { serverMigrations } from './server-migrations.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const tables = async (d: Database) =>
  (
    await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(d.db)
  ).rows.map((r) => r.name);

describe('migrate (SQLite)', () => {
  it('applies server and generated migrations once and records them', async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    const all = [...serverMigrations, ...migrations];
    expect(await migrate(database.db, database.dialect, all)).toEqual(all.map((m) => m.name));
    expect(await migrate(database.db, database.dialect, all)).toEqual([]);
    expect(await tables(database)).toEqual(
      expect.arrayContaining(['sys_migration', 'sys_session', 'sys_data_log', 'sys_user', 'wl_site', 'wl_vehicle']),
    );
  });

  it('rolls a failing migration back completely', async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    const bad: Migration = {
      name: '0001_bad',
      ops: [
        { op: 'createTable', table: 't_ok', columns: [{ name: 'id', type: 'id', primaryKey: true }] },
        { op: 'createIndex', table: 't_missing', index: { name: 'idx_x', columns: ['x'] } },
      ],
    };
    await expect(migrate(database.db, database.dialect, [bad])).rejects.toThrow();
    expect(await tables(database)).toEqual(['sys_migration']);
  });

  it('adds columns with defaults and drops indexes', async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    const ms: Migration[] = [
      {
        name: '0001',
        ops: [
          { op: 'createTable', table: 't', columns: [{ name: 'id', type: 'id', primaryKey: true }] },
          { op: 'createIndex', table: 't', index: { name: 'uq_t_id', columns: ['id'], unique: true } },
        ],
      },
      {
        name: '0002',
        ops: [
          { op: 'addColumn', table: 't', column: { name: 'flag', type: 'boolean', notNull: true, default: true } },
          { op: 'dropIndex', table: 't', name: 'uq_t_id' },
        ],
      },
    ];
    await migrate(database.db, database.dialect, ms);
    await database.db.insertInto('t').values({ id: 'a' }).execute();
    expect(await database.db.selectFrom('t').selectAll().execute()).toEqual([{ id: 'a', flag: 1 }]);
  });
});
