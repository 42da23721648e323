// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlStorageIn, WlStorageInAdd, WlStorageInEdit } from '../types/wl-storage-in.ts';

/** Typed client for Storage in (/wl/storageIn). */
export function wlStorageInClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlStorageIn>> =>
      dp.getList<WlStorageIn>('wl_storage_in', params),
    get: (id: string): Promise<WlStorageIn> => dp.getOne<WlStorageIn>('wl_storage_in', id),
    add: (data: WlStorageInAdd): Promise<WlStorageIn> =>
      dp.create<WlStorageIn>('wl_storage_in', data as Partial<WlStorageIn>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlStorageInEdit): Promise<WlStorageIn> => dp.update<WlStorageIn>('wl_storage_in', data),
    remove: (id: string): Promise<void> => dp.delete('wl_storage_in', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_storage_in', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_storage_in', params, options),
  };
}
