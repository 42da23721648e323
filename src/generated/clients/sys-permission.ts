// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysPermission } from '../types/sys-permission.ts';

/** Typed client for Permission (/sys/permission). */
export function sysPermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysPermission>> =>
      dp.getList<SysPermission>('sys_permission', params),
    get: (id: string): Promise<SysPermission> => dp.getOne<SysPermission>('sys_permission', id),
    add: (data: Partial<SysPermission>): Promise<SysPermission> => dp.create<SysPermission>('sys_permission', data),
    edit: (data: Partial<SysPermission> & { id: string; version: number }): Promise<SysPermission> =>
      dp.update<SysPermission>('sys_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_permission', ids),
  };
}
