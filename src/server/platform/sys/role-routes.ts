// /sys/role/*: role pickers and the data rules a role applies on one permission (menu).
import type { FastifyInstance } from 'fastify';
import { ctxOf } from '../../engine/crud/context.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { editPrepared, prepareEdit } from '../../engine/crud/write.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { idList, idOf } from '../../engine/crud/id-params.ts';
import type { SysDeps } from './permission-apis.ts';
import { SAVED } from './permission-routes.ts';

const NOT_GRANTED = t('请先为该角色授权此菜单', 'Grant this menu to the role first');

export function registerRoleRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db, permissions } = deps;
  const roles = () =>
    db
      .selectFrom('sys_role')
      .select(['id', 'role_name as roleName', 'role_name_en as roleNameEn', 'role_code as roleCode', 'description'])
      .orderBy('create_time')
      .orderBy('id')
      .execute();

  app.get('/sys/role/queryall', { config: { permission: 'system:role:list' } }, async () => ok(await roles()));

  // Titles in the request's language: the English name where filled (sys_role.roleName's x-english).
  app.get('/sys/role/queryTreeList', { config: { permission: 'system:role:list' } }, async (request) => {
    const en = langOf(request) === 'en';
    return ok(
      (await roles()).map((r) => ({
        key: r.id,
        title: (en && r.roleNameEn?.trim()) || r.roleName,
        value: r.id,
        leaf: true,
      })),
    );
  });

  app.get(
    '/sys/role/datarule/:permissionId/:roleId',
    { config: { permission: 'system:role:list' } },
    async (request) => {
      const permissionId = idOf(request.params, 'permissionId');
      const roleId = idOf(request.params, 'roleId');
      const catalog = await permissions.catalog();
      const grant = await db
        .selectFrom('sys_role_permission')
        .select('data_rule_ids as ids')
        .where('role_id', '=', roleId)
        .where('permission_id', '=', permissionId)
        .executeTakeFirst();
      return ok({
        datarule: [...catalog.rules.values()].filter((r) => r.permissionId === permissionId),
        drChecked: (grant?.ids as string | null) ?? '',
      });
    },
  );

  app.post('/sys/role/datarule', { config: { permission: 'system:role:edit' } }, async (request) => {
    const permissionId = idOf(request.body, 'permissionId');
    const roleId = idOf(request.body, 'roleId');
    const ids = idList(request.body, 'dataRuleIds') ?? [];
    // An edit of the grant row (sys_role_permission) through the write pipeline.
    const model = deps.models.get('sys_role_permission')!;
    const ctx = await ctxOf(request, deps, model);
    const hooks = deps.extensions.of('sys_role_permission');
    await inTransaction(ctx, async (trx) => {
      if (ids.length) {
        const rules = await trx
          .selectFrom('sys_permission_data_rule')
          .select('id')
          .where('id', 'in', ids)
          .where('permission_id', '=', permissionId)
          .execute();
        if (rules.length !== ids.length) {
          throw new HttpError(
            400,
            t('dataRuleIds 必须是该菜单的数据规则', 'dataRuleIds must be data rules of this menu'),
          );
        }
      }
      const grant = await trx
        .selectFrom('sys_role_permission')
        .select(['id', 'version'])
        .where('role_id', '=', roleId)
        .where('permission_id', '=', permissionId)
        .executeTakeFirst();
      if (!grant) throw new HttpError(422, NOT_GRANTED);
      const body = { id: grant.id, version: Number(grant.version), dataRuleIds: ids.length ? ids.join(',') : null };
      await editPrepared(trx, ctx, model, deps.models, await prepareEdit(ctx, model, body, hooks), hooks);
    });
    return ok(null, say(SAVED, langOf(request)));
  });
}
