// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysDictItem, SysDictItemAdd, SysDictItemEdit } from '../types/sys-dict-item.ts';

/** Typed client for Dictionary item (/sys/dictItem). */
export function sysDictItemClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysDictItem>> =>
      dp.getList<SysDictItem>('sys_dict_item', params),
    get: (id: string): Promise<SysDictItem> => dp.getOne<SysDictItem>('sys_dict_item', id),
    add: (data: SysDictItemAdd): Promise<SysDictItem> =>
      dp.create<SysDictItem>('sys_dict_item', data as Partial<SysDictItem>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysDictItemEdit): Promise<SysDictItem> => dp.update<SysDictItem>('sys_dict_item', data),
    remove: (id: string): Promise<void> => dp.delete('sys_dict_item', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_dict_item', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_dict_item', params, options),
  };
}
