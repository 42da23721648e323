// What one reader of the data log may see (log-routes.ts): the entries of entities whose list code
// they hold, of the records their list shows them (its data rules and a module's scope, as the list
// applies them: engine/crud/context.ts `ctxOf` and `rowScope`), without the fields their field
// permissions hide. An entry of a record the reader's rules leave out, or of a record no longer
// stored under such a rule, is not shown: the rule can only be checked against the stored row.
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { permissionCode, type EntityDef } from '../../../../runtime/core/registry.ts';
import { ctxOf, holds, rowScope, type CrudDeps } from '../../engine/crud/context.ts';
import type { Db } from '../../engine/db/database.ts';
import { andAll, toExpression, type Cond } from '../../engine/db/filter.ts';

export interface LogTableAccess {
  /** Fields whose changes are left out. */
  hidden: ReadonlySet<string>;
  /** The rows of the table the reader's list shows, when a rule narrows them. */
  scope?: Cond;
}

export interface LogReader {
  /** The tables whose entries the reader may see. */
  tables: Map<string, LogTableAccess>;
  /** Every table, none narrowed: the log needs no filter. */
  unrestricted: boolean;
}

/** The reader's access to the tables of `entities`; `all` is how many tables the log may hold. */
export async function logReader(
  request: FastifyRequest,
  deps: CrudDeps,
  entities: EntityDef[],
  all: number,
): Promise<LogReader> {
  const tables = new Map<string, LogTableAccess>();
  let narrowed = false;
  for (const e of entities) {
    const model = deps.models.get(e.name);
    if (!model || !(await holds(deps, request, permissionCode(e, 'list')))) continue;
    const ctx = await ctxOf(request, deps, model);
    const scope = ctx.access.scope ? andAll(rowScope(model, ctx)) : undefined;
    if (scope) narrowed = true;
    tables.set(e.table, { hidden: ctx.access.hidden, ...(scope ? { scope } : {}) });
  }
  return { tables, unrestricted: !narrowed && tables.size === all };
}

/** The condition on sys_data_log rows that keeps the reader's entries. */
export function logFilter(
  eb: ExpressionBuilder<any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  db: Db,
  deps: Pick<CrudDeps, 'dialect'>,
  reader: LogReader,
): Expression<SqlBool> {
  const open = [...reader.tables].filter(([, a]) => !a.scope).map(([table]) => table);
  const parts: Expression<SqlBool>[] = open.length ? [eb('table_name', 'in', open)] : [];
  for (const [table, a] of reader.tables) {
    if (!a.scope) continue;
    const shown = db
      .selectFrom(table)
      .select('id')
      .where((inner) => toExpression(inner, a.scope!, deps.dialect));
    parts.push(eb.and([eb('table_name', '=', table), eb('data_id', 'in', shown)]));
  }
  return parts.length ? eb.or(parts) : sql<SqlBool>`1 = 0`;
}
