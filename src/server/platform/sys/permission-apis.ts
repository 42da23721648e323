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
import {
  dataRuleHooks,
  departGrantHooks,
  departRoleHooks,
  linkCascade,
  permissionHooks,
  roleHooks,
} from './link-hooks.ts';
import { accessCachePlugins } from '../permissions/cache-plugins.ts';
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
  const { models, extensions } = deps;
  const cascade = linkCascade(models, extensions);
  deps.extensions.add(
    { module, entity: 'sys_user', ...userPlugin(deps.permissions.accessOf, models, extensions) },
    { module, entity: 'sys_depart', ...departHooks, ...departGrantHooks(cascade) },
    { module, entity: 'sys_role', ...roleHooks(cascade) },
    { module, entity: 'sys_permission', ...permissionHooks(cascade) },
    { module, entity: 'sys_depart_role', ...departRoleHooks(cascade) },
    { module, entity: 'sys_permission_data_rule', ...dataRuleHooks(models, extensions) },
    // The permission caches are dropped after every committed write of a table they read.
    ...accessCachePlugins((e) => models.has(e), deps.permissions.invalidate),
  );
  registerPermissionRoutes(app, deps);
  registerPermissionMenuRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerDepartRoutes(app, deps);
  registerDepartRoleRoutes(app, deps);
  registerUserLinkRoutes(app, deps);
  registerUserPickerRoutes(app, deps);
}
