// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysCategory } from '../types/sys-category.ts';

/** Typed client for Category (/sys/category). */
export function sysCategoryClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysCategory>> =>
      dp.getList<SysCategory>('sys_category', params),
    get: (id: string): Promise<SysCategory> => dp.getOne<SysCategory>('sys_category', id),
    add: (data: Partial<SysCategory>): Promise<SysCategory> => dp.create<SysCategory>('sys_category', data),
    edit: (data: Partial<SysCategory> & { id: string; version: number }): Promise<SysCategory> =>
      dp.update<SysCategory>('sys_category', data),
    remove: (id: string): Promise<void> => dp.delete('sys_category', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_category', ids),
  };
}
