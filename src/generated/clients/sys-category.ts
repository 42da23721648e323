// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysCategory, SysCategoryAdd, SysCategoryEdit } from '../types/sys-category.ts';

/** Typed client for Category (/sys/category). */
export function sysCategoryClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysCategory>> =>
      dp.getList<SysCategory>('sys_category', params),
    get: (id: string): Promise<SysCategory> => dp.getOne<SysCategory>('sys_category', id),
    add: (data: SysCategoryAdd): Promise<SysCategory> =>
      dp.create<SysCategory>('sys_category', data as Partial<SysCategory>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysCategoryEdit): Promise<SysCategory> => dp.update<SysCategory>('sys_category', data),
    remove: (id: string): Promise<void> => dp.delete('sys_category', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_category', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_category', params, options),
  };
}
