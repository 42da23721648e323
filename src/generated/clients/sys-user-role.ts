// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserRole } from '../types/sys-user-role.ts';

/** Typed client for User role (/sys/userRole). */
export function sysUserRoleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserRole>> =>
      dp.getList<SysUserRole>('sys_user_role', params),
    get: (id: string): Promise<SysUserRole> => dp.getOne<SysUserRole>('sys_user_role', id),
    add: (data: Partial<SysUserRole>): Promise<SysUserRole> => dp.create<SysUserRole>('sys_user_role', data),
    edit: (data: Partial<SysUserRole> & { id: string; version: number }): Promise<SysUserRole> =>
      dp.update<SysUserRole>('sys_user_role', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_role', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_role', ids),
  };
}
