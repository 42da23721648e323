// The advanced query parameters of a list (docs/architecture.md#generic-routes): `superQueryParams` is JSON, either the spec's
// flat list of {field, rule, val} joined by `superQueryMatchType` (and/or, default and), or a nested
// group {matchType, params: [condition | group]} whose own match types apply. The JSON may be
// URI-encoded once more (the JeecgBoot client does). It is read and compiled by query-compiler.ts.
import { QUERY_LIMITS } from '../../../../runtime/core/query-tree.ts';
import type { Cond } from '../db/filter.ts';
import { compileQueryJson, problemError } from './query-compiler.ts';
import type { EntityModel } from './entity-model.ts';

const PARAM = 'superQueryParams';

function decode(raw: string): unknown {
  if (raw.length > QUERY_LIMITS.paramLength) throw problemError(PARAM, { kind: 'length' });
  for (const text of [raw, safeDecode(raw)]) {
    if (text === undefined) continue;
    try {
      return JSON.parse(text);
    } catch {
      /* try the URI-decoded form; JSON too deeply nested for the parser is refused below */
    }
  }
  throw problemError(PARAM, { kind: 'shape' });
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

export function parseSuperQuery(
  model: EntityModel,
  params: string | undefined,
  matchType: string | undefined,
): Cond | undefined {
  const match = matchType === undefined || matchType === '' ? 'and' : matchType;
  if (match !== 'and' && match !== 'or') throw problemError('superQueryMatchType', { kind: 'matchType', name: match });
  if (params === undefined || params === '') return undefined;
  return compileQueryJson(model.readable, decode(params), match, PARAM);
}
