// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUser, SysUserAdd, SysUserEdit } from '../types/sys-user.ts';

/** Typed client for User (/sys/user). */
export function sysUserClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUser>> => dp.getList<SysUser>('sys_user', params),
    get: (id: string): Promise<SysUser> => dp.getOne<SysUser>('sys_user', id),
    add: (data: SysUserAdd): Promise<SysUser> => dp.create<SysUser>('sys_user', data as Partial<SysUser>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysUserEdit): Promise<SysUser> => dp.update<SysUser>('sys_user', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_user', params, options),
  };
}
