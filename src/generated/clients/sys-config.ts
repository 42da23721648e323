// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysConfig } from '../types/sys-config.ts';

/** Typed client for System config (/sys/config). */
export function sysConfigClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysConfig>> => dp.getList<SysConfig>('sys_config', params),
    get: (id: string): Promise<SysConfig> => dp.getOne<SysConfig>('sys_config', id),
    add: (data: Partial<SysConfig>): Promise<SysConfig> => dp.create<SysConfig>('sys_config', data),
    edit: (data: Partial<SysConfig> & { id: string; version: number }): Promise<SysConfig> =>
      dp.update<SysConfig>('sys_config', data),
    remove: (id: string): Promise<void> => dp.delete('sys_config', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_config', ids),
  };
}
