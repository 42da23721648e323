// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysPosition, SysPositionAdd, SysPositionEdit } from '../types/sys-position.ts';

/** Typed client for Position (/sys/position). */
export function sysPositionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysPosition>> =>
      dp.getList<SysPosition>('sys_position', params),
    get: (id: string): Promise<SysPosition> => dp.getOne<SysPosition>('sys_position', id),
    add: (data: SysPositionAdd): Promise<SysPosition> =>
      dp.create<SysPosition>('sys_position', data as Partial<SysPosition>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysPositionEdit): Promise<SysPosition> => dp.update<SysPosition>('sys_position', data),
    remove: (id: string): Promise<void> => dp.delete('sys_position', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_position', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_position', params, options),
  };
}
