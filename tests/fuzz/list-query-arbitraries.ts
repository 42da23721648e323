// Arbitraries of list query parameters: prefix-operator values, `_begin/_end` ranges, paging, sort and
// the advanced query (superQueryParams, flat, nested, URI-encoded or garbage) for one entity model.
import fc from 'fast-check';
import { QUERY_RULES } from '../../runtime/core/query-tree.ts';
import type { EntityModel } from '../../src/server/engine/crud/entity-model.ts';
import { nastyJson, nastyString, PROTO_KEYS } from './arbitraries.ts';

const PREFIXES = ['', '*', '!', '>=', '<=', '>', '<'];

/** A simple-search value: a hostile text wrapped in prefix operators, `*` and comma lists. */
export const filterValue = fc.oneof(
  nastyString,
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.array(nastyString, { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([prefix, parts, star]) => `${prefix}${parts.join(',')}${star ? '*' : ''}`),
);

/** A query-string parameter's value: a text, or (a repeated parameter) a list. */
const paramValue = fc.oneof({ weight: 9, arbitrary: filterValue }, { weight: 1, arbitrary: fc.array(filterValue) });

/** One advanced-query condition or group, known and hostile fields and rules mixed. */
function superTree(fields: string[]) {
  const field = fc.oneof(fc.constantFrom(...fields), nastyString, fc.constantFrom(...PROTO_KEYS));
  const rule = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...QUERY_RULES) },
    { weight: 1, arbitrary: nastyString },
  );
  const val = fc.oneof(nastyString, fc.array(nastyString, { maxLength: 4 }), nastyJson);
  return fc.letrec<{ node: unknown; group: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ field, rule, val }, { requiredKeys: [] }),
      tie('group'),
      nastyJson,
    ),
    group: fc.record({
      matchType: fc.oneof(fc.constantFrom('and', 'or'), nastyString),
      params: fc.array(tie('node'), { maxLength: 5 }),
    }),
  }));
}

/** A whole list query for `model`: field filters, ranges, paging, sort and the advanced query. */
export function listQuery(model: EntityModel) {
  const names = [...model.readable.keys()];
  const tree = superTree(names);
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 2, arbitrary: fc.constantFrom(...names).chain((n) => fc.constantFrom(`${n}_begin`, `${n}_end`)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('pageNo', 'pageSize', 'column', 'order', '_t', 'field', 'superQueryMatchType'),
    },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, ...[...model.fields.values()].map((f) => f.column)) },
    { weight: 1, arbitrary: nastyString },
  );
  const wellFormed = fc.record({
    field: fc.constantFrom(...names),
    rule: fc.constantFrom(...QUERY_RULES),
    val: fc.oneof(nastyString, fc.array(nastyString, { maxLength: 3 })),
  });
  const superParam = fc.oneof(
    { weight: 3, arbitrary: fc.array(wellFormed, { maxLength: 3 }).map((l) => JSON.stringify(l)) },
    tree.group.map((g) => JSON.stringify(g)),
    fc.array(tree.node, { maxLength: 5 }).map((l) => JSON.stringify(l)),
    tree.group.map((g) => encodeURIComponent(JSON.stringify(g))),
    nastyString,
  );
  return fc
    .tuple(fc.array(fc.tuple(key, paramValue), { maxLength: 4 }), fc.option(superParam, { nil: undefined }))
    .map(([entries, sq]) => {
      // fromEntries defines own properties, so `__proto__` arrives as a parameter like a parsed query string.
      const q: Record<string, unknown> = Object.fromEntries(entries);
      if (sq !== undefined) q.superQueryParams = sq;
      return q;
    });
}
