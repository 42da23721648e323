// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlParcelOrder } from '../types/wl-parcel-order.ts';

/** Typed client for Parcel order (/wl/parcelOrder). */
export function wlParcelOrderClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlParcelOrder>> =>
      dp.getList<WlParcelOrder>('wl_parcel_order', params),
    get: (id: string): Promise<WlParcelOrder> => dp.getOne<WlParcelOrder>('wl_parcel_order', id),
    add: (data: Partial<WlParcelOrder>): Promise<WlParcelOrder> => dp.create<WlParcelOrder>('wl_parcel_order', data),
    edit: (data: Partial<WlParcelOrder> & { id: string; version: number }): Promise<WlParcelOrder> =>
      dp.update<WlParcelOrder>('wl_parcel_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_parcel_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_parcel_order', ids),
  };
}
