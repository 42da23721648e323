// The one compiler of advanced queries: a checked tree (runtime/core/query-tree.ts) over an entity's
// readable fields -> one filter-tree Cond. Fields come only from the model the request may read
// (secret and permission-hidden fields are unknown, a 400 naming them); each condition goes through
// its rule's function (query-rules.ts). Data rules and tenant filters are not the tree's business:
// crud/read.ts ANDs them outside it, so no tree can widen them.
import {
  QUERY_LIMITS,
  isGroup,
  readQueryTree,
  type QueryGroup,
  type QueryProblem,
} from '../../../../runtime/core/query-tree.ts';
import type { FieldModel } from './entity-model.ts';
import { unknownField } from './query-errors.ts';
import { badRequest, type HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import type { Cond } from '../db/filter.ts';
import { RULES } from './query-rules.ts';

/** A client's name echoed in a message, cut so a huge payload is not sent back. */
const cut = (s: string) => (s.length > 64 ? `${s.slice(0, 64)}…` : s);

export function problemError(param: string, p: QueryProblem): HttpError {
  switch (p.kind) {
    case 'matchType':
      return badRequest(
        t(
          `不支持的匹配方式: ${cut(p.name)}（只能是 and 或 or）`,
          `Unknown match type: ${cut(p.name)} (must be and or or)`,
        ),
      );
    case 'rule':
      return badRequest(t(`不支持的查询规则: ${cut(p.name)}`, `Unknown query rule: ${cut(p.name)}`));
    case 'depth':
      return badRequest(
        t(`${param} 的嵌套不能超过 ${QUERY_LIMITS.depth} 层`, `${param} may nest at most ${QUERY_LIMITS.depth} levels`),
      );
    case 'count':
      return badRequest(
        t(
          `${param} 最多 ${QUERY_LIMITS.conditions} 个条件`,
          `${param} may hold at most ${QUERY_LIMITS.conditions} conditions`,
        ),
      );
    case 'length':
      return badRequest(
        t(
          `${param} 不能超过 ${QUERY_LIMITS.paramLength} 个字符`,
          `${param} may be at most ${QUERY_LIMITS.paramLength} characters`,
        ),
      );
    case 'valueLength':
      return badRequest(
        t(
          `查询条件 ${cut(p.field)} 的值不能超过 ${QUERY_LIMITS.valueLength} 个字符`,
          `The value of filter "${cut(p.field)}" may be at most ${QUERY_LIMITS.valueLength} characters`,
        ),
      );
    case 'inValues':
      return badRequest(
        t(
          `查询条件 ${cut(p.field)} 最多 ${QUERY_LIMITS.inValues} 个值`,
          `Filter "${cut(p.field)}" may list at most ${QUERY_LIMITS.inValues} values`,
        ),
      );
    case 'shape':
      return badRequest(
        t(
          `${param} 必须是 [{field, rule, val}] 列表或 {matchType, params} 形式的JSON`,
          `${param} must be JSON: a list of {field, rule, val} or a group {matchType, params}`,
        ),
      );
  }
}

/** A tree -> one Cond over `fields` (the readable fields by wire name); undefined when nothing filters. */
export function compileQueryTree(
  fields: ReadonlyMap<string, FieldModel>,
  tree: QueryGroup,
  param: string,
): Cond | undefined {
  const items: Cond[] = [];
  for (const node of tree.params) {
    let cond: Cond | undefined;
    if (isGroup(node)) cond = compileQueryTree(fields, node, param);
    else {
      const f = fields.get(node.field);
      if (!f) throw unknownField(cut(node.field));
      cond = RULES[node.rule](f, node.val, `${param}.${node.field}`);
    }
    if (cond) items.push(cond);
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { op: tree.matchType, items };
}

/** Untrusted JSON (a flat list with `matchType`, or a nested group) -> one Cond, or a 400. */
export function compileQueryJson(
  fields: ReadonlyMap<string, FieldModel>,
  json: unknown,
  matchType: unknown,
  param: string,
): Cond | undefined {
  const read = readQueryTree(json, matchType);
  if ('problem' in read) throw problemError(param, read.problem);
  return compileQueryTree(fields, read.tree, param);
}
