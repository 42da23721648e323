// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlCommission } from '../types/wl-commission.ts';

/** Typed client for Commission rule (/wl/commission). */
export function wlCommissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlCommission>> =>
      dp.getList<WlCommission>('wl_commission', params),
    get: (id: string): Promise<WlCommission> => dp.getOne<WlCommission>('wl_commission', id),
    add: (data: Partial<WlCommission>): Promise<WlCommission> => dp.create<WlCommission>('wl_commission', data),
    edit: (data: Partial<WlCommission> & { id: string; version: number }): Promise<WlCommission> =>
      dp.update<WlCommission>('wl_commission', data),
    remove: (id: string): Promise<void> => dp.delete('wl_commission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_commission', ids),
  };
}
