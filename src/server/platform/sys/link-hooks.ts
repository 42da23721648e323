// Deleting a role, a permission row or a department role also deletes the grant rows that only
// describe it (as JeecgBoot does), in the same transaction; rows that matter on their own (child
// menus, data rules, departments) still make the generic engine refuse the delete (422). The admin
// role cannot be deleted: it is how the first administrator reaches everything. The grant rows go
// through the engine's delete stages (engine/crud/link-writes.ts: a data-log row each, the
// permission caches dropped after commit), and so does the "has data rules" flag of a menu.
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { deleteLinksOf, linkCtx } from '../../engine/crud/link-writes.ts';
import { editPrepared, prepareEdit } from '../../engine/crud/write.ts';
import type { Db } from '../../engine/db/database.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { ADMIN_ROLE } from '../permissions/seed.ts';

/** Deletes, in the write's transaction, the rows of link entities that name the deleted records. */
export type LinkCascade = (trx: Db, ctx: Ctx, links: [entity: string, field: string][], ids: string[]) => Promise<void>;

export function linkCascade(models: Map<string, EntityModel>, extensions: Extensions): LinkCascade {
  return async (trx, ctx, links, ids) => {
    for (const [entity, field] of links) {
      const model = models.get(entity);
      if (model) await deleteLinksOf(trx, linkCtx(ctx, model), model, field, ids, extensions.of(entity));
    }
  };
}

export const roleHooks = (cascade: LinkCascade): EntityHooks => ({
  async beforeDelete(trx, ctx, ids) {
    const admin = await trx
      .selectFrom('sys_role')
      .select('id')
      .where('id', 'in', ids)
      .where('role_code', '=', ADMIN_ROLE)
      .executeTakeFirst();
    if (admin) throw new HttpError(422, t('不能删除管理员角色', 'The admin role cannot be deleted'));
    await cascade(
      trx,
      ctx,
      [
        ['sys_role_permission', 'roleId'],
        ['sys_user_role', 'roleId'],
      ],
      ids,
    );
  },
});

export const permissionHooks = (cascade: LinkCascade): EntityHooks => ({
  async beforeDelete(trx, ctx, ids) {
    const grants: [string, string][] = [
      ['sys_role_permission', 'permissionId'],
      ['sys_depart_permission', 'permissionId'],
      ['sys_depart_role_permission', 'permissionId'],
    ];
    await cascade(trx, ctx, grants, ids);
  },
});

export const departRoleHooks = (cascade: LinkCascade): EntityHooks => ({
  async beforeDelete(trx, ctx, ids) {
    await cascade(
      trx,
      ctx,
      [
        ['sys_depart_role_permission', 'roleId'],
        ['sys_depart_role_user', 'droleId'],
      ],
      ids,
    );
  },
});

/** A department's grants go with it (its users and children still refuse the delete). */
export const departGrantHooks = (cascade: LinkCascade): EntityHooks => ({
  async beforeDelete(trx, ctx, ids) {
    await cascade(trx, ctx, [['sys_depart_permission', 'departId']], ids);
  },
});

/** sys_permission.ruleFlag says "this menu has data rules" (JeecgBoot), kept in step with the rules. */
export function dataRuleHooks(models: Map<string, EntityModel>, extensions: Extensions): EntityHooks {
  /** The menu's flag, set through the edit stages when it changes (a data-log row of the menu). */
  const flag = async (trx: Db, ctx: Ctx, permissionId: string, on: boolean) => {
    const model = models.get('sys_permission');
    const menu = await trx
      .selectFrom('sys_permission')
      .select(['version', 'rule_flag'])
      .where('id', '=', permissionId)
      .executeTakeFirst();
    if (!model || !menu || Boolean(Number(menu.rule_flag)) === on) return;
    const c = linkCtx(ctx, model);
    const hooks = extensions.of('sys_permission');
    const input = { id: permissionId, version: Number(menu.version) };
    const p = await prepareEdit(c, model, input, hooks, { serverValues: { ruleFlag: on } });
    await editPrepared(trx, c, model, models, p, hooks);
  };
  return {
    async afterWrite(trx, ctx, id) {
      const rule = await trx
        .selectFrom('sys_permission_data_rule')
        .select('permission_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (rule) await flag(trx, ctx, rule.permission_id as string, true);
    },
    async beforeDelete(trx, ctx, ids) {
      const rules = await trx
        .selectFrom('sys_permission_data_rule')
        .select('permission_id')
        .where('id', 'in', ids)
        .execute();
      for (const pid of new Set(rules.map((r) => r.permission_id as string))) {
        const left = await trx
          .selectFrom('sys_permission_data_rule')
          .select('id')
          .where('permission_id', '=', pid)
          .where('id', 'not in', ids)
          .executeTakeFirst();
        if (!left) await flag(trx, ctx, pid, false);
      }
    },
  };
}
