// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysLog } from '../types/sys-log.ts';

/** Typed client for System log (/sys/log). */
export function sysLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysLog>> => dp.getList<SysLog>('sys_log', params),
    get: (id: string): Promise<SysLog> => dp.getOne<SysLog>('sys_log', id),
    add: (data: Partial<SysLog>): Promise<SysLog> => dp.create<SysLog>('sys_log', data),
    edit: (data: Partial<SysLog> & { id: string; version: number }): Promise<SysLog> =>
      dp.update<SysLog>('sys_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_log', ids),
  };
}
