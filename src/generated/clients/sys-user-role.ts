// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserRole, SysUserRoleAdd, SysUserRoleEdit } from '../types/sys-user-role.ts';

/** Typed client for User role (/sys/userRole). */
export function sysUserRoleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserRole>> =>
      dp.getList<SysUserRole>('sys_user_role', params),
    get: (id: string): Promise<SysUserRole> => dp.getOne<SysUserRole>('sys_user_role', id),
    add: (data: SysUserRoleAdd): Promise<SysUserRole> =>
      dp.create<SysUserRole>('sys_user_role', data as Partial<SysUserRole>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysUserRoleEdit): Promise<SysUserRole> => dp.update<SysUserRole>('sys_user_role', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_role', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_role', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_user_role', params, options),
  };
}
