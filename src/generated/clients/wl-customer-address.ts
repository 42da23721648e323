// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlCustomerAddress, WlCustomerAddressAdd, WlCustomerAddressEdit } from '../types/wl-customer-address.ts';

/** Typed client for Customer address (/wl/customerAddress). */
export function wlCustomerAddressClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlCustomerAddress>> =>
      dp.getList<WlCustomerAddress>('wl_customer_address', params),
    get: (id: string): Promise<WlCustomerAddress> => dp.getOne<WlCustomerAddress>('wl_customer_address', id),
    add: (data: WlCustomerAddressAdd): Promise<WlCustomerAddress> =>
      dp.create<WlCustomerAddress>('wl_customer_address', data as Partial<WlCustomerAddress>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlCustomerAddressEdit): Promise<WlCustomerAddress> =>
      dp.update<WlCustomerAddress>('wl_customer_address', data),
    remove: (id: string): Promise<void> => dp.delete('wl_customer_address', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_customer_address', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_customer_address', params, options),
  };
}
