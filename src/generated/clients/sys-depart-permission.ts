// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  SysDepartPermission,
  SysDepartPermissionAdd,
  SysDepartPermissionEdit,
} from '../types/sys-depart-permission.ts';

/** Typed client for Department permission (/sys/departPermission). */
export function sysDepartPermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartPermission>> =>
      dp.getList<SysDepartPermission>('sys_depart_permission', params),
    get: (id: string): Promise<SysDepartPermission> => dp.getOne<SysDepartPermission>('sys_depart_permission', id),
    add: (data: SysDepartPermissionAdd): Promise<SysDepartPermission> =>
      dp.create<SysDepartPermission>('sys_depart_permission', data as Partial<SysDepartPermission>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDepartPermissionEdit): Promise<SysDepartPermission> =>
      dp.update<SysDepartPermission>('sys_depart_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_permission', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_depart_permission', params, options),
  };
}
