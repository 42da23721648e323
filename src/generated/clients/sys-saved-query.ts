// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysSavedQuery } from '../types/sys-saved-query.ts';

/** Typed client for Saved advanced query (/sys/savedQuery). */
export function sysSavedQueryClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysSavedQuery>> =>
      dp.getList<SysSavedQuery>('sys_saved_query', params),
    get: (id: string): Promise<SysSavedQuery> => dp.getOne<SysSavedQuery>('sys_saved_query', id),
    add: (data: Partial<SysSavedQuery>): Promise<SysSavedQuery> => dp.create<SysSavedQuery>('sys_saved_query', data),
    edit: (data: Partial<SysSavedQuery> & { id: string; version: number }): Promise<SysSavedQuery> =>
      dp.update<SysSavedQuery>('sys_saved_query', data),
    remove: (id: string): Promise<void> => dp.delete('sys_saved_query', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_saved_query', ids),
  };
}
