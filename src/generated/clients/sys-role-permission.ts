// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysRolePermission } from '../types/sys-role-permission.ts';

/** Typed client for Role permission (/sys/rolePermission). */
export function sysRolePermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysRolePermission>> =>
      dp.getList<SysRolePermission>('sys_role_permission', params),
    get: (id: string): Promise<SysRolePermission> => dp.getOne<SysRolePermission>('sys_role_permission', id),
    add: (data: Partial<SysRolePermission>): Promise<SysRolePermission> =>
      dp.create<SysRolePermission>('sys_role_permission', data),
    edit: (data: Partial<SysRolePermission> & { id: string; version: number }): Promise<SysRolePermission> =>
      dp.update<SysRolePermission>('sys_role_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_role_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_role_permission', ids),
  };
}
