import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { insertMany, insertValues } from './insert-many.ts';

const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
const db = database.db;
afterAll(async () => database.close());

const COLUMNS = ['id', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
await sql
  .raw(`create table t (n integer primary key, ${COLUMNS.map((c) => `${c} text`).join(', ')}, extra integer)`)
  .execute(db);

const rowsOf = async (): Promise<Record<string, unknown>[]> =>
  (await sql.raw<Record<string, unknown>>('select * from t order by n').execute(db)).rows;

describe('insertMany and insertValues', () => {
  it('insert every row in chunks under the parameter limit, in order, the same rows either way', async () => {
    // 7 000 rows x 10 columns: three statements (30 000 parameters at most each on SQLite).
    const rows = Array.from({ length: 7000 }, (_, i) => Object.fromEntries(COLUMNS.map((c) => [c, `${c}${i}`])));
    await insertMany(db, 'sqlite', 't', rows);
    const viaRows = await rowsOf();
    await sql.raw('delete from t').execute(db);
    await insertValues(
      db,
      'sqlite',
      't',
      COLUMNS,
      rows.flatMap((r) => COLUMNS.map((c) => r[c])),
    );
    const viaValues = await rowsOf();
    expect(viaRows).toHaveLength(7000);
    expect(viaRows[6999]).toMatchObject({ id: 'id6999', i: 'i6999', extra: null });
    expect(viaValues.map(({ n: _, ...r }) => r)).toEqual(viaRows.map(({ n: _, ...r }) => r));
    await sql.raw('delete from t').execute(db);
  });

  it('inserts a key a row lacks or holds as undefined as NULL, and the same shape twice from its cache', async () => {
    for (let round = 0; round < 2; round++) {
      await insertMany(db, 'sqlite', 't', [
        { id: `x${round}`, a: 'A', extra: 7 },
        { id: `y${round}`, b: 'B', a: undefined },
      ]);
    }
    const got = (await rowsOf()).map((r) => [r.id, r.a, r.b, r.extra]);
    expect(got).toEqual([
      ['x0', 'A', null, 7],
      ['y0', null, 'B', null],
      ['x1', 'A', null, 7],
      ['y1', null, 'B', null],
    ]);
  });
});
