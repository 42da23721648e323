// Link tables (sys_user_role, sys_role_permission ...) written as a whole set: rows no longer wanted
// are deleted, new ones inserted, kept ones left alone (so their dataRuleIds survive).
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';

export interface LinkSet {
  table: string;
  /** Column naming the owner (role_id, user_id ...) and its value. */
  owner: [string, string];
  /** Column naming the linked row. */
  target: string;
  /** Further fixed columns of new rows (e.g. depart_id of a department role's permission). */
  extra?: Record<string, unknown>;
}

export async function linkedIds(db: Db, set: Omit<LinkSet, 'extra'>): Promise<string[]> {
  const rows = await db
    .selectFrom(set.table)
    .select(`${set.target} as t`)
    .where(set.owner[0], '=', set.owner[1])
    .execute();
  return rows.map((r) => r.t as string);
}

export async function replaceLinks(trx: Db, set: LinkSet, ids: string[], by: string): Promise<void> {
  const current = new Set(await linkedIds(trx, set));
  const wanted = new Set(ids);
  const gone = [...current].filter((id) => !wanted.has(id));
  for (let i = 0; i < gone.length; i += 500) {
    await trx
      .deleteFrom(set.table)
      .where(set.owner[0], '=', set.owner[1])
      .where(set.target, 'in', gone.slice(i, i + 500))
      .execute();
  }
  for (const id of wanted) {
    if (current.has(id)) continue;
    await trx
      .insertInto(set.table)
      .values({
        id: uuidv7(),
        [set.owner[0]]: set.owner[1],
        [set.target]: id,
        ...set.extra,
        create_by: by,
        create_time: nowText(),
        version: 1,
      })
      .execute();
  }
}
