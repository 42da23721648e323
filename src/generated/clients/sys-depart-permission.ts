// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepartPermission } from '../types/sys-depart-permission.ts';

/** Typed client for Department permission (/sys/departPermission). */
export function sysDepartPermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartPermission>> =>
      dp.getList<SysDepartPermission>('sys_depart_permission', params),
    get: (id: string): Promise<SysDepartPermission> => dp.getOne<SysDepartPermission>('sys_depart_permission', id),
    add: (data: Partial<SysDepartPermission>): Promise<SysDepartPermission> =>
      dp.create<SysDepartPermission>('sys_depart_permission', data),
    edit: (data: Partial<SysDepartPermission> & { id: string; version: number }): Promise<SysDepartPermission> =>
      dp.update<SysDepartPermission>('sys_depart_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_permission', ids),
  };
}
