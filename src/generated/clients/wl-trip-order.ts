// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTripOrder, WlTripOrderAdd, WlTripOrderEdit } from '../types/wl-trip-order.ts';

/** Typed client for Trip order (/wl/tripOrder). */
export function wlTripOrderClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTripOrder>> =>
      dp.getList<WlTripOrder>('wl_trip_order', params),
    get: (id: string): Promise<WlTripOrder> => dp.getOne<WlTripOrder>('wl_trip_order', id),
    add: (data: WlTripOrderAdd): Promise<WlTripOrder> =>
      dp.create<WlTripOrder>('wl_trip_order', data as Partial<WlTripOrder>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlTripOrderEdit): Promise<WlTripOrder> => dp.update<WlTripOrder>('wl_trip_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_trip_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_trip_order', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_trip_order', params, options),
  };
}
