// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlOrderAssign } from '../types/wl-order-assign.ts';

/** Typed client for Order assignment (/wl/orderAssign). */
export function wlOrderAssignClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlOrderAssign>> =>
      dp.getList<WlOrderAssign>('wl_order_assign', params),
    get: (id: string): Promise<WlOrderAssign> => dp.getOne<WlOrderAssign>('wl_order_assign', id),
    add: (data: Partial<WlOrderAssign>): Promise<WlOrderAssign> => dp.create<WlOrderAssign>('wl_order_assign', data),
    edit: (data: Partial<WlOrderAssign> & { id: string; version: number }): Promise<WlOrderAssign> =>
      dp.update<WlOrderAssign>('wl_order_assign', data),
    remove: (id: string): Promise<void> => dp.delete('wl_order_assign', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_order_assign', ids),
  };
}
