// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserDepart } from '../types/sys-user-depart.ts';

/** Typed client for User department (/sys/userDepart). */
export function sysUserDepartClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserDepart>> =>
      dp.getList<SysUserDepart>('sys_user_depart', params),
    get: (id: string): Promise<SysUserDepart> => dp.getOne<SysUserDepart>('sys_user_depart', id),
    add: (data: Partial<SysUserDepart>): Promise<SysUserDepart> => dp.create<SysUserDepart>('sys_user_depart', data),
    edit: (data: Partial<SysUserDepart> & { id: string; version: number }): Promise<SysUserDepart> =>
      dp.update<SysUserDepart>('sys_user_depart', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_depart', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_depart', ids),
  };
}
