// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlCustomerAddress } from '../types/wl-customer-address.ts';

/** Typed client for Customer address (/wl/customerAddress). */
export function wlCustomerAddressClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlCustomerAddress>> =>
      dp.getList<WlCustomerAddress>('wl_customer_address', params),
    get: (id: string): Promise<WlCustomerAddress> => dp.getOne<WlCustomerAddress>('wl_customer_address', id),
    add: (data: Partial<WlCustomerAddress>): Promise<WlCustomerAddress> =>
      dp.create<WlCustomerAddress>('wl_customer_address', data),
    edit: (data: Partial<WlCustomerAddress> & { id: string; version: number }): Promise<WlCustomerAddress> =>
      dp.update<WlCustomerAddress>('wl_customer_address', data),
    remove: (id: string): Promise<void> => dp.delete('wl_customer_address', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_customer_address', ids),
  };
}
