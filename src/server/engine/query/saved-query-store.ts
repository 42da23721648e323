// sys_saved_query rows: what one user may see for an entity and saveCode (their own, those shared
// with one of their roles, those shared with everyone), and the owner's writes.
import type { MatchType, QueryNode } from '../../../../runtime/core/query-tree.ts';
import type { SavedQuery, ShareScope } from '../../../../runtime/core/saved-query.ts';
import type { Db } from '../db/database.ts';
import { nowText } from '../db/time.ts';
import { uuidv7 } from '../db/uuid.ts';
import type { SessionUser } from '../plugins/auth.ts';

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

/** Insert, or replace the content and sharing of the caller's row `id`. Returns the row's id. */
export async function writeQuery(db: Db, user: SessionUser, entity: string, q: StoredQuery, id?: string) {
  const now = nowText();
  const values = {
    content: JSON.stringify({ matchType: q.matchType, params: q.records }),
    share_scope: q.shareScope,
    role_id: q.roleId,
    update_by: user.username,
    update_time: now,
  };
  if (id) {
    await db
      .updateTable(TABLE)
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .execute();
    return id;
  }
  const newId = uuidv7();
  await db
    .insertInto(TABLE)
    .values({
      id: newId,
      user_id: user.id,
      entity,
      save_code: q.saveCode,
      title: q.title,
      ...values,
      create_by: user.username,
      create_time: now,
      version: 1,
    })
    .execute();
  return newId;
}

/** Delete the caller's own row; false when there is none with that id. */
export async function deleteOwnQuery(db: Db, user: SessionUser, entity: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom(TABLE)
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .where('entity', '=', entity)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function roleExists(db: Db, roleId: string): Promise<boolean> {
  return !!(await db.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst());
}
