// Every advanced-query rule on every field type, on a real SQLite and PostgreSQL table: the table of
// cases is keyed by QUERY_RULES x Kind, so a rule added to runtime/core without a case here fails the
// typecheck (Record<QueryRule, ...>) and the first test below. A case is the rows it must match, or
// `refused` when the rule does not apply to the type (a 400 naming the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef } from '../../runtime/core/registry.ts';
import { QUERY_RULES, type QueryRule, type QueryValue } from '../../runtime/core/query-tree.ts';
import { fieldModel, type FieldModel } from '../../src/server/engine/crud/entity-model.ts';
import type { Kind } from '../../src/server/engine/crud/field-codec.ts';
import { openDatabase, type Database } from '../../src/server/engine/db/database.ts';
import { toExpression } from '../../src/server/engine/db/filter.ts';
import { migrate } from '../../src/server/engine/db/migrator.ts';
import { compileQueryTree } from '../../src/server/engine/crud/query-compiler.ts';
import { HttpError } from '../../src/server/engine/plugins/http-error.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './helpers/databases.ts';

type Row = 'r1' | 'r2' | 'r3' | 'r4';
type Case = { val?: QueryValue; rows: Row[] } | { val?: QueryValue; refused: true };

const KINDS: Kind[] = ['string', 'integer', 'bigint', 'number', 'money', 'boolean', 'date', 'datetime', 'time'];

const FIELDS: Record<Kind, Pick<FieldDef, 'type' | 'sqlType' | 'format'>> = {
  string: { type: 'string', sqlType: 'varchar' },
  integer: { type: 'integer', sqlType: 'integer' },
  bigint: { type: 'integer', sqlType: 'bigint' },
  number: { type: 'number', sqlType: 'double' },
  money: { type: 'number', sqlType: 'bigint', format: 'money' },
  boolean: { type: 'boolean', sqlType: 'boolean' },
  date: { type: 'string', sqlType: 'date', format: 'date' },
  datetime: { type: 'string', sqlType: 'datetime', format: 'date-time' },
  time: { type: 'string', sqlType: 'time', format: 'time' },
};

/** r4 holds nulls only; r3's text is the empty string. */
const ROWS: Record<Row, Record<Kind, unknown>> = {
  r1: {
    string: 'Alpha_1',
    integer: 1,
    bigint: 10_000_000_000,
    number: 1.5,
    money: 10,
    boolean: true,
    date: '2026-01-01',
    datetime: '2026-01-01 08:00:00',
    time: '08:00:00',
  },
  r2: {
    string: 'beta%x',
    integer: 2,
    bigint: 20_000_000_000,
    number: 2.5,
    money: 20.5,
    boolean: false,
    date: '2026-02-01',
    datetime: '2026-02-01 12:00:00',
    time: '12:00:00',
  },
  r3: {
    string: '',
    integer: 3,
    bigint: 30_000_000_000,
    number: 3.5,
    money: 30,
    boolean: true,
    date: '2026-03-01',
    datetime: '2026-03-01 18:30:00',
    time: '18:30:00',
  },
  r4: Object.fromEntries(KINDS.map((k) => [k, null])) as Record<Kind, unknown>,
};

/** The value of row 2 as a client sends it, per type. */
const R2: Record<Kind, string> = {
  string: 'beta%x',
  integer: '2',
  bigint: '20000000000',
  number: '2.5',
  money: '20.5',
  boolean: 'false',
  date: '2026-02-01',
  datetime: '2026-02-01 12:00:00',
  time: '12:00',
};

const refused = { refused: true } as const;
const perKind = (fn: (k: Kind) => Case): Record<Kind, Case> =>
  Object.fromEntries(KINDS.map((k) => [k, fn(k)])) as Record<Kind, Case>;
const textOnly = (val: string, rows: Row[]) => perKind((k) => (k === 'string' ? { val, rows } : { val, ...refused }));
/** Comparisons: refused on booleans; text compares against 'b' (the same order on both dialects). */
const ordered = (text: Case, others: Row[]) =>
  perKind((k) =>
    k === 'string' ? text : k === 'boolean' ? { val: 'true', ...refused } : { val: R2[k], rows: others },
  );

const CASES: Record<QueryRule, Record<Kind, Case>> = {
  eq: perKind((k) => ({ val: R2[k], rows: ['r2'] })),
  ne: perKind((k) => ({ val: R2[k], rows: ['r1', 'r3'] })),
  gt: ordered({ val: 'Alpha_1', rows: ['r2'] }, ['r3']),
  ge: ordered({ val: 'b', rows: ['r2'] }, ['r2', 'r3']),
  lt: ordered({ val: 'b', rows: ['r1', 'r3'] }, ['r1']),
  le: ordered({ val: 'beta%x', rows: ['r1', 'r2', 'r3'] }, ['r1', 'r2']),
  // 'a%' would match Alpha_1 too if % were not escaped; matching ignores case on both dialects.
  like: textOnly('A%', ['r2']),
  left_like: textOnly('A_1', ['r1']),
  right_like: textOnly('alp', ['r1']),
  in: {
    string: { val: ['Alpha_1', 'beta%x'], rows: ['r1', 'r2'] },
    integer: { val: '1,3', rows: ['r1', 'r3'] },
    bigint: { val: ['10000000000', '30000000000'], rows: ['r1', 'r3'] },
    number: { val: ['1.5', '3.5'], rows: ['r1', 'r3'] },
    money: { val: ['10', '30.00'], rows: ['r1', 'r3'] },
    boolean: { val: ['true'], rows: ['r1', 'r3'] },
    date: { val: ['2026-01-01', '2026-03-01'], rows: ['r1', 'r3'] },
    datetime: { val: ['2026-01-01 08:00:00', '2026-03-01 18:30:00'], rows: ['r1', 'r3'] },
    time: { val: ['08:00:00', '18:30'], rows: ['r1', 'r3'] },
  },
  empty: perKind((k) => ({ rows: k === 'string' ? ['r3', 'r4'] : ['r4'] })),
  not_empty: perKind((k) => ({ rows: k === 'string' ? ['r1', 'r2'] : ['r1', 'r2', 'r3'] })),
  between: {
    string: { val: ['b', 'c'], rows: ['r2'] },
    integer: { val: ['2', '3'], rows: ['r2', 'r3'] },
    bigint: { val: ['', '20000000000'], rows: ['r1', 'r2'] },
    number: { val: ['1.5', '2'], rows: ['r1'] },
    money: { val: ['10', '20.5'], rows: ['r1', 'r2'] },
    boolean: { val: ['false', 'true'], ...refused },
    date: { val: ['2026-01-15', '2026-02-01'], rows: ['r2'] },
    // Bare dates widen to the whole first and last day.
    datetime: { val: ['2026-02-01', '2026-03-01'], rows: ['r2', 'r3'] },
    time: { val: ['08:00', '12:00:00'], rows: ['r1', 'r2'] },
  },
};

it('has a case for every rule and every type', () => {
  for (const rule of QUERY_RULES) {
    expect(CASES[rule], rule).toBeDefined();
    for (const kind of KINDS) expect(CASES[rule][kind], `${rule} x ${kind}`).toBeDefined();
  }
  expect(Object.keys(CASES).sort()).toEqual([...QUERY_RULES].sort());
});

describe.each(DIALECTS)('every rule on every type on %s', (dialect) => {
  let database: TestDatabase;
  let opened: Database;
  const fields = new Map<string, FieldModel>();
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    opened = await openDatabase(database.config);
    for (const kind of KINDS) {
      const def: FieldDef = {
        name: kind,
        column: `c_${kind}`,
        title: { zh: kind, en: kind },
        required: false,
        secret: false,
        standard: false,
        readOnly: false,
        ...FIELDS[kind],
      };
      fields.set(kind, fieldModel(def, { entities: {}, dicts: {}, menus: [] }, dialect));
    }
    const columns = [
      { name: 'id', type: 'id' as const, primaryKey: true },
      ...KINDS.map((k) => ({ name: `c_${k}`, type: FIELDS[k].sqlType })),
    ];
    await migrate(opened.db, dialect, [
      { name: '9000_rules', ops: [{ op: 'createTable', table: 'qt_kinds', columns }] },
    ]);
    for (const [id, values] of Object.entries(ROWS)) {
      const row: Record<string, unknown> = { id };
      for (const k of KINDS) row[`c_${k}`] = values[k] === null ? null : fields.get(k)!.codec.toDb(values[k]);
      await opened.db.insertInto('qt_kinds').values(row).execute();
    }
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const run = async (rule: QueryRule, kind: Kind, val: QueryValue | undefined) => {
    const cond = compileQueryTree(fields, { matchType: 'and', params: [{ field: kind, rule, val }] }, 'q');
    const q = opened.db.selectFrom('qt_kinds').select('id').orderBy('id');
    const rows = await (cond ? q.where((eb) => toExpression(eb, cond, dialect)) : q).execute();
    return rows.map((r) => r.id as string);
  };

  for (const rule of QUERY_RULES) {
    for (const kind of KINDS) {
      const c = CASES[rule][kind];
      it(`${rule} x ${kind}`, async () => {
        if ('refused' in c) {
          const err = await run(rule, kind, c.val).catch((e: unknown) => e);
          expect(err).toBeInstanceOf(HttpError);
          expect((err as HttpError).status).toBe(400);
          expect((err as HttpError).text.en).toBe(`Filter "q.${kind}" does not support the operator "${rule}"`);
        } else {
          expect(await run(rule, kind, c.val)).toEqual(c.rows);
        }
      });
    }
  }
});
