// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysEmailLog } from '../types/sys-email-log.ts';

/** Typed client for Email log (/sys/emailLog). */
export function sysEmailLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysEmailLog>> =>
      dp.getList<SysEmailLog>('sys_email_log', params),
    get: (id: string): Promise<SysEmailLog> => dp.getOne<SysEmailLog>('sys_email_log', id),
    add: (data: Partial<SysEmailLog>): Promise<SysEmailLog> => dp.create<SysEmailLog>('sys_email_log', data),
    edit: (data: Partial<SysEmailLog> & { id: string; version: number }): Promise<SysEmailLog> =>
      dp.update<SysEmailLog>('sys_email_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_email_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_email_log', ids),
  };
}
