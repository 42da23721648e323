// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysQuartzJobLog, SysQuartzJobLogAdd, SysQuartzJobLogEdit } from '../types/sys-quartz-job-log.ts';

/** Typed client for Job run log (/sys/quartzJobLog). */
export function sysQuartzJobLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysQuartzJobLog>> =>
      dp.getList<SysQuartzJobLog>('sys_quartz_job_log', params),
    get: (id: string): Promise<SysQuartzJobLog> => dp.getOne<SysQuartzJobLog>('sys_quartz_job_log', id),
    add: (data: SysQuartzJobLogAdd): Promise<SysQuartzJobLog> =>
      dp.create<SysQuartzJobLog>('sys_quartz_job_log', data as Partial<SysQuartzJobLog>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysQuartzJobLogEdit): Promise<SysQuartzJobLog> =>
      dp.update<SysQuartzJobLog>('sys_quartz_job_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_quartz_job_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_quartz_job_log', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_quartz_job_log', params, options),
  };
}
