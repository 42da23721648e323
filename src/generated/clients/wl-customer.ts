// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlCustomer } from '../types/wl-customer.ts';

/** Typed client for Customer (/wl/customer). */
export function wlCustomerClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlCustomer>> => dp.getList<WlCustomer>('wl_customer', params),
    get: (id: string): Promise<WlCustomer> => dp.getOne<WlCustomer>('wl_customer', id),
    add: (data: Partial<WlCustomer>): Promise<WlCustomer> => dp.create<WlCustomer>('wl_customer', data),
    edit: (data: Partial<WlCustomer> & { id: string; version: number }): Promise<WlCustomer> =>
      dp.update<WlCustomer>('wl_customer', data),
    remove: (id: string): Promise<void> => dp.delete('wl_customer', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_customer', ids),
  };
}
