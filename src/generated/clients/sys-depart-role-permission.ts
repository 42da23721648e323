// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  SysDepartRolePermission,
  SysDepartRolePermissionAdd,
  SysDepartRolePermissionEdit,
} from '../types/sys-depart-role-permission.ts';

/** Typed client for Department role permission (/sys/departRolePermission). */
export function sysDepartRolePermissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartRolePermission>> =>
      dp.getList<SysDepartRolePermission>('sys_depart_role_permission', params),
    get: (id: string): Promise<SysDepartRolePermission> =>
      dp.getOne<SysDepartRolePermission>('sys_depart_role_permission', id),
    add: (data: SysDepartRolePermissionAdd): Promise<SysDepartRolePermission> =>
      dp.create<SysDepartRolePermission>('sys_depart_role_permission', data as Partial<SysDepartRolePermission>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDepartRolePermissionEdit): Promise<SysDepartRolePermission> =>
      dp.update<SysDepartRolePermission>('sys_depart_role_permission', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_role_permission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_role_permission', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_depart_role_permission', params, options),
  };
}
