import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColumnSpec, Migration } from '../../../../runtime/core/migration.ts';
import { migrations } from '../../../generated/migrations/index.ts';
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

describe('alterColumn on SQLite', () => {
  const table: Migration = {
    name: '0001',
    ops: [
      {
        op: 'createTable',
        table: 't',
        columns: [
          { name: 'id', type: 'id', primaryKey: true },
          { name: 'code', type: 'varchar', length: 8 },
          { name: 'qty', type: 'integer' },
          { name: 'version', type: 'integer', notNull: true, default: 1 },
        ],
      },
      { op: 'createIndex', table: 't', index: { name: 'uq_t_code', columns: ['code'], unique: true } },
    ],
  };
  const alter = (name: string, from: ColumnSpec, to: ColumnSpec): Migration => ({
    name,
    ops: [{ op: 'alterColumn', table: 't', from, to }],
  });
  const indexes = async (d: Database) =>
    (
      await sql<{ name: string }>`select name from sqlite_master where type = 'index' and sql is not null`.execute(d.db)
    ).rows.map((r) => r.name);

  it('rebuilds across affinities keeping rows, defaults and indexes; a wider varchar needs no rebuild', async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrate(database.db, database.dialect, [table]);
    await database.db.insertInto('t').values({ id: 'a', code: 'A1', qty: 3 }).execute();
    await migrate(database.db, database.dialect, [
      table,
      alter('0002', { name: 'qty', type: 'integer' }, { name: 'qty', type: 'double' }),
      alter('0003', { name: 'code', type: 'varchar', length: 8 }, { name: 'code', type: 'varchar', length: 64 }),
    ]);
    const info = (await sql<{ name: string; type: string }>`pragma table_info(t)`.execute(database.db)).rows;
    expect(info.map((c) => `${c.name} ${c.type.toLowerCase()}`)).toEqual([
      'id varchar(36)',
      'code varchar(8)',
      'qty real',
      'version integer',
    ]);
    await database.db.insertInto('t').values({ id: 'b', code: 'B1', qty: 2.5 }).execute();
    expect(await database.db.selectFrom('t').selectAll().orderBy('id').execute()).toEqual([
      { id: 'a', code: 'A1', qty: 3, version: 1 },
      { id: 'b', code: 'B1', qty: 2.5, version: 1 },
    ]);
    expect(await indexes(database)).toEqual(['uq_t_code']);
    await expect(database.db.insertInto('t').values({ id: 'c', code: 'A1' }).execute()).rejects.toThrow(/UNIQUE/);
  });

  it('fails, changing nothing, when text would be left in a numeric column', async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrate(database.db, database.dialect, [table]);
    await database.db.insertInto('t').values({ id: 'a', code: '12 kg' }).execute();
    const toNumber = alter('0002', { name: 'code', type: 'varchar', length: 8 }, { name: 'code', type: 'double' });
    await expect(migrate(database.db, database.dialect, [table, toNumber])).rejects.toThrow(
      't.code: the value "12 kg" is not a number; convert it in a data migration first',
    );
    expect(await database.db.selectFrom('t').select('code').execute()).toEqual([{ code: '12 kg' }]);
    expect(await indexes(database)).toEqual(['uq_t_code']);
  });
});
