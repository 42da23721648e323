// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysSavedQuery, SysSavedQueryAdd, SysSavedQueryEdit } from '../types/sys-saved-query.ts';

/** Typed client for Saved advanced query (/sys/savedQuery). */
export function sysSavedQueryClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysSavedQuery>> =>
      dp.getList<SysSavedQuery>('sys_saved_query', params),
    get: (id: string): Promise<SysSavedQuery> => dp.getOne<SysSavedQuery>('sys_saved_query', id),
    add: (data: SysSavedQueryAdd): Promise<SysSavedQuery> =>
      dp.create<SysSavedQuery>('sys_saved_query', data as Partial<SysSavedQuery>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysSavedQueryEdit): Promise<SysSavedQuery> => dp.update<SysSavedQuery>('sys_saved_query', data),
    remove: (id: string): Promise<void> => dp.delete('sys_saved_query', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_saved_query', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_saved_query', params, options),
  };
}
