// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDepart } from '../types/sys-depart.ts';

/** Typed client for Department (/sys/sysDepart). */
export function sysDepartClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDepart>> => dp.getList<SysDepart>('sys_depart', params),
    get: (id: string): Promise<SysDepart> => dp.getOne<SysDepart>('sys_depart', id),
    add: (data: Partial<SysDepart>): Promise<SysDepart> => dp.create<SysDepart>('sys_depart', data),
    edit: (data: Partial<SysDepart> & { id: string; version: number }): Promise<SysDepart> =>
      dp.update<SysDepart>('sys_depart', data),
    remove: (id: string): Promise<void> => dp.delete('sys_depart', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_depart', ids),
  };
}
