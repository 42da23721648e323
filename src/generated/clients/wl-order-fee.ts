// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlOrderFee } from '../types/wl-order-fee.ts';

/** Typed client for Order fee (/wl/orderFee). */
export function wlOrderFeeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlOrderFee>> => dp.getList<WlOrderFee>('wl_order_fee', params),
    get: (id: string): Promise<WlOrderFee> => dp.getOne<WlOrderFee>('wl_order_fee', id),
    add: (data: Partial<WlOrderFee>): Promise<WlOrderFee> => dp.create<WlOrderFee>('wl_order_fee', data),
    edit: (data: Partial<WlOrderFee> & { id: string; version: number }): Promise<WlOrderFee> =>
      dp.update<WlOrderFee>('wl_order_fee', data),
    remove: (id: string): Promise<void> => dp.delete('wl_order_fee', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_order_fee', ids),
  };
}
