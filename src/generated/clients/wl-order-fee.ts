// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlOrderFee, WlOrderFeeAdd, WlOrderFeeEdit } from '../types/wl-order-fee.ts';

/** Typed client for Order fee (/wl/orderFee). */
export function wlOrderFeeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlOrderFee>> => dp.getList<WlOrderFee>('wl_order_fee', params),
    get: (id: string): Promise<WlOrderFee> => dp.getOne<WlOrderFee>('wl_order_fee', id),
    add: (data: WlOrderFeeAdd): Promise<WlOrderFee> =>
      dp.create<WlOrderFee>('wl_order_fee', data as Partial<WlOrderFee>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlOrderFeeEdit): Promise<WlOrderFee> => dp.update<WlOrderFee>('wl_order_fee', data),
    remove: (id: string): Promise<void> => dp.delete('wl_order_fee', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_order_fee', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_order_fee', params, options),
  };
}
