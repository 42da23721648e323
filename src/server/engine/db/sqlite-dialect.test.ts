import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
const { db } = database;
await db.schema
  .createTable('t')
  .addColumn('id', 'text', (c) => c.primaryKey())
  .addColumn('n', 'integer')
  .addColumn('s', 'text')
  .execute();
await db.schema.createIndex('t_n').on('t').columns(['n', 'id']).execute();
afterAll(() => database.close());

describe('the app SQLite dialect (values bound as +?)', () => {
  it('writes every bound value as +?', () => {
    const q = db.selectFrom('t').selectAll().where('n', '=', 2).orderBy('id').limit(10).offset(20).compile();
    expect(q.sql).toBe('select * from "t" where "n" = +? order by "id" limit +? offset +?');
    expect(q.parameters).toEqual([2, 10, 20]);
  });

  it('reads and writes the same values as plain ?: affinity, IN lists, LIKE with escape, limits', async () => {
    await db
      .insertInto('t')
      .values([
        { id: 'a', n: 1, s: '50%_off' },
        { id: 'b', n: 2, s: 'plain' },
        { id: 'c', n: 2, s: null },
      ])
      .execute();
    // A text value compared with an INTEGER column is converted by the column's affinity, as with ?.
    expect(
      await db
        .selectFrom('t')
        .select('id')
        .where('n', '=', '2' as never)
        .orderBy('id')
        .execute(),
    ).toEqual([{ id: 'b' }, { id: 'c' }]);
    expect(await db.selectFrom('t').select('id').where('id', 'in', ['a', 'c']).orderBy('id').execute()).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
    const like = await sql<{ id: string }>`select id from t where s like ${'50\\%\\_%'} escape '\\'`.execute(db);
    expect(like.rows).toEqual([{ id: 'a' }]);
    const page = await db.selectFrom('t').select('id').orderBy('n', 'desc').orderBy('id').limit(1).offset(1).execute();
    expect(page).toEqual([{ id: 'c' }]);
    await db.updateTable('t').set({ s: 'changed' }).where('n', '>', 1).execute();
    expect(await db.selectFrom('t').select('s').where('id', '=', 'c').executeTakeFirst()).toEqual({ s: 'changed' });
    expect((await sql<{ v: unknown; t: string }>`select ${5} as v, typeof(${'x'}) as t`.execute(db)).rows).toEqual([
      { v: 5, t: 'text' },
    ]);
  });

  it('keeps the plan: the index still drives a filtered, sorted page', async () => {
    const q = db.selectFrom('t').selectAll().where('n', '=', 2).orderBy('id').limit(10).compile();
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    expect(plan.rows.map((r) => r.detail).join(' | ')).toContain('USING INDEX t_n (n=?)');
  });
});
