// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlCustomer, WlCustomerAdd, WlCustomerEdit } from '../types/wl-customer.ts';
import type { WlCustomerAddress } from '../types/wl-customer-address.ts';

/** Typed client for Customer (/wl/customer). */
export function wlCustomerClient(dp: DataProvider & Required<Pick<DataProvider, 'getDetails'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlCustomer>> => dp.getList<WlCustomer>('wl_customer', params),
    get: (id: string): Promise<WlCustomer> => dp.getOne<WlCustomer>('wl_customer', id),
    add: (data: WlCustomerAdd): Promise<WlCustomer> =>
      dp.create<WlCustomer>('wl_customer', data as Partial<WlCustomer>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlCustomerEdit): Promise<WlCustomer> => dp.update<WlCustomer>('wl_customer', data),
    remove: (id: string): Promise<void> => dp.delete('wl_customer', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_customer', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_customer', params, options),
    /** Detail rows; they are saved with the record through add and edit. */
    details: {
      /** 客户地址 / Addresses of one record (GET /wl/customer/details/customerAddressList?id=), labels included. */
      customerAddressList: (id: string): Promise<WlCustomerAddress[]> =>
        dp.getDetails<WlCustomerAddress>('wl_customer', 'customerAddressList', id),
    },
  };
}
