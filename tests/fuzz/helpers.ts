// Shared checks of the fuzz properties: the refusal a parser may give, a per-call time bound, and
// compile-only Kysely instances of both dialects.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { expect } from 'vitest';
import type { Db, Dialect } from '../../src/server/engine/db/database.ts';
import { HttpError } from '../../src/server/engine/plugins/http-error.ts';

/** Per-property wall-clock budget handed to fast-check (it stops early rather than hang the suite). */
export const PROPERTY_TIME_MS = 15_000;

/** The outcome of a call that may only succeed or throw a 400 HttpError; anything else fails. */
export function resultOr400<T>(fn: () => T): { ok: true; value: T } | { ok: false; error: HttpError } {
  try {
    return { ok: true, value: fn() };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    expect(err.status).toBe(400);
    expect(typeof err.text.zh).toBe('string');
    expect(typeof err.text.en).toBe('string');
    return { ok: false, error: err };
  }
}

/**
 * A sanity bound per call (not a benchmark): a call slower than `limitMs` is measured once more, so a
 * garbage-collection pause on a loaded machine does not fail the run but a real hang still does.
 */
export function withinTime<T>(limitMs: number, fn: () => T): T {
  let start = performance.now();
  let value = fn();
  if (performance.now() - start < limitMs) return value;
  start = performance.now();
  value = fn();
  expect(performance.now() - start).toBeLessThan(limitMs);
  return value;
}

export function compilerOnly(dialect: Dialect): Db {
  const pg = dialect === 'postgres';
  return new Kysely({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  }) as Db;
}

const KEYWORDS = new Set([
  'select',
  'from',
  'where',
  'and',
  'or',
  'not',
  'like',
  'ilike',
  'in',
  'is',
  'null',
  'order',
  'by',
  'asc',
  'desc',
  'limit',
  'offset',
]);

const TOKEN = /\s*(IDENT|ESCAPE|\$\d+|\?|<>|>=|<=|=|<|>|[(),*]|[a-z]+)\s*/y;

/**
 * The SQL text holds nothing but keywords, operators, placeholders, the LIKE escape clause and quoted
 * identifiers from `known`; the placeholders match the parameters. So no request text can be in it.
 */
export function expectOnlyBoundValues(
  sqlText: string,
  parameters: readonly unknown[],
  known: ReadonlySet<string>,
): void {
  for (const m of sqlText.matchAll(/"([^"]*)"/g)) expect(known, `identifier ${m[1]}`).toContain(m[1]);
  const rest = sqlText.replace(/"[^"]*"/g, ' IDENT ').replace(/escape '\\'/g, ' ESCAPE ');
  let placeholders = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < rest.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(rest);
    expect(m, `unexpected SQL text at ${at}: ${rest.slice(at, at + 40)}`).not.toBeNull();
    const tok = m![1];
    if (/^[a-z]+$/.test(tok)) expect(KEYWORDS, `keyword ${tok}`).toContain(tok);
    if (tok === '?' || tok.startsWith('$')) placeholders++;
  }
  expect(placeholders).toBe(parameters.length);
}

/** Text every fuzzed string is checked against (and may legitimately contain). */
const SQL_SKELETON = `escape '\\'`;

/** None of the fuzzed strings that could mean something to SQL appears in the SQL text. */
export function expectNoInputInSql(sqlText: string, inputs: Iterable<string>): void {
  const text = sqlText.replace(/"[^"]*"/g, ' '); // identifiers are checked against the registry above
  for (const s of inputs) {
    if (s.length < 2 || SQL_SKELETON.includes(s)) continue;
    if (!/['";\\\0/-]|[^\x20-\x7e]/.test(s)) continue; // plain words may coincide with keywords/columns
    expect(text.includes(s), `input ${JSON.stringify(s)} in SQL ${sqlText}`).toBe(false);
  }
}
