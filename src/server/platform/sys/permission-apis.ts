// Registers the platform's permission, role, department and user-link APIs and the sys_user /
// sys_depart hooks of the generic engine. Must run before registerCrudRoutes: a route registered
// here (GET /sys/permission/list) replaces the generic one.
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import type { Permissions } from '../permissions/service.ts';
import { registerDepartRoleRoutes } from './depart-role-routes.ts';
import { registerDepartRoutes, departHooks } from './depart-routes.ts';
import { dataRuleHooks, departRoleHooks, permissionHooks, roleHooks } from './link-hooks.ts';
import { registerPermissionMenuRoutes } from './permission-menu-routes.ts';
import { registerPermissionRoutes } from './permission-routes.ts';
import { registerRoleRoutes } from './role-routes.ts';
import { registerUserLinkRoutes, userPlugin } from './user-links-routes.ts';
import { registerUserPickerRoutes } from './user-picker-routes.ts';

export interface SysDeps extends CrudDeps {
  registry: Registry;
  permissions: Permissions;
  extensions: Extensions;
}

export function registerPermissionApis(app: FastifyInstance, deps: SysDeps): void {
  const module = 'sys';
  deps.extensions.add(
    { module, entity: 'sys_user', ...userPlugin(deps.permissions.accessOf) },
    { module, entity: 'sys_depart', ...departHooks },
    { module, entity: 'sys_role', ...roleHooks },
    { module, entity: 'sys_permission', ...permissionHooks },
    { module, entity: 'sys_depart_role', ...departRoleHooks },
    { module, entity: 'sys_permission_data_rule', ...dataRuleHooks },
  );
  registerPermissionRoutes(app, deps);
  registerPermissionMenuRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerDepartRoutes(app, deps);
  registerDepartRoleRoutes(app, deps);
  registerUserLinkRoutes(app, deps);
  registerUserPickerRoutes(app, deps);
}
