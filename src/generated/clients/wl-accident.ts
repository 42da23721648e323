// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlAccident } from '../types/wl-accident.ts';

/** Typed client for Accident (/wl/accident). */
export function wlAccidentClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlAccident>> => dp.getList<WlAccident>('wl_accident', params),
    get: (id: string): Promise<WlAccident> => dp.getOne<WlAccident>('wl_accident', id),
    add: (data: Partial<WlAccident>): Promise<WlAccident> => dp.create<WlAccident>('wl_accident', data),
    edit: (data: Partial<WlAccident> & { id: string; version: number }): Promise<WlAccident> =>
      dp.update<WlAccident>('wl_accident', data),
    remove: (id: string): Promise<void> => dp.delete('wl_accident', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_accident', ids),
  };
}
