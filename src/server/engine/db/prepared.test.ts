import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { MAX_PLAN_PARAMS, PlanCache, plansOf, prepareQuery } from './prepared.ts';

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

  it('compiles a plan once per key, binds fresh arguments, and keeps at most its size', async () => {
    const { db } = database;
    const plans = new PlanCache(2);
    let builds = 0;
    const byB = (b: string, min: number) =>
      plans.run<{ a: number }>(db, 't by b', [b, min], (slot) => {
        builds += 1;
        return db.selectFrom('t').select('a').where('b', '=', slot(0)).where('a', '>=', slot(1)).orderBy('a');
      });
    expect(await byB('x', 0)).toEqual([{ a: 1 }, { a: 3 }]);
    expect(await byB('x', 2)).toEqual([{ a: 3 }]);
    expect(await byB('y', 0)).toEqual([{ a: 2 }]);
    expect(builds).toBe(1);
    await plans.run(db, 'two', [], () => db.selectFrom('t').select('a').where('a', '=', 2));
    await plans.run(db, 'three', [], () => db.selectFrom('t').select('a').where('a', '=', 3));
    expect(plans.size).toBe(2);
    expect(await byB('y', 0)).toEqual([{ a: 2 }]); // evicted, compiled again
    expect(builds).toBe(2);
    // A query with more than MAX_PLAN_PARAMS parameters runs but is not kept.
    const many = Array.from({ length: MAX_PLAN_PARAMS + 1 }, (_, i) => i);
    const wide = () =>
      plans.run(db, 'wide', many, (slot) =>
        db
          .selectFrom('t')
          .select('a')
          .where(
            'a',
            'in',
            many.map((i) => slot(i)),
          )
          .orderBy('a'),
      );
    expect(await wide()).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(plans.size).toBe(2);
    // A write's shape, one value per column, is kept however wide when asked (keepWide).
    const columns = Array.from({ length: MAX_PLAN_PARAMS + 1 }, (_, i) => i);
    await plans.run(
      db,
      'wide kept',
      columns,
      (slot) =>
        db
          .selectFrom('t')
          .select('a')
          .where(
            'a',
            'in',
            columns.map((i) => slot(i)),
          ),
      true,
    );
    expect(plans.size).toBe(2);
    let rebuilt = false;
    expect(
      await plans.run(db, 'wide kept', columns, () => {
        rebuilt = true;
        return db.selectFrom('t').select('a');
      }),
    ).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(rebuilt).toBe(false);
  });

  it('shares plans between a database and its transactions, each running on its own connection', async () => {
    const { db } = database;
    let builds = 0;
    const count = (on: typeof db) =>
      plansOf(on).run<{ n: number }>('t count over a', [1], (slot) => {
        builds += 1;
        return on
          .selectFrom('t')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('a', '>=', slot(0));
      });
    expect((await count(db))[0].n).toBe(3);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ a: 9, b: 'z' }).execute();
        expect((await count(trx))[0].n).toBe(4); // sees its own uncommitted row
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await count(db))[0].n).toBe(3);
    expect(builds).toBe(1);
  });

  it("never reads through another request's open transaction: the read waits for it to end", async () => {
    const { db } = database;
    const count = () =>
      plansOf(db).run<{ n: number }>('t count all', [], () =>
        db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('n')),
      );
    const before = (await count())[0].n;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedP = new Promise<void>((r) => (inserted = r));
    const trx = db
      .transaction()
      .execute(async (t) => {
        await t.insertInto('t').values({ a: 42, b: 'open' }).execute();
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await insertedP;
    let seen: number | undefined;
    const read = count().then((r) => (seen = r[0].n));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toBeUndefined(); // still waiting: the uncommitted row was not read
    release();
    await trx;
    await read;
    expect(seen).toBe(before);
  });
});
