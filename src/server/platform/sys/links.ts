// Link tables (sys_user_role, sys_role_permission ...): reads of one owner's links, and the platform
// routes' saves of a whole set through the engine's link-set stage (rows no longer wanted deleted, new
// ones added, kept ones left alone, so their dataRuleIds survive).
import type { FastifyRequest } from 'fastify';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { writeLinkSet, type LinkSet } from '../../engine/crud/link-writes.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import type { Db } from '../../engine/db/database.ts';

/** A link table's owner column and id, and its target column. */
export interface LinkColumns {
  table: string;
  /** Column naming the owner (role_id, user_id ...) and its value. */
  owner: [string, string];
  /** Column naming the linked row. */
  target: string;
}

export async function linkedIds(db: Db, set: LinkColumns): Promise<string[]> {
  const rows = await db
    .selectFrom(set.table)
    .select(`${set.target} as t`)
    .where(set.owner[0], '=', set.owner[1])
    .execute();
  return rows.map((r) => r.t as string);
}

/**
 * A platform route's link-set save (a role's permissions, a department's grants, a user's department
 * roles) in one transaction: `plan` checks the request's input against the stored rows and names
 * the set; the engine's link-set stage writes it (engine/crud/link-writes.ts).
 */
export async function saveLinks(
  request: FastifyRequest,
  deps: CrudDeps,
  entity: string,
  plan: (trx: Db) => Promise<LinkSet>,
): Promise<void> {
  const model = deps.models.get(entity);
  if (!model) throw new Error(`sys: the registry has no ${entity}`);
  const ctx = await ctxOf(request, deps, model);
  const hooks = deps.extensions?.of(entity);
  await inTransaction(ctx, async (trx) => {
    await writeLinkSet(trx, ctx, model, deps.models, await plan(trx), hooks);
  });
}
