// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysQuartzJob } from '../types/sys-quartz-job.ts';

/** Typed client for Scheduled job (/sys/quartzJob). */
export function sysQuartzJobClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysQuartzJob>> =>
      dp.getList<SysQuartzJob>('sys_quartz_job', params),
    get: (id: string): Promise<SysQuartzJob> => dp.getOne<SysQuartzJob>('sys_quartz_job', id),
    add: (data: Partial<SysQuartzJob>): Promise<SysQuartzJob> => dp.create<SysQuartzJob>('sys_quartz_job', data),
    edit: (data: Partial<SysQuartzJob> & { id: string; version: number }): Promise<SysQuartzJob> =>
      dp.update<SysQuartzJob>('sys_quartz_job', data),
    remove: (id: string): Promise<void> => dp.delete('sys_quartz_job', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_quartz_job', ids),
  };
}
