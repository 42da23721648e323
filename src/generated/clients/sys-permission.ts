// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysPermission, SysPermissionAdd, SysPermissionEdit } from '../types/sys-permission.ts';

/** Typed client for Permission (/sys/permission). */
export function sysPermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysPermission>> =>
      dp.getList<SysPermission>('sys_permission', params),
    get: (id: string): Promise<SysPermission> => dp.getOne<SysPermission>('sys_permission', id),
    add: (data: SysPermissionAdd): Promise<SysPermission> =>
      dp.create<SysPermission>('sys_permission', data as Partial<SysPermission>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysPermissionEdit): Promise<SysPermission> => dp.update<SysPermission>('sys_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_permission', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_permission', params, options),
  };
}
