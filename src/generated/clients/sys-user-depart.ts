// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserDepart, SysUserDepartAdd, SysUserDepartEdit } from '../types/sys-user-depart.ts';

/** Typed client for User department (/sys/userDepart). */
export function sysUserDepartClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserDepart>> =>
      dp.getList<SysUserDepart>('sys_user_depart', params),
    get: (id: string): Promise<SysUserDepart> => dp.getOne<SysUserDepart>('sys_user_depart', id),
    add: (data: SysUserDepartAdd): Promise<SysUserDepart> =>
      dp.create<SysUserDepart>('sys_user_depart', data as Partial<SysUserDepart>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysUserDepartEdit): Promise<SysUserDepart> => dp.update<SysUserDepart>('sys_user_depart', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_depart', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_depart', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_user_depart', params, options),
  };
}
