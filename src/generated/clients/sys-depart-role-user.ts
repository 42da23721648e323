// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepartRoleUser, SysDepartRoleUserAdd, SysDepartRoleUserEdit } from '../types/sys-depart-role-user.ts';

/** Typed client for Department role user (/sys/departRoleUser). */
export function sysDepartRoleUserClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepartRoleUser>> =>
      dp.getList<SysDepartRoleUser>('sys_depart_role_user', params),
    get: (id: string): Promise<SysDepartRoleUser> => dp.getOne<SysDepartRoleUser>('sys_depart_role_user', id),
    add: (data: SysDepartRoleUserAdd): Promise<SysDepartRoleUser> =>
      dp.create<SysDepartRoleUser>('sys_depart_role_user', data as Partial<SysDepartRoleUser>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDepartRoleUserEdit): Promise<SysDepartRoleUser> =>
      dp.update<SysDepartRoleUser>('sys_depart_role_user', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart_role_user', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart_role_user', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_depart_role_user', params, options),
  };
}
