// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepartRole, SysDepartRoleAdd, SysDepartRoleEdit } from '../types/sys-depart-role.ts';

/** Typed client for Department role (/sys/sysDepartRole). */
export function sysDepartRoleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartRole>> =>
      dp.getList<SysDepartRole>('sys_depart_role', params),
    get: (id: string): Promise<SysDepartRole> => dp.getOne<SysDepartRole>('sys_depart_role', id),
    add: (data: SysDepartRoleAdd): Promise<SysDepartRole> =>
      dp.create<SysDepartRole>('sys_depart_role', data as Partial<SysDepartRole>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDepartRoleEdit): Promise<SysDepartRole> => dp.update<SysDepartRole>('sys_depart_role', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_role', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_role', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_depart_role', params, options),
  };
}
