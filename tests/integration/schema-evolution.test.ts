// Changing a schema that already has data (README: "Changing a schema that already has data"): a temp
// schemas/ folder with one entity goes through rename, widening, a refused and then an allowed drop,
// and a string -> number change with a hand-written data migration; after each step the real generator
// writes the migration and the server's start-up migrator applies it to real SQLite and PostgreSQL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Migration } from '../../runtime/core/migration.ts';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { migrateAtStart, migrationPlan } from '../../src/server/platform/ops/migrate-at-start.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { evolvingSchema, text, type EvolvingSchema, type Props } from './helpers/evolving-schema.ts';

const TABLE = 'zz_evolve';
const v1: Props = {
  name: text('名称', 'Name', { maxLength: 20 }),
  note: text('备注', 'Note', { maxLength: 64 }),
  qty: { type: 'integer', title: '数量', 'x-title': { en: 'Quantity' } },
  weight: text('重量', 'Weight', { maxLength: 20 }),
  remark: text('说明', 'Remark', { maxLength: 50 }),
};
// note -> memo (declared), name 20 -> 200 characters, qty integer -> number.
const { note: _note, ...v1WithoutNote } = v1;
const v2: Props = {
  ...v1WithoutNote,
  name: text('名称', 'Name', { maxLength: 200 }),
  memo: text('备忘', 'Memo', { maxLength: 64, 'x-renamed-from': 'note' }),
  qty: { type: 'number', title: '数量', 'x-title': { en: 'Quantity' } },
};
const { remark: _remark, ...v3 } = v2;
const v4: Props = { ...v3, weight: { type: 'number', title: '重量', 'x-title': { en: 'Weight' } } };

const DATA_MIGRATION = `import type { DataMigration } from '../../runtime/core/migration.ts';

// Weights were typed as text ("12.5 kg"): keep the number only, then the column becomes a number.
export default {
  changes: ['${TABLE}.weight'],
  async up({ db, sql }) {
    await sql\`update ${TABLE} set weight = trim(replace(weight, 'kg', ''))\`.execute(db);
  },
} satisfies DataMigration;
`;

describe.each(DIALECTS)('schema evolution keeps data on %s', (dialect) => {
  let database: TestDatabase;
  let opened: Database;
  let schema: EvolvingSchema;
  let backupDir: string;
  let migrations: Migration[] = [];
  const lines: string[] = [];
  const apply = (ms: Migration[]) =>
    migrateAtStart(opened, database.config, ms, {
      backupDir,
      log: { info: (l) => lines.push(l), warn: (l) => lines.push(l) },
    });
  const rows = () => opened.db.selectFrom(TABLE).selectAll().orderBy('id').execute();
  const indexSql = async () =>
    dialect === 'sqlite'
      ? (
          await sql<{
            s: string;
          }>`select sql as s from sqlite_master where type = 'index' and tbl_name = ${TABLE} and sql is not null`.execute(
            opened.db,
          )
        ).rows.map((r) => r.s)
      : (
          await sql<{ s: string }>`select indexdef as s from pg_indexes where tablename = ${TABLE}`.execute(opened.db)
        ).rows.map((r) => r.s);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    opened = await openDatabase(database.config);
    schema = evolvingSchema(TABLE);
    backupDir = mkdtempSync(join(tmpdir(), 'evolve-backups-'));
    schema.write(v1, { indexes: [['note']] });
    migrations = await schema.generate();
    await apply(migrations);
    await opened.db
      .insertInto(TABLE)
      .values([
        { id: 'a', name: 'Alpha', note: 'fragile', qty: 3, weight: '12.5 kg', remark: 'keep me' },
        { id: 'b', name: 'Beta', note: 'heavy', qty: 7, weight: '4 kg', remark: 'and me' },
      ])
      .execute();
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
    schema?.remove();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('renames with x-renamed-from and widens, keeping every value; indexes, field permissions and data rules follow', async () => {
    // What refers to the field by name: a field permission (hides it) and a data rule on the list code.
    await sql`create table sys_permission (id varchar(36) primary key, perms varchar(255))`.execute(opened.db);
    await sql`create table sys_permission_data_rule (id varchar(36) primary key, permission_id varchar(36), rule_column varchar(64))`.execute(
      opened.db,
    );
    await opened.db
      .insertInto('sys_permission')
      .values([
        { id: 'p1', perms: 'zz:zzevolve:field:note' },
        { id: 'p2', perms: 'zz:zzevolve:list,zz:zzevolve:add' },
        { id: 'p3', perms: 'zz:other:field:note' },
      ])
      .execute();
    await opened.db
      .insertInto('sys_permission_data_rule')
      .values([
        { id: 'r1', permission_id: 'p2', rule_column: 'note' },
        { id: 'r2', permission_id: 'p3', rule_column: 'note' },
      ])
      .execute();
    schema.write(v2, { indexes: [['memo']] });
    migrations = await schema.generate();
    const ops = migrations.at(-1)!.ops.map((o) => o.op);
    expect(ops).toEqual(expect.arrayContaining(['renameColumn', 'alterColumn']));
    expect(ops).not.toContain('dropColumn');
    expect(ops).not.toContain('addColumn');
    lines.length = 0;
    expect(await apply(migrations)).toEqual([migrations.at(-1)!.name]);
    expect(lines).toEqual([`Applied migration ${migrations.at(-1)!.name}`]);

    expect((await rows()).map((r) => [r.memo, r.qty, r.name])).toEqual([
      ['fragile', 3, 'Alpha'],
      ['heavy', 7, 'Beta'],
    ]);
    const perms = await opened.db.selectFrom('sys_permission').select(['id', 'perms']).orderBy('id').execute();
    expect(perms.map((r) => r.perms)).toEqual([
      'zz:zzevolve:field:memo',
      'zz:zzevolve:list,zz:zzevolve:add',
      'zz:other:field:note',
    ]);
    const rules = await opened.db.selectFrom('sys_permission_data_rule').select('rule_column').orderBy('id').execute();
    expect(rules.map((r) => r.rule_column)).toEqual(['memo', 'note']);
    const indexes = await indexSql();
    expect(indexes.some((s) => s.includes('memo'))).toBe(true);
    expect(indexes.some((s) => s.includes('note'))).toBe(false);
    // The wider column takes 150 characters (PostgreSQL enforced 20), the number column a fraction.
    await opened.db
      .updateTable(TABLE)
      .set({ name: 'x'.repeat(150), qty: 2.5 })
      .where('id', '=', 'b')
      .execute();
    const b = (await rows())[1];
    expect([String(b.name).length, b.qty]).toEqual([150, 2.5]);
  });

  it('refuses a drop without --allow-destructive, hinting at a rename when a field appears', async () => {
    schema.write({ ...v3, comment: text('评论', 'Comment', { maxLength: 50 }) }, { indexes: [['memo']] });
    await expect(schema.generate()).rejects.toThrow(
      /zz_evolve\.remark: the column would be dropped[^\n]*if comment is remark renamed, declare "x-renamed-from": "remark"/,
    );
    schema.write(v3, { indexes: [['memo']] });
    await expect(schema.generate()).rejects.toThrow(/zz_evolve\.remark[\s\S]*--allow-destructive/);
    expect(Object.keys((await rows())[0])).toContain('remark');
  });

  it('with the flag: MIGRATE=plan shows the drop without applying it, then a backup comes first', async () => {
    migrations = await schema.generate({ allowDestructive: true });
    const last = migrations.at(-1)!;
    expect(last.ops).toContainEqual({ op: 'dropColumn', table: TABLE, column: 'remark' });

    const plan = await migrationPlan(opened, migrations);
    expect(plan).toContain(`${last.name}  [drops or converts data: backup first]`);
    expect(plan).toContain(`DROP column ${TABLE}.remark`);
    expect(Object.keys((await rows())[0])).toContain('remark');

    lines.length = 0;
    await apply(migrations);
    expect(Object.keys((await rows())[0])).not.toContain('remark');
    if (dialect === 'postgres') {
      expect(lines[0]).toMatch(new RegExp(`Migration ${last.name} drops or converts data: .*take a pg_dump first`));
    } else {
      const path = /backed the database up to (\S+) before applying it/.exec(lines[0])?.[1];
      expect(path, lines.join('\n')).toBeDefined();
      expect(path!.startsWith(backupDir)).toBe(true);
      expect(existsSync(path!)).toBe(true);
      // The backup was taken before the drop: it still holds the dropped values.
      const copy = new BetterSqlite3(path!, { readonly: true });
      expect(copy.prepare(`select remark from ${TABLE} order by id`).all()).toEqual([
        { remark: 'keep me' },
        { remark: 'and me' },
      ]);
      copy.close();
    }
    expect(lines.at(-1)).toBe(`Applied migration ${last.name} (dropped or converted data)`);
  });

  it('turns a string column into a number through a hand-written data migration', async () => {
    schema.write(v4, { indexes: [['memo']] });
    await expect(schema.generate()).rejects.toThrow(/zz_evolve\.weight: varchar\(20\) -> double \(string to number\)/);
    schema.writeDataMigration('0004_weight_to_number.ts', DATA_MIGRATION);
    migrations = await schema.generate();
    const last = migrations.at(-1)!;
    expect(last.name).toBe('0004_weight_to_number');
    expect(last.ops.map((o) => o.op)).toEqual(['data', 'alterColumn']);
    await apply(migrations);
    expect((await rows()).map((r) => r.weight)).toEqual([12.5, 4]);
    // A number column now: sums work on both databases.
    const total = await opened.db
      .selectFrom(TABLE)
      .select(sql<number>`sum(weight)`.as('t'))
      .executeTakeFirstOrThrow();
    expect(Number(total.t)).toBe(16.5);
  });
  it('folds a field into another before dropping it, with a .sql data migration run as is on both', async () => {
    const { memo: _memo, ...v5 } = v4;
    schema.write(v5);
    schema.writeDataMigration(
      '0005_memo_into_name.sql',
      '-- changes: zz_evolve.memo\n-- The memo goes into the name; then the column is dropped.\n' +
        "update zz_evolve set name = name || ' (' || memo || ')' where memo is not null;\n",
    );
    migrations = await schema.generate();
    const last = migrations.at(-1)!;
    expect(last.name).toBe('0005_memo_into_name');
    expect(last.ops.map((o) => o.op)).toEqual(['dropIndex', 'sql', 'dropColumn']);
    lines.length = 0;
    await apply(migrations);
    expect((await rows()).map((r) => [r.id, r.name, 'memo' in r])).toEqual([
      ['a', 'Alpha (fragile)', false],
      ['b', `${'x'.repeat(150)} (heavy)`, false],
    ]);
    expect(lines[0]).toMatch(dialect === 'sqlite' ? /backed the database up to \S+/ : /take a pg_dump first/);
  });
});
