// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDictItem } from '../types/sys-dict-item.ts';

/** Typed client for Dictionary item (/sys/dictItem). */
export function sysDictItemClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDictItem>> =>
      dp.getList<SysDictItem>('sys_dict_item', params),
    get: (id: string): Promise<SysDictItem> => dp.getOne<SysDictItem>('sys_dict_item', id),
    add: (data: Partial<SysDictItem>): Promise<SysDictItem> => dp.create<SysDictItem>('sys_dict_item', data),
    edit: (data: Partial<SysDictItem> & { id: string; version: number }): Promise<SysDictItem> =>
      dp.update<SysDictItem>('sys_dict_item', data),
    remove: (id: string): Promise<void> => dp.delete('sys_dict_item', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_dict_item', ids),
  };
}
