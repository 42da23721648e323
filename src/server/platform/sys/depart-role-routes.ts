// Department roles: what each may hold (a subset of its department's grants) and who holds it.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { idList, idOf, mustExist } from '../../engine/crud/id-params.ts';
import { linkedIds, saveLinks } from './links.ts';
import { assertDeptRolesGrantable, assertManageable, assertPermissionsGrantable, changedIds } from './user-admin.ts';
import type { SysDeps } from './permission-apis.ts';
import { SAVED } from './permission-routes.ts';
import { permissionTree } from './permission-tree.ts';

export function registerDepartRoleRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db } = deps;
  const DP = '/sys/sysDepartPermission';
  app.get(`${DP}/queryTreeListForDeptRole`, { config: { permission: 'system:departRole:list' } }, async (request) => {
    const departId = idOf(request.query, 'departId');
    const allowed = new Set(
      await linkedIds(db, { table: 'sys_depart_permission', owner: ['depart_id', departId], target: 'permission_id' }),
    );
    const rows = (await deps.permissions.catalog()).rows.filter((r) => allowed.has(r.id));
    return ok({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
  });

  app.get(`${DP}/queryDeptRolePermission`, { config: { permission: 'system:departRole:list' } }, async (request) => {
    const roleId = idOf(request.query, 'roleId');
    return ok(
      await linkedIds(db, { table: 'sys_depart_role_permission', owner: ['role_id', roleId], target: 'permission_id' }),
    );
  });

  app.post(`${DP}/saveDeptRolePermission`, { config: { permission: 'system:departRole:edit' } }, async (request) => {
    const roleId = idOf(request.body, 'roleId');
    const ids = idList(request.body, 'permissionIds') ?? [];
    await saveLinks(request, deps, 'sys_depart_role_permission', async (trx) => {
      await mustExist(trx, 'sys_depart_role', [roleId], 'roleId');
      const role = await trx
        .selectFrom('sys_depart_role')
        .select('depart_id')
        .where('id', '=', roleId)
        .executeTakeFirstOrThrow();
      // A department role may only hold what its department was granted.
      const allowed = new Set(
        await linkedIds(trx, {
          table: 'sys_depart_permission',
          owner: ['depart_id', role.depart_id as string],
          target: 'permission_id',
        }),
      );
      const outside = ids.find((id) => !allowed.has(id));
      if (outside) {
        throw badRequest(
          t(`该部门未被授权此权限: ${outside}`, `The role's department does not hold the permission ${outside}`),
        );
      }
      const held = await linkedIds(trx, {
        table: 'sys_depart_role_permission',
        owner: ['role_id', roleId],
        target: 'permission_id',
      });
      const me = await deps.permissions.accessOf(request.user!.id, trx);
      await assertPermissionsGrantable(trx, me, changedIds(held, ids));
      return {
        owner: ['roleId', roleId] as [string, string],
        target: 'permissionId',
        targets: ids,
        extra: { departId: role.depart_id },
      };
    });
    return ok(null, say(SAVED, langOf(request)));
  });

  // The department roles a user holds within one department, replaced as a set.
  app.get(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    { config: { permission: 'system:departRole:list' } },
    async (request) => {
      const userId = idOf(request.query, 'userId');
      const departId = idOf(request.query, 'departId');
      const rows = await db
        .selectFrom('sys_depart_role_user as u')
        .innerJoin('sys_depart_role as r', 'r.id', 'u.drole_id')
        .select('u.drole_id as id')
        .where('u.user_id', '=', userId)
        .where('r.depart_id', '=', departId)
        .execute();
      return ok(rows.map((r) => r.id as string));
    },
  );

  app.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    { config: { permission: 'system:departRole:edit' } },
    async (request) => {
      const userId = idOf(request.body, 'userId');
      const departId = idOf(request.body, 'departId');
      const ids = idList(request.body, 'newRoleId') ?? [];
      await saveLinks(request, deps, 'sys_depart_role_user', async (trx) => {
        await mustExist(trx, 'sys_user', [userId], 'userId');
        const roles = await trx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', departId).execute();
        const inDepart = new Set(roles.map((r) => r.id as string));
        const outside = ids.find((id) => !inDepart.has(id));
        if (outside) throw badRequest(t(`不是该部门的角色: ${outside}`, `Not a role of this department: ${outside}`));
        // Like the user form's roles: only a manageable user, only roles holding nothing the actor lacks.
        await assertManageable(deps.permissions.accessOf, request.user!.id, [userId], undefined, trx);
        const current = (await trx
          .selectFrom('sys_depart_role_user')
          .select('drole_id')
          .where('user_id', '=', userId)
          .where('drole_id', 'in', [...inDepart, ''])
          .execute()) as { drole_id: string }[];
        const me = await deps.permissions.accessOf(request.user!.id, trx);
        await assertDeptRolesGrantable(
          trx,
          me,
          changedIds(
            current.map((r) => String(r.drole_id)),
            ids,
          ),
        );
        // Only this department's roles of the user are replaced; other departments' stay.
        return { owner: ['userId', userId] as [string, string], target: 'droleId', targets: ids, within: inDepart };
      });
      return ok(null, say(SAVED, langOf(request)));
    },
  );
}
