// What one reader of a history may see: the data log (log-routes.ts) and the state history
// (state-log-plugin.ts) list changes of records of every entity, and a reader sees only the entries of
// entities whose list code they hold, of the records their list shows them (its data rules and a
// module's scope, as the list applies them: engine/crud/context.ts `ctxOf` and `rowScope`), and of
// the data log's entries not the fields their field permissions hide. An entry of a record the
// reader's rules leave out, or of a record no longer stored under such a rule, is not shown: the
// rule can only be checked against the stored row.
import type { FastifyRequest } from 'fastify';
import { permissionCode, type EntityDef } from '../../../../runtime/core/registry.ts';
import { ctxOf, holds, rowScope, type CrudDeps } from '../../engine/crud/context.ts';
import { andAll, type Cond } from '../../engine/db/filter.ts';

export interface LogTableAccess {
  /** The entity stored in the table. */
  entity: string;
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
    tables.set(e.table, { entity: e.name, hidden: ctx.access.hidden, ...(scope ? { scope } : {}) });
  }
  return { tables, unrestricted: !narrowed && tables.size === all };
}

/** How a history's rows name the record they are about. */
export interface HistoryColumns {
  /** The column naming the table (the data log's table_name) or the entity (the state history's entity_name). */
  key: string;
  keyOf: 'table' | 'entity';
  /** The column holding the record's id. */
  id: string;
}

/** The condition on a history's rows that keeps the reader's entries. */
export function historyCond(reader: LogReader, columns: HistoryColumns): Cond {
  const keyOf = (table: string, a: LogTableAccess) => (columns.keyOf === 'table' ? table : a.entity);
  const open = [...reader.tables].filter(([, a]) => !a.scope).map(([table, a]) => keyOf(table, a));
  const items: Cond[] = open.length ? [{ op: 'in', column: columns.key, values: open }] : [];
  for (const [table, a] of reader.tables) {
    if (!a.scope) continue;
    items.push({
      op: 'and',
      items: [
        { op: 'eq', column: columns.key, value: keyOf(table, a) },
        { op: 'inSelect', column: columns.id, table, select: 'id', filter: a.scope },
      ],
    });
  }
  // No entity at all: no row.
  if (items.length === 0) {
    return {
      op: 'and',
      items: [
        { op: 'isNull', column: columns.id },
        { op: 'notNull', column: columns.id },
      ],
    };
  }
  return items.length === 1 ? items[0] : { op: 'or', items };
}
