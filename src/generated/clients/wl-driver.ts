// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriver } from '../types/wl-driver.ts';

/** Typed client for Driver (/wl/driver). */
export function wlDriverClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriver>> => dp.getList<WlDriver>('wl_driver', params),
    get: (id: string): Promise<WlDriver> => dp.getOne<WlDriver>('wl_driver', id),
    add: (data: Partial<WlDriver>): Promise<WlDriver> => dp.create<WlDriver>('wl_driver', data),
    edit: (data: Partial<WlDriver> & { id: string; version: number }): Promise<WlDriver> =>
      dp.update<WlDriver>('wl_driver', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver', ids),
  };
}
