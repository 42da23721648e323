// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysRole } from '../types/sys-role.ts';

/** Typed client for Role (/sys/role). */
export function sysRoleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysRole>> => dp.getList<SysRole>('sys_role', params),
    get: (id: string): Promise<SysRole> => dp.getOne<SysRole>('sys_role', id),
    add: (data: Partial<SysRole>): Promise<SysRole> => dp.create<SysRole>('sys_role', data),
    edit: (data: Partial<SysRole> & { id: string; version: number }): Promise<SysRole> =>
      dp.update<SysRole>('sys_role', data),
    remove: (id: string): Promise<void> => dp.delete('sys_role', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_role', ids),
  };
}
