// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlStorageOut } from '../types/wl-storage-out.ts';

/** Typed client for Storage out (/wl/storageOut). */
export function wlStorageOutClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlStorageOut>> =>
      dp.getList<WlStorageOut>('wl_storage_out', params),
    get: (id: string): Promise<WlStorageOut> => dp.getOne<WlStorageOut>('wl_storage_out', id),
    add: (data: Partial<WlStorageOut>): Promise<WlStorageOut> => dp.create<WlStorageOut>('wl_storage_out', data),
    edit: (data: Partial<WlStorageOut> & { id: string; version: number }): Promise<WlStorageOut> =>
      dp.update<WlStorageOut>('wl_storage_out', data),
    remove: (id: string): Promise<void> => dp.delete('wl_storage_out', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_storage_out', ids),
  };
}
