// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysStateLog } from '../types/sys-state-log.ts';

/** Typed client for State history (/sys/stateLog). */
export function sysStateLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysStateLog>> =>
      dp.getList<SysStateLog>('sys_state_log', params),
    get: (id: string): Promise<SysStateLog> => dp.getOne<SysStateLog>('sys_state_log', id),
    add: (data: Partial<SysStateLog>): Promise<SysStateLog> => dp.create<SysStateLog>('sys_state_log', data),
    edit: (data: Partial<SysStateLog> & { id: string; version: number }): Promise<SysStateLog> =>
      dp.update<SysStateLog>('sys_state_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_state_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_state_log', ids),
  };
}
