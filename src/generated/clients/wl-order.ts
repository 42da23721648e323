// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlOrder } from '../types/wl-order.ts';

/** Typed client for Freight order (/wl/order). */
export function wlOrderClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlOrder>> => dp.getList<WlOrder>('wl_order', params),
    get: (id: string): Promise<WlOrder> => dp.getOne<WlOrder>('wl_order', id),
    add: (data: Partial<WlOrder>): Promise<WlOrder> => dp.create<WlOrder>('wl_order', data),
    edit: (data: Partial<WlOrder> & { id: string; version: number }): Promise<WlOrder> =>
      dp.update<WlOrder>('wl_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_order', ids),
  };
}
