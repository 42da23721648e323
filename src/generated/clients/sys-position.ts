// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysPosition } from '../types/sys-position.ts';

/** Typed client for Position (/sys/position). */
export function sysPositionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysPosition>> =>
      dp.getList<SysPosition>('sys_position', params),
    get: (id: string): Promise<SysPosition> => dp.getOne<SysPosition>('sys_position', id),
    add: (data: Partial<SysPosition>): Promise<SysPosition> => dp.create<SysPosition>('sys_position', data),
    edit: (data: Partial<SysPosition> & { id: string; version: number }): Promise<SysPosition> =>
      dp.update<SysPosition>('sys_position', data),
    remove: (id: string): Promise<void> => dp.delete('sys_position', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_position', ids),
  };
}
