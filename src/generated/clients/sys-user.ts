// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUser } from '../types/sys-user.ts';

/** Typed client for User (/sys/user). */
export function sysUserClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUser>> => dp.getList<SysUser>('sys_user', params),
    get: (id: string): Promise<SysUser> => dp.getOne<SysUser>('sys_user', id),
    add: (data: Partial<SysUser>): Promise<SysUser> => dp.create<SysUser>('sys_user', data),
    edit: (data: Partial<SysUser> & { id: string; version: number }): Promise<SysUser> =>
      dp.update<SysUser>('sys_user', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user', ids),
  };
}
