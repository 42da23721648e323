// /sys/permission/*: the signed-in user's menus and buttons, the permission tree, role and
// department grants, data rules by permission.
import type { FastifyInstance } from 'fastify';
import { ctxOf } from '../../engine/crud/context.ts';
import { visibleModel } from '../../engine/crud/field-access.ts';
import { parseListQuery } from '../../engine/crud/list-params.ts';
import { filtered } from '../../engine/crud/read.ts';
import { presentRows, type Rec } from '../../engine/crud/records.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import { langOf } from '../../engine/plugins/i18n.ts';
import { idList, idOf, mustExist } from '../../engine/crud/id-params.ts';
import { linkedIds, saveLinks } from './links.ts';
import { assertPermissionsGrantable, changedIds } from './user-admin.ts';
import type { SysDeps } from './permission-apis.ts';
import { permissionTree, userAuth, userMenu } from './permission-tree.ts';

export const SAVED = t('保存成功！', 'Saved');
const MAX_ROWS = 10_000;

export function registerPermissionRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db, permissions, registry } = deps;
  const P = '/sys/permission';

  app.get(`${P}/getUserPermissionByToken`, async (request) => {
    const [catalog, ua] = await Promise.all([permissions.catalog(), permissions.userAccess(request)]);
    return ok({ menu: userMenu(catalog, ua, registry), ...userAuth(catalog, ua), sysSafeMode: false });
  });

  app.get(`${P}/queryTreeList`, { config: { permission: 'system:role:list' } }, async () => {
    const catalog = await permissions.catalog();
    return ok({ treeList: permissionTree(catalog.rows), ids: catalog.rows.map((r) => r.id) });
  });

  // The management screen's tree: every row (filters of the generic list apply), nested by parentId.
  const model = deps.models.get('sys_permission')!;
  app.get(`${P}/list`, { config: { permission: 'system:permission:list' } }, async (request) => {
    const ctx = await ctxOf(request, deps, model);
    const view = visibleModel(model, ctx.access);
    const q = parseListQuery(view, request.query as Record<string, unknown>);
    const rows = (await filtered(db, ctx, view, q.where)
      .select(view.select)
      .orderBy('sort_no')
      .orderBy('id')
      .limit(MAX_ROWS)
      .execute()) as Rec[];
    const records = await presentRows(db, view, rows, ctx.lang, ctx.tenantId);
    const byId = new Map(records.map((r) => [r.id as string, r]));
    const roots: Rec[] = [];
    for (const r of records) {
      const parent = typeof r.parentId === 'string' ? byId.get(r.parentId) : undefined;
      if (!parent) roots.push(r);
      else ((parent.children as Rec[] | undefined) ?? (parent.children = [] as Rec[])).push(r);
    }
    return ok({ records: roots, total: records.length, size: records.length, current: 1, pages: 1 });
  });

  app.get(`${P}/queryRolePermission`, { config: { permission: 'system:role:list' } }, async (request) => {
    const roleId = idOf(request.query, 'roleId');
    return ok(
      await linkedIds(db, { table: 'sys_role_permission', owner: ['role_id', roleId], target: 'permission_id' }),
    );
  });

  app.post(`${P}/saveRolePermission`, { config: { permission: 'system:role:edit' } }, async (request) => {
    const roleId = idOf(request.body, 'roleId');
    const ids = idList(request.body, 'permissionIds') ?? [];
    await saveLinks(request, deps, 'sys_role_permission', async (trx) => {
      await mustExist(trx, 'sys_role', [roleId], 'roleId');
      await mustExist(trx, 'sys_permission', ids, 'permissionIds');
      const held = await linkedIds(trx, {
        table: 'sys_role_permission',
        owner: ['role_id', roleId],
        target: 'permission_id',
      });
      await assertPermissionsGrantable(trx, await permissions.accessOf(request.user!.id, trx), changedIds(held, ids));
      return { owner: ['roleId', roleId], target: 'permissionId', targets: ids };
    });
    return ok(null, say(SAVED, langOf(request)));
  });

  app.get(`${P}/getPermRuleListByPermId`, { config: { permission: 'system:permission:list' } }, async (request) => {
    const permissionId = idOf(request.query, 'permissionId');
    const catalog = await permissions.catalog();
    return ok([...catalog.rules.values()].filter((r) => r.permissionId === permissionId));
  });

  app.get(`${P}/queryDepartPermission`, { config: { permission: 'system:depart:list' } }, async (request) => {
    const departId = idOf(request.query, 'departId');
    return ok(
      await linkedIds(db, { table: 'sys_depart_permission', owner: ['depart_id', departId], target: 'permission_id' }),
    );
  });

  app.post(`${P}/saveDepartPermission`, { config: { permission: 'system:depart:edit' } }, async (request) => {
    const departId = idOf(request.body, 'departId');
    const ids = idList(request.body, 'permissionIds') ?? [];
    await saveLinks(request, deps, 'sys_depart_permission', async (trx) => {
      await mustExist(trx, 'sys_depart', [departId], 'departId');
      await mustExist(trx, 'sys_permission', ids, 'permissionIds');
      const held = await linkedIds(trx, {
        table: 'sys_depart_permission',
        owner: ['depart_id', departId],
        target: 'permission_id',
      });
      await assertPermissionsGrantable(trx, await permissions.accessOf(request.user!.id, trx), changedIds(held, ids));
      return { owner: ['departId', departId], target: 'permissionId', targets: ids };
    });
    return ok(null, say(SAVED, langOf(request)));
  });
}
