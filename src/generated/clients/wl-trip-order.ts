// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTripOrder } from '../types/wl-trip-order.ts';

/** Typed client for Trip order (/wl/tripOrder). */
export function wlTripOrderClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTripOrder>> =>
      dp.getList<WlTripOrder>('wl_trip_order', params),
    get: (id: string): Promise<WlTripOrder> => dp.getOne<WlTripOrder>('wl_trip_order', id),
    add: (data: Partial<WlTripOrder>): Promise<WlTripOrder> => dp.create<WlTripOrder>('wl_trip_order', data),
    edit: (data: Partial<WlTripOrder> & { id: string; version: number }): Promise<WlTripOrder> =>
      dp.update<WlTripOrder>('wl_trip_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_trip_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_trip_order', ids),
  };
}
