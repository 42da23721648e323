// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserPosition } from '../types/sys-user-position.ts';

/** Typed client for User position (/sys/userPosition). */
export function sysUserPositionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserPosition>> =>
      dp.getList<SysUserPosition>('sys_user_position', params),
    get: (id: string): Promise<SysUserPosition> => dp.getOne<SysUserPosition>('sys_user_position', id),
    add: (data: Partial<SysUserPosition>): Promise<SysUserPosition> =>
      dp.create<SysUserPosition>('sys_user_position', data),
    edit: (data: Partial<SysUserPosition> & { id: string; version: number }): Promise<SysUserPosition> =>
      dp.update<SysUserPosition>('sys_user_position', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_position', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_position', ids),
  };
}
