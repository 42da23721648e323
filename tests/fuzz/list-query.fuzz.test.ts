// Fuzz of the list filter: the prefix-operator parser (`*x*`, `!x`, `>=x`, comma lists, `_begin/_end`),
// the advanced query (superQueryParams JSON, flat or nested) and the filter compiler (filter.ts) on
// both dialects. A request either compiles or is a 400; compiled SQL holds only registry identifiers,
// keywords and placeholders, so no request text reaches the SQL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import { buildEntityModels, type EntityModel } from '../../src/server/engine/crud/entity-model.ts';
import { parseListQuery } from '../../src/server/engine/crud/list-params.ts';
import type { Dialect } from '../../src/server/engine/db/database.ts';
import { andAll, toExpression, type Cond } from '../../src/server/engine/db/filter.ts';
import { nastyString } from './arbitraries.ts';
import { filterValue, listQuery } from './list-query-arbitraries.ts';
import {
  compilerOnly,
  expectNoInputInSql,
  expectOnlyBoundValues,
  PROPERTY_TIME_MS,
  resultOr400,
  withinTime,
} from './helpers.ts';

const DIALECTS: Dialect[] = ['sqlite', 'postgres'];
const modelsOf = Object.fromEntries(
  DIALECTS.map((d) => [d, buildEntityModels(registry, routeSchemas, d, createAjv)]),
) as Record<Dialect, Map<string, EntityModel>>;
const dbs = Object.fromEntries(DIALECTS.map((d) => [d, compilerOnly(d)])) as Record<
  Dialect,
  ReturnType<typeof compilerOnly>
>;
const entityNames = [...modelsOf.sqlite.keys()].sort();

/** Every column name the registry knows for a model, and its table. */
function knownIdentifiers(model: EntityModel): Set<string> {
  return new Set([model.table, ...[...model.fields.values()].map((f) => f.column)]);
}

/** Every string inside a value (the fuzzed inputs whose absence from SQL is checked). */
function stringsOf(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') {
    out.push(v);
    for (const part of v.split(/[,*]/)) out.push(part);
    try {
      stringsOf(JSON.parse(v), out);
    } catch {
      /* not JSON */
    }
  } else if (Array.isArray(v)) for (const x of v) stringsOf(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      stringsOf(x, out);
    }
  }
  return out;
}

/** PostgreSQL refuses text with NUL (a 500 if it got that far): request values never carry one. */
function expectStorableParameters(parameters: readonly unknown[]): void {
  for (const p of parameters) if (typeof p === 'string') expect(p).not.toContain('\u0000');
}

function compile(dialect: Dialect, model: EntityModel, cond: Cond | undefined, sort = model.defaultSort) {
  const base = dbs[dialect].selectFrom(model.table).selectAll();
  const filtered = cond ? base.where((eb) => toExpression(eb, cond, dialect)) : base;
  return filtered
    .orderBy(sort.column, sort.desc ? 'desc' : 'asc')
    .limit(10)
    .offset(0)
    .compile();
}

describe('fuzz: list query parameters -> filter -> SQL', () => {
  for (const dialect of DIALECTS) {
    it(`every list query is a 400 or compiles to SQL with only bound values (${dialect})`, () => {
      const arb = fc.constantFrom(...entityNames).chain((name) => {
        const model = modelsOf[dialect].get(name)!;
        return listQuery(model).map((q) => ({ model, q }));
      });
      const seen = { ok: 0, refused: 0 };
      fc.assert(
        fc.property(arb, ({ model, q }) => {
          const parsed = withinTime(100, () => resultOr400(() => parseListQuery(model, q)));
          seen[parsed.ok ? 'ok' : 'refused']++;
          if (!parsed.ok) return;
          const compiled = compile(dialect, model, andAll(parsed.value.where), parsed.value.sort);
          expectOnlyBoundValues(compiled.sql, compiled.parameters, knownIdentifiers(model));
          expectNoInputInSql(compiled.sql, stringsOf(q));
          expectStorableParameters(compiled.parameters);
        }),
        { numRuns: 600, interruptAfterTimeLimit: PROPERTY_TIME_MS },
      );
      // Not vacuous: both outcomes occur often (printed for the record).
      console.info(`list query fuzz (${dialect}): ${JSON.stringify(seen)}`);
      expect(seen.ok).toBeGreaterThan(20);
      expect(seen.refused).toBeGreaterThan(20);
    });
  }

  it('prefix operators on every readable field of every entity: a 400 or bound values', () => {
    const arb = fc.tuple(fc.constantFrom(...DIALECTS), fc.constantFrom(...entityNames)).chain(([dialect, name]) => {
      const model = modelsOf[dialect].get(name)!;
      return fc
        .tuple(fc.constantFrom(...model.readable.keys()), filterValue)
        .map(([field, value]) => ({ dialect, model, field, value }));
    });
    const seen = { ok: 0, refused: 0 };
    fc.assert(
      fc.property(arb, ({ dialect, model, field, value }) => {
        const parsed = resultOr400(() => parseListQuery(model, { [field]: value }));
        seen[parsed.ok ? 'ok' : 'refused']++;
        if (!parsed.ok) return;
        const compiled = compile(dialect, model, andAll(parsed.value.where));
        expectOnlyBoundValues(compiled.sql, compiled.parameters, knownIdentifiers(model));
        expectNoInputInSql(compiled.sql, [value, ...value.split(/[,*]/)]);
        expectStorableParameters(compiled.parameters);
      }),
      { numRuns: 800, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
    console.info(`prefix operator fuzz: ${JSON.stringify(seen)}`);
    expect(seen.ok).toBeGreaterThan(100);
    expect(seen.refused).toBeGreaterThan(20);
  });

  it('deeply nested filter trees with any scalar values compile with every value bound', () => {
    const model = modelsOf.sqlite.get('wl_site')!;
    const columns = [...model.readable.values()].map((f) => f.column);
    const scalar = fc.oneof(nastyString, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
    const cond = fc.letrec<{ cond: Cond }>((tie) => ({
      cond: fc.oneof(
        { depthSize: 'medium', maxDepth: 40, withCrossShrink: true },
        fc.record({
          op: fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le' as const),
          column: fc.constantFrom(...columns),
          value: scalar,
        }),
        fc.record({ op: fc.constant('like' as const), column: fc.constantFrom(...columns), pattern: nastyString }),
        fc.record({
          op: fc.constant('in' as const),
          column: fc.constantFrom(...columns),
          values: fc.array(scalar, { minLength: 1, maxLength: 5 }),
        }),
        fc.record({ op: fc.constantFrom('isNull', 'notNull' as const), column: fc.constantFrom(...columns) }),
        fc.record({
          op: fc.constantFrom('and', 'or' as const),
          items: fc.array(tie('cond'), { minLength: 1, maxLength: 3 }),
        }),
      ) as fc.Arbitrary<Cond>,
    })).cond;
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), cond, (dialect, c) => {
        const compiled = withinTime(100, () => compile(dialect, model, c));
        expectOnlyBoundValues(compiled.sql, compiled.parameters, knownIdentifiers(model));
        expectNoInputInSql(compiled.sql, stringsOf(c));
      }),
      { numRuns: 400, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
  });

  it('refuses nesting past the limit and huge parameters with a 400, not a stack overflow', () => {
    const model = modelsOf.sqlite.get('wl_site')!;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.boolean(), (depth, encode) => {
        // Built as text: JSON.stringify itself recurses and would overflow first.
        const json =
          '{"matchType":"and","params":['.repeat(depth) +
          '{"field":"siteName","rule":"eq","val":"x"}' +
          ']}'.repeat(depth);
        const q = { superQueryParams: encode ? encodeURIComponent(json) : json };
        const parsed = withinTime(100, () => resultOr400(() => parseListQuery(model, q)));
        expect(parsed.ok).toBe(depth <= 5);
      }),
      { numRuns: 300, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
  });
});

describe('the SQL checks themselves', () => {
  const known = new Set(['wl_site', 'site_name']);
  it('accept bound values and refuse inlined text or unknown identifiers', () => {
    expect(() =>
      expectOnlyBoundValues(`select * from "wl_site" where "site_name" like ? escape '\\'`, ['%a%'], known),
    ).not.toThrow();
    expect(() => expectOnlyBoundValues(`select * from "wl_site" where "site_name" = 'a'`, [], known)).toThrow();
    expect(() => expectOnlyBoundValues(`select * from "wl_site" where "password" = $1`, ['a'], known)).toThrow();
    expect(() => expectOnlyBoundValues(`select * from "wl_site" union select 1`, [], known)).toThrow();
    expect(() => expectOnlyBoundValues(`select * from "wl_site" where "site_name" = ?`, [], known)).toThrow();
    expect(() => expectNoInputInSql(`select * from "wl_site" -- x`, ['-- x'])).toThrow();
  });
});
