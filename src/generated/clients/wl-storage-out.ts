// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlStorageOut, WlStorageOutAdd, WlStorageOutEdit } from '../types/wl-storage-out.ts';

/** Typed client for Storage out (/wl/storageOut). */
export function wlStorageOutClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlStorageOut>> =>
      dp.getList<WlStorageOut>('wl_storage_out', params),
    get: (id: string): Promise<WlStorageOut> => dp.getOne<WlStorageOut>('wl_storage_out', id),
    add: (data: WlStorageOutAdd): Promise<WlStorageOut> =>
      dp.create<WlStorageOut>('wl_storage_out', data as Partial<WlStorageOut>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlStorageOutEdit): Promise<WlStorageOut> => dp.update<WlStorageOut>('wl_storage_out', data),
    remove: (id: string): Promise<void> => dp.delete('wl_storage_out', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_storage_out', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_storage_out', params, options),
  };
}
