// sys_saved_query rows: what one user may see for an entity and saveCode (their own, those shared
// with one of their roles, those shared with everyone), and the owner's writes, which go through the
// write pipeline (docs/architecture.md, "Write pipeline and extension API").
import type { MatchType, QueryNode } from '../../../../runtime/core/query-tree.ts';
import type { SavedQuery, ShareScope } from '../../../../runtime/core/saved-query.ts';
import type { Db } from '../db/database.ts';
import type { Ctx } from '../crud/context.ts';
import { sideAdd, sideDeleteWhere, sideEdit, type SideDeps } from '../crud/side-writes.ts';
import type { SessionUser } from '../plugins/auth.ts';

/** The entity (schemas/system/sys_saved_query.json) and its table. */
export const ENTITY = 'sys_saved_query';
const TABLE = 'sys_saved_query';

export interface StoredQuery {
  saveCode: string;
  title: string;
  matchType: MatchType;
  records: QueryNode[];
  shareScope: ShareScope;
  roleId: string | null;
}

async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role_id as string);
}

export async function visibleQueries(db: Db, user: SessionUser, entity: string, saveCode: string) {
  const roles = await roleIdsOf(db, user.id);
  const rows = await db
    .selectFrom(`${TABLE} as q`)
    .leftJoin('sys_user as u', 'u.id', 'q.user_id')
    .select(['q.id', 'q.user_id', 'q.title', 'q.content', 'q.share_scope', 'q.role_id', 'u.username'])
    .where('q.entity', '=', entity)
    .where('q.save_code', '=', saveCode)
    .where((eb) =>
      eb.or([
        eb('q.user_id', '=', user.id),
        eb('q.share_scope', '=', 2),
        ...(roles.length ? [eb.and([eb('q.share_scope', '=', 1), eb('q.role_id', 'in', roles)])] : []),
      ]),
    )
    .orderBy('q.create_time')
    .orderBy('q.id')
    .execute();
  return rows.map((r): SavedQuery => {
    const content = JSON.parse(r.content as string) as { matchType: MatchType; params: QueryNode[] };
    return {
      id: r.id as string,
      title: r.title as string,
      matchType: content.matchType,
      records: content.params,
      shareScope: Number(r.share_scope) as ShareScope,
      roleId: (r.role_id as string | null) ?? null,
      mine: r.user_id === user.id,
      owner: (r.username as string | null) ?? '',
    };
  });
}

export async function ownQueryId(db: Db, user: SessionUser, entity: string, saveCode: string, title: string) {
  const row = await db
    .selectFrom(TABLE)
    .select('id')
    .where('user_id', '=', user.id)
    .where('entity', '=', entity)
    .where('save_code', '=', saveCode)
    .where('title', '=', title)
    .executeTakeFirst();
  return row?.id as string | undefined;
}

/**
 * In the caller's transaction (engine/crud/pipeline.ts `inTransaction`): add the caller's query, or
 * replace the content and sharing of his row `id`, through the write pipeline's add / edit stages
 * (engine/crud/side-writes.ts: the schema's checks, the entity's plugins, a sys_data_log row with the
 * old row, after-commit events). Returns the row's id, or undefined when the row `id` is gone.
 */
export async function writeQuery(
  trx: Db,
  ctx: Ctx,
  deps: SideDeps,
  entity: string,
  q: StoredQuery,
  id?: string,
): Promise<string | undefined> {
  const values = {
    content: JSON.stringify({ matchType: q.matchType, params: q.records }),
    shareScope: q.shareScope,
  };
  if (id) return (await sideEdit(trx, ctx, deps, ENTITY, id, { ...values, roleId: q.roleId })) ? id : undefined;
  return sideAdd(trx, ctx, deps, ENTITY, {
    userId: ctx.user.id,
    entity,
    saveCode: q.saveCode,
    title: q.title,
    ...values,
    ...(q.roleId === null ? {} : { roleId: q.roleId }),
  });
}

/**
 * In the caller's transaction: delete the caller's own row through the delete stages (its
 * sys_data_log row holds the deleted row); false when he has none with that id.
 */
export async function deleteOwnQuery(trx: Db, ctx: Ctx, deps: SideDeps, entity: string, id: string): Promise<boolean> {
  const own = await trx
    .selectFrom(TABLE)
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', ctx.user.id)
    .where('entity', '=', entity)
    .executeTakeFirst();
  if (!own) return false;
  return (await sideDeleteWhere(trx, ctx, deps, ENTITY, 'id', [id])) === 1;
}

export async function roleExists(db: Db, roleId: string): Promise<boolean> {
  return !!(await db.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst());
}
