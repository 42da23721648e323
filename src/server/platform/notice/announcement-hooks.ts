// The engine hooks of the announcement screens: a new announcement is unpublished; only an
// unpublished one may be edited (422 otherwise, nothing written) except by the release and revoke
// moves themselves (announcement-release.ts: they set the read-only sendStatus, which no client can);
// deleting one removes its read records; deleting a user removes theirs (sys_announcement_send.userId
// references sys_user). The read records go through the delete stages (engine/crud/side-writes.ts).
import type { FastifyRequest } from 'fastify';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { sideDeleteWhere, type SideDeps } from '../../engine/crud/side-writes.ts';
import type { Db } from '../../engine/db/database.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const ANNOUNCEMENT = 'sys_announcement';
export const ANNOUNCEMENT_TABLE = 'sys_announcement';
export const SEND_TABLE = 'sys_announcement_send';

/** send_status dictionary. */
export const UNPUBLISHED = '0';
export const PUBLISHED = '1';
/** msg_type dictionary. */
export const TO_ALL = 'ALL';
export const TO_USERS = 'USER';
/** read_flag dictionary. */
export const NOT_READ = '0';
export const READ = '1';

export const ONLY_UNPUBLISHED_EDIT = t('只有未发布的通告可以编辑', 'Only an unpublished announcement can be edited');

export const SEND_ENTITY = 'sys_announcement_send';

export const announcementHooks = (deps: SideDeps): EntityHooks => ({
  async beforeInsert(_trx, _ctx, row) {
    row.send_status = UNPUBLISHED;
  },
  async beforeWrite(_trx, _ctx, change) {
    if (change.op !== 'edit' || 'sendStatus' in change.values) return; // release / revoke
    if (change.before && change.before.sendStatus !== UNPUBLISHED) throw new HttpError(422, ONLY_UNPUBLISHED_EDIT);
  },
  async beforeDelete(trx, ctx, ids) {
    await sideDeleteWhere(trx, ctx, deps, SEND_ENTITY, 'anntId', ids);
  },
});

/**
 * A published announcement may be read by those it was sent to (my-announcement-routes.ts): everyone in
 * its tenant, or the users of its send rows. (Also the reader of the files it holds: platform/files.)
 */
export async function announcementReadable(request: FastifyRequest, db: Db, id: string): Promise<boolean> {
  const userId = request.user?.id;
  if (!userId) return false;
  const row = await db
    .selectFrom(ANNOUNCEMENT_TABLE)
    .select(['msg_type', 'tenant_id'])
    .where('id', '=', id)
    .where('send_status', '=', PUBLISHED)
    .executeTakeFirst();
  if (!row || Number(row.tenant_id) !== tenantOf(request)) return false;
  if (row.msg_type === TO_ALL) return true;
  const sent = await db
    .selectFrom(SEND_TABLE)
    .select('id')
    .where('annt_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!sent;
}

export const userCleanupHooks = (deps: SideDeps): EntityHooks => ({
  async beforeDelete(trx, ctx, ids) {
    await sideDeleteWhere(trx, ctx, deps, SEND_ENTITY, 'userId', ids);
  },
});
