// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlStorageIn } from '../types/wl-storage-in.ts';

/** Typed client for Storage in (/wl/storageIn). */
export function wlStorageInClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlStorageIn>> =>
      dp.getList<WlStorageIn>('wl_storage_in', params),
    get: (id: string): Promise<WlStorageIn> => dp.getOne<WlStorageIn>('wl_storage_in', id),
    add: (data: Partial<WlStorageIn>): Promise<WlStorageIn> => dp.create<WlStorageIn>('wl_storage_in', data),
    edit: (data: Partial<WlStorageIn> & { id: string; version: number }): Promise<WlStorageIn> =>
      dp.update<WlStorageIn>('wl_storage_in', data),
    remove: (id: string): Promise<void> => dp.delete('wl_storage_in', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_storage_in', ids),
  };
}
