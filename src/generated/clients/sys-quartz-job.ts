// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysQuartzJob, SysQuartzJobAdd, SysQuartzJobEdit } from '../types/sys-quartz-job.ts';

/** Typed client for Scheduled job (/sys/quartzJob). */
export function sysQuartzJobClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysQuartzJob>> =>
      dp.getList<SysQuartzJob>('sys_quartz_job', params),
    get: (id: string): Promise<SysQuartzJob> => dp.getOne<SysQuartzJob>('sys_quartz_job', id),
    add: (data: SysQuartzJobAdd): Promise<SysQuartzJob> =>
      dp.create<SysQuartzJob>('sys_quartz_job', data as Partial<SysQuartzJob>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysQuartzJobEdit): Promise<SysQuartzJob> => dp.update<SysQuartzJob>('sys_quartz_job', data),
    remove: (id: string): Promise<void> => dp.delete('sys_quartz_job', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_quartz_job', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_quartz_job', params, options),
  };
}
