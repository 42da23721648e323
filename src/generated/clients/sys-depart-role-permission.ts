// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepartRolePermission } from '../types/sys-depart-role-permission.ts';

/** Typed client for Department role permission (/sys/departRolePermission). */
export function sysDepartRolePermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartRolePermission>> =>
      dp.getList<SysDepartRolePermission>('sys_depart_role_permission', params),
    get: (id: string): Promise<SysDepartRolePermission> =>
      dp.getOne<SysDepartRolePermission>('sys_depart_role_permission', id),
    add: (data: Partial<SysDepartRolePermission>): Promise<SysDepartRolePermission> =>
      dp.create<SysDepartRolePermission>('sys_depart_role_permission', data),
    edit: (
      data: Partial<SysDepartRolePermission> & { id: string; version: number },
    ): Promise<SysDepartRolePermission> => dp.update<SysDepartRolePermission>('sys_depart_role_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_role_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_role_permission', ids),
  };
}
