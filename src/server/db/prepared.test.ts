import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { prepareQuery } from './prepared.ts';

const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
afterAll(() => database.close());

describe('prepareQuery', () => {
  it('runs one compiled query with fresh parameters, constants kept in place', async () => {
    const { db } = database;
    await db.schema.createTable('t').addColumn('a', 'integer').addColumn('b', 'text').execute();
    await db
      .insertInto('t')
      .values([
        { a: 1, b: 'x' },
        { a: 2, b: 'y' },
        { a: 3, b: 'x' },
      ])
      .execute();
    const find = prepareQuery<{ a: number }>(db, 2, (b, min) =>
      db.selectFrom('t').select('a').where('b', '=', b).where('a', '>=', min).where('a', '<', 100).orderBy('a'),
    );
    expect(await find('x', 0)).toEqual([{ a: 1 }, { a: 3 }]);
    expect(await find('x', 2)).toEqual([{ a: 3 }]);
    expect(await find('y', 0)).toEqual([{ a: 2 }]);
  });
});
