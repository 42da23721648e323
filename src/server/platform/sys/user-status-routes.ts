// Freezing users (spec 001 §7.2); the generic sys_user edit ends sessions through the sys plugin
// (user-links-routes.ts):
//   PUT /sys/user/frozenBatch {ids: 'a,b', status: 1 freeze | 0 unfreeze}  system:user:frozenBatch
// A frozen user's sessions are deleted at once (the session check also refuses frozen users, so
// unfreezing never revives an old token). Nobody freezes themselves (they would lock themselves out).
import type { FastifyInstance } from 'fastify';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { checkEdit, prepareEdit, rowToEdit, updateChecked } from '../../engine/crud/write.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest, notFound } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { USER_ENABLED, USER_FROZEN } from './session.ts';
import { LOG_OPERATION, writeSysLog } from './sys-log.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { assertManageable, type AccessOf } from './user-admin.ts';

const NOT_SELF = t('不能冻结当前登录的用户', 'You cannot freeze your own account');
const BAD_IDS = t('缺少参数或参数无效: ids', 'Missing or invalid parameter: ids');
const NO_USER = t('用户不存在', 'No such user');

const frozenSchema = {
  body: {
    type: 'object',
    required: ['ids', 'status'],
    properties: {
      ids: { type: 'string', minLength: 1, maxLength: 65_000 },
      status: { enum: [0, 1, '0', '1'] },
    },
  },
};

export function registerUserStatusRoutes(app: FastifyInstance, deps: CrudDeps, accessOf: AccessOf): void {
  const { db } = deps;
  const model = deps.models.get('sys_user');
  app.put<{ Body: { ids: string; status: number | string } }>(
    '/sys/user/frozenBatch',
    { schema: frozenSchema, config: { permission: 'system:user:frozenBatch' } },
    async (request) => {
      const ids = [
        ...new Set(
          request.body.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > 1000 || ids.some((id) => id.length > 64)) throw badRequest(BAD_IDS);
      const status = Number(request.body.status) === USER_FROZEN ? USER_FROZEN : USER_ENABLED;
      const me = request.user!;
      if (status === USER_FROZEN && ids.includes(me.id)) throw badRequest(NOT_SELF);
      await assertManageable(accessOf, me.id, ids, tenantOf(request));
      if (!model) throw notFound(NO_USER);
      // Through the engine's edit stages, as the user form's save: field guards, the sys plugin's
      // rules (which also end a frozen user's sessions), a data-log row per user, after-commit.
      const ctx = await ctxOf(request, deps, model);
      const hooks = deps.extensions?.of('sys_user');
      const names = await inTransaction(ctx, async (trx) => {
        const users = await trx
          .selectFrom('sys_user')
          .select(['id', 'username', 'version'])
          .where('id', 'in', ids)
          .execute();
        if (users.length !== ids.length) throw notFound(NO_USER);
        const items = [];
        for (const u of users) {
          const p = await prepareEdit(ctx, model, { id: u.id, version: Number(u.version), status }, hooks);
          const old = await rowToEdit(trx, ctx, model, p);
          await checkEdit(trx, ctx, model, deps.models, p, old);
          items.push({ p, old });
        }
        await updateChecked(trx, ctx, model, items, hooks);
        return users.map((u) => String(u.username));
      });
      const verb = status === USER_FROZEN ? '冻结' : '解冻';
      await writeSysLog(db, request, {
        logType: LOG_OPERATION,
        content: `${me.username} ${verb}了用户 ${names.join(',')}`.slice(0, 1000),
        username: me.username,
        realname: me.realname,
      });
      const done = status === USER_FROZEN ? t('冻结成功', 'Frozen') : t('解冻成功', 'Unfrozen');
      return ok(null, say(done, langOf(request)));
    },
  );
}
