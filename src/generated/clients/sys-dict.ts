// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDict, SysDictAdd, SysDictEdit } from '../types/sys-dict.ts';

/** Typed client for Dictionary (/sys/dict). */
export function sysDictClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDict>> => dp.getList<SysDict>('sys_dict', params),
    get: (id: string): Promise<SysDict> => dp.getOne<SysDict>('sys_dict', id),
    add: (data: SysDictAdd): Promise<SysDict> => dp.create<SysDict>('sys_dict', data as Partial<SysDict>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDictEdit): Promise<SysDict> => dp.update<SysDict>('sys_dict', data),
    remove: (id: string): Promise<void> => dp.delete('sys_dict', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_dict', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_dict', params, options),
  };
}
