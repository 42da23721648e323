// PostgreSQL (when PG_URL is set): the list engine's plans run as named server-side prepared
// statements, prepared once per connection and then only executed; other SQL stays unnamed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { plansOf } from '../../src/server/engine/db/prepared.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.runIf(!!process.env.PG_URL)('plans on PostgreSQL', () => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    // One connection: every query below runs on it, so its prepared statements can be listed.
    database = await openDatabase({ ...(test.config as { kind: 'postgres'; url: string }), poolMax: 1 });
    await sql`create table t (a integer, b text)`.execute(database.db);
    await sql`insert into t values (1, 'x'), (2, 'y'), (3, 'x')`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('prepares a plan once on the connection and runs it with fresh values', async () => {
    const { db } = database;
    const byB = (b: string) =>
      plansOf(db).run<{ a: number }>('pg-prepared test', [b], (slot) =>
        db.selectFrom('t').select('a').where('b', '=', slot(0)).orderBy('a'),
      );
    expect(await byB('x')).toEqual([{ a: 1 }, { a: 3 }]);
    expect(await byB('y')).toEqual([{ a: 2 }]);
    await db.selectFrom('t').select('a').where('a', '=', 1).execute(); // not a plan: unnamed
    const prepared = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements order by name`.execute(db);
    const ours = prepared.rows.filter((r) => r.statement.includes('from "t"'));
    expect(ours).toHaveLength(1);
    expect(ours[0].name).toMatch(/^plan_[0-9a-f]{32}$/);
    expect(ours[0].statement).toContain('where "b" = $1');
  });
});
