// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysUserPosition, SysUserPositionAdd, SysUserPositionEdit } from '../types/sys-user-position.ts';

/** Typed client for User position (/sys/userPosition). */
export function sysUserPositionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysUserPosition>> =>
      dp.getList<SysUserPosition>('sys_user_position', params),
    get: (id: string): Promise<SysUserPosition> => dp.getOne<SysUserPosition>('sys_user_position', id),
    add: (data: SysUserPositionAdd): Promise<SysUserPosition> =>
      dp.create<SysUserPosition>('sys_user_position', data as Partial<SysUserPosition>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysUserPositionEdit): Promise<SysUserPosition> =>
      dp.update<SysUserPosition>('sys_user_position', data),
    remove: (id: string): Promise<void> => dp.delete('sys_user_position', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_user_position', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_user_position', params, options),
  };
}
