// The permission caches follow the writes of the tables they read: the permissions module's engine
// plugins drop them in the write pipeline's after-commit stage (docs/architecture.md, "Write
// pipeline and extension API"), whichever door wrote (the generic routes, the role and department
// grant saves, the user form's links, a password change, the department switch, an import).
import type { EntityPlugin } from '../../engine/crud/extensions.ts';

/** Every entity the catalogue and a user's access are read from (catalog.ts, user-access.ts). */
export const ACCESS_ENTITIES = [
  'sys_permission',
  'sys_permission_data_rule',
  'sys_role',
  'sys_role_permission',
  'sys_user',
  'sys_user_role',
  'sys_user_depart',
  'sys_user_tenant',
  'sys_depart',
  'sys_depart_permission',
  'sys_depart_role_permission',
  'sys_depart_role_user',
] as const;

/** One plugin per access entity the registry has: after a committed write, `invalidate`. */
export function accessCachePlugins(has: (entity: string) => boolean, invalidate: () => void): EntityPlugin[] {
  return ACCESS_ENTITIES.filter(has).map((entity) => ({
    module: 'permissions',
    entity,
    afterCommit: () => invalidate(),
  }));
}
