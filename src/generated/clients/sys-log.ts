// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysLog, SysLogAdd, SysLogEdit } from '../types/sys-log.ts';

/** Typed client for System log (/sys/log). */
export function sysLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysLog>> => dp.getList<SysLog>('sys_log', params),
    get: (id: string): Promise<SysLog> => dp.getOne<SysLog>('sys_log', id),
    add: (data: SysLogAdd): Promise<SysLog> => dp.create<SysLog>('sys_log', data as Partial<SysLog>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysLogEdit): Promise<SysLog> => dp.update<SysLog>('sys_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_log', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_log', params, options),
  };
}
