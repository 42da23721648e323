// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysStateLog, SysStateLogAdd, SysStateLogEdit } from '../types/sys-state-log.ts';

/** Typed client for State history (/sys/stateLog). */
export function sysStateLogClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysStateLog>> =>
      dp.getList<SysStateLog>('sys_state_log', params),
    get: (id: string): Promise<SysStateLog> => dp.getOne<SysStateLog>('sys_state_log', id),
    add: (data: SysStateLogAdd): Promise<SysStateLog> =>
      dp.create<SysStateLog>('sys_state_log', data as Partial<SysStateLog>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysStateLogEdit): Promise<SysStateLog> => dp.update<SysStateLog>('sys_state_log', data),
    remove: (id: string): Promise<void> => dp.delete('sys_state_log', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_state_log', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_state_log', params, options),
  };
}
