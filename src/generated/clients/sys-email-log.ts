// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysEmailLog, SysEmailLogAdd, SysEmailLogEdit } from '../types/sys-email-log.ts';

/** Typed client for Email log (/sys/emailLog). */
export function sysEmailLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysEmailLog>> =>
      dp.getList<SysEmailLog>('sys_email_log', params),
    get: (id: string): Promise<SysEmailLog> => dp.getOne<SysEmailLog>('sys_email_log', id),
    add: (data: SysEmailLogAdd): Promise<SysEmailLog> =>
      dp.create<SysEmailLog>('sys_email_log', data as Partial<SysEmailLog>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysEmailLogEdit): Promise<SysEmailLog> => dp.update<SysEmailLog>('sys_email_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_email_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_email_log', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_email_log', params, options),
  };
}
