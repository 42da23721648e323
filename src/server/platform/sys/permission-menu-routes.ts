// The menu-management screen's lazy calls: top-level menus, children of one or several parents, and
// the data rules of a permission with simple filters.
import type { FastifyInstance } from 'fastify';
import { escapeLike, toExpression } from '../../engine/db/filter.ts';
import { ok } from '../../engine/plugins/errors.ts';
import type { PermRow } from '../permissions/catalog.ts';
import { idList, idOf } from '../../engine/crud/id-params.ts';
import type { SysDeps } from './permission-apis.ts';

const LIST = { config: { permission: 'system:permission:list' } };

export function registerPermissionMenuRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db, permissions } = deps;
  const P = '/sys/permission';
  const childrenOf = (rows: PermRow[], parentId: string) => rows.filter((r) => r.parentId === parentId);
  const withLeaf = (rows: PermRow[], all: PermRow[]) =>
    rows.map((r) => ({ ...r, leaf: !all.some((c) => c.parentId === r.id) }));

  app.get(`${P}/getSystemMenuList`, LIST, async () => {
    const { rows } = await permissions.catalog();
    return ok(
      withLeaf(
        rows.filter((r) => r.menuType === 0),
        rows,
      ),
    );
  });

  app.get(`${P}/getSystemSubmenu`, LIST, async (request) => {
    const parentId = idOf(request.query, 'parentId');
    const { rows } = await permissions.catalog();
    return ok(withLeaf(childrenOf(rows, parentId), rows));
  });

  app.get(`${P}/getSystemSubmenuBatch`, LIST, async (request) => {
    const parentIds = idList(request.query, 'parentIds') ?? [];
    const { rows } = await permissions.catalog();
    return ok(Object.fromEntries(parentIds.map((id) => [id, withLeaf(childrenOf(rows, id), rows)])));
  });

  app.get(`${P}/queryPermissionRule`, LIST, async (request) => {
    const permissionId = idOf(request.query, 'permissionId');
    const q = request.query as Record<string, unknown>;
    let sel = db
      .selectFrom('sys_permission_data_rule')
      .select([
        'id',
        'permission_id as permissionId',
        'rule_name as ruleName',
        'rule_column as ruleColumn',
        'rule_conditions as ruleConditions',
        'rule_value as ruleValue',
        'status',
      ])
      .where('permission_id', '=', permissionId);
    for (const [key, column] of [
      ['ruleName', 'rule_name'],
      ['ruleValue', 'rule_value'],
    ] as const) {
      const v = q[key];
      if (typeof v !== 'string' || v === '') continue;
      const pattern = `%${escapeLike(v.slice(0, 100))}%`;
      sel = sel.where((eb) => toExpression(eb, { op: 'like', column, pattern }, deps.dialect));
    }
    return ok(await sel.orderBy('create_time').orderBy('id').execute());
  });
}
