// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysRolePermission, SysRolePermissionAdd, SysRolePermissionEdit } from '../types/sys-role-permission.ts';

/** Typed client for Role permission (/sys/rolePermission). */
export function sysRolePermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysRolePermission>> =>
      dp.getList<SysRolePermission>('sys_role_permission', params),
    get: (id: string): Promise<SysRolePermission> => dp.getOne<SysRolePermission>('sys_role_permission', id),
    add: (data: SysRolePermissionAdd): Promise<SysRolePermission> =>
      dp.create<SysRolePermission>('sys_role_permission', data as Partial<SysRolePermission>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysRolePermissionEdit): Promise<SysRolePermission> =>
      dp.update<SysRolePermission>('sys_role_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_role_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_role_permission', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_role_permission', params, options),
  };
}
