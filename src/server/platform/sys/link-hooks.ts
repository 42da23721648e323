// Deleting a role, a permission row or a department role also deletes the grant rows that only
// describe it (as JeecgBoot does), in the same transaction; rows that matter on their own (child
// menus, data rules, departments) still make the generic engine refuse the delete (422). The admin
// role cannot be deleted: it is how the first administrator reaches everything.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { ADMIN_ROLE } from '../permissions/seed.ts';

export const roleHooks: EntityHooks = {
  async beforeDelete(trx, _ctx, ids) {
    const admin = await trx
      .selectFrom('sys_role')
      .select('id')
      .where('id', 'in', ids)
      .where('role_code', '=', ADMIN_ROLE)
      .executeTakeFirst();
    if (admin) throw new HttpError(422, t('不能删除管理员角色', 'The admin role cannot be deleted'));
    await trx.deleteFrom('sys_role_permission').where('role_id', 'in', ids).execute();
    await trx.deleteFrom('sys_user_role').where('role_id', 'in', ids).execute();
  },
};

export const permissionHooks: EntityHooks = {
  async beforeDelete(trx, _ctx, ids) {
    for (const table of ['sys_role_permission', 'sys_depart_permission', 'sys_depart_role_permission']) {
      await trx.deleteFrom(table).where('permission_id', 'in', ids).execute();
    }
  },
};

export const departRoleHooks: EntityHooks = {
  async beforeDelete(trx, _ctx, ids) {
    await trx.deleteFrom('sys_depart_role_permission').where('role_id', 'in', ids).execute();
    await trx.deleteFrom('sys_depart_role_user').where('drole_id', 'in', ids).execute();
  },
};

/** sys_permission.ruleFlag says "this menu has data rules" (JeecgBoot), kept in step with the rules. */
export const dataRuleHooks: EntityHooks = {
  async afterWrite(trx, ctx, id) {
    const rule = await trx
      .selectFrom('sys_permission_data_rule')
      .select('permission_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!rule) return;
    await trx
      .updateTable('sys_permission')
      .set({ rule_flag: ctx.dialect === 'sqlite' ? 1 : true })
      .where('id', '=', rule.permission_id as string)
      .execute();
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
      if (left) continue;
      await trx
        .updateTable('sys_permission')
        .set({ rule_flag: ctx.dialect === 'sqlite' ? 0 : false })
        .where('id', '=', pid)
        .execute();
    }
  },
};
