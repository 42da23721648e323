// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysRole, SysRoleAdd, SysRoleEdit } from '../types/sys-role.ts';

/** Typed client for Role (/sys/role). */
export function sysRoleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysRole>> => dp.getList<SysRole>('sys_role', params),
    get: (id: string): Promise<SysRole> => dp.getOne<SysRole>('sys_role', id),
    add: (data: SysRoleAdd): Promise<SysRole> => dp.create<SysRole>('sys_role', data as Partial<SysRole>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysRoleEdit): Promise<SysRole> => dp.update<SysRole>('sys_role', data),
    remove: (id: string): Promise<void> => dp.delete('sys_role', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_role', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_role', params, options),
  };
}
