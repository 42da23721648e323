// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDict } from '../types/sys-dict.ts';

/** Typed client for Dictionary (/sys/dict). */
export function sysDictClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDict>> => dp.getList<SysDict>('sys_dict', params),
    get: (id: string): Promise<SysDict> => dp.getOne<SysDict>('sys_dict', id),
    add: (data: Partial<SysDict>): Promise<SysDict> => dp.create<SysDict>('sys_dict', data),
    edit: (data: Partial<SysDict> & { id: string; version: number }): Promise<SysDict> =>
      dp.update<SysDict>('sys_dict', data),
    remove: (id: string): Promise<void> => dp.delete('sys_dict', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_dict', ids),
  };
}
