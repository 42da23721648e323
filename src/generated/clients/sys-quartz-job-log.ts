// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysQuartzJobLog } from '../types/sys-quartz-job-log.ts';

/** Typed client for Job run log (/sys/quartzJobLog). */
export function sysQuartzJobLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysQuartzJobLog>> =>
      dp.getList<SysQuartzJobLog>('sys_quartz_job_log', params),
    get: (id: string): Promise<SysQuartzJobLog> => dp.getOne<SysQuartzJobLog>('sys_quartz_job_log', id),
    add: (data: Partial<SysQuartzJobLog>): Promise<SysQuartzJobLog> =>
      dp.create<SysQuartzJobLog>('sys_quartz_job_log', data),
    edit: (data: Partial<SysQuartzJobLog> & { id: string; version: number }): Promise<SysQuartzJobLog> =>
      dp.update<SysQuartzJobLog>('sys_quartz_job_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_quartz_job_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_quartz_job_log', ids),
  };
}
