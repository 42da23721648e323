import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } from 'kysely';
import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { condShape, escapeLike, slotCond, toExpression, type Cond } from './filter.ts';
import { Slot } from './prepared.ts';

const compilerOnly = (pg: boolean): Db =>
  new Kysely({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });

const cond: Cond = {
  op: 'and',
  items: [
    { op: 'eq', column: 'tenant_id', value: 0 },
    { op: 'like', column: 'site_name', pattern: `%${escapeLike('50%_a\\b')}%` },
    {
      op: 'or',
      items: [
        { op: 'isNull', column: 'parent_id' },
        { op: 'in', column: 'type', values: [1, 2] },
      ],
    },
    { op: 'ge', column: 'create_time', value: '2026-01-01 00:00:00' },
  ],
};

describe('filter SQL', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('binds every value on SQLite (LIKE ... ESCAPE)', () => {
    const db = compilerOnly(false);
    const q = db
      .selectFrom('wl_site')
      .select('id')
      .where((eb) => toExpression(eb, cond, 'sqlite'))
      .compile();
    expect(q.sql).toBe(
      'select "id" from "wl_site" where ("tenant_id" = ? and "site_name" like ? escape \'\\\' and ("parent_id" is null or "type" in (?, ?)) and "create_time" >= ?)',
    );
    expect(q.parameters).toEqual([0, '%50\\%\\_a\\\\b%', 1, 2, '2026-01-01 00:00:00']);
  });

  it('uses ILIKE on PostgreSQL so both dialects match case-insensitively', () => {
    const db = compilerOnly(true);
    const q = db
      .selectFrom('wl_site')
      .select('id')
      .where((eb) => toExpression(eb, cond, 'postgres'))
      .compile();
    expect(q.sql).toContain('"site_name" ilike $2 escape \'\\\'');
    expect(q.parameters).toHaveLength(5);
  });

  it('splits a condition into a shape without values and the values a slotted copy numbers alike', () => {
    const values: unknown[] = [];
    const shape = condShape(cond, values);
    expect(shape).toBe('and(eq:tenant_id,like:site_name,or(isNull:parent_id,in:type:2),ge:create_time)');
    expect(values).toEqual([0, '%50\\%\\_a\\\\b%', 1, 2, '2026-01-01 00:00:00']);
    // Other values, same shape; another list length or column, another shape.
    const other: Cond = { op: 'and', items: [{ op: 'eq', column: 'tenant_id', value: 7 }] };
    expect(condShape(other, [])).toBe('and(eq:tenant_id)');
    expect(condShape({ op: 'in', column: 'type', values: [1, 2, 3] }, [])).toBe('in:type:3');
    expect(condShape(undefined, [])).toBe('');
    // Compiled with slots, each parameter is the slot of the value at its place.
    const db = compilerOnly(false);
    const q = db
      .selectFrom('wl_site')
      .select('id')
      .where((eb) =>
        toExpression(
          eb,
          slotCond(cond, (i) => new Slot(i)),
          'sqlite',
        ),
      )
      .compile();
    expect(q.parameters.map((p) => values[(p as Slot).index])).toEqual(values);
  });

  it('narrows a sub-select by a condition on its own table, numbered after its link value', () => {
    const linked: Cond = {
      op: 'or',
      items: [
        { op: 'in', column: 'entity_name', values: ['wl_site'] },
        {
          op: 'and',
          items: [
            { op: 'eq', column: 'entity_name', value: 'wl_order' },
            {
              op: 'inSelect',
              column: 'record_id',
              table: 'wl_order',
              select: 'id',
              where: { column: 'tenant_id', value: 3 },
              filter: { op: 'eq', column: 'create_by', value: 'clerk' },
            },
          ],
        },
      ],
    };
    const values: unknown[] = [];
    expect(condShape(linked, values)).toBe(
      'or(in:entity_name:1,and(eq:entity_name,inSelect:record_id:wl_order.id:tenant_id[eq:create_by]))',
    );
    expect(values).toEqual(['wl_site', 'wl_order', 3, 'clerk']);
    const db = compilerOnly(false);
    const plain = db
      .selectFrom('sys_state_log')
      .select('id')
      .where((eb) => toExpression(eb, linked, 'sqlite'))
      .compile();
    expect(plain.sql).toBe(
      'select "id" from "sys_state_log" where ("entity_name" in (?) or ("entity_name" = ? and "record_id" in (select "id" from "wl_order" where "tenant_id" = ? and "create_by" = ?)))',
    );
    expect(plain.parameters).toEqual(values);
    const slotted = db
      .selectFrom('sys_state_log')
      .select('id')
      .where((eb) =>
        toExpression(
          eb,
          slotCond(linked, (i) => new Slot(i)),
          'sqlite',
        ),
      )
      .compile();
    expect(slotted.parameters.map((p) => values[(p as Slot).index])).toEqual(values);
  });
});
