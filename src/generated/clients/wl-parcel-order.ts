// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlParcelOrder, WlParcelOrderAdd, WlParcelOrderEdit } from '../types/wl-parcel-order.ts';

/** Typed client for Parcel order (/wl/parcelOrder). */
export function wlParcelOrderClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlParcelOrder>> =>
      dp.getList<WlParcelOrder>('wl_parcel_order', params),
    get: (id: string): Promise<WlParcelOrder> => dp.getOne<WlParcelOrder>('wl_parcel_order', id),
    add: (data: WlParcelOrderAdd): Promise<WlParcelOrder> =>
      dp.create<WlParcelOrder>('wl_parcel_order', data as Partial<WlParcelOrder>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlParcelOrderEdit): Promise<WlParcelOrder> => dp.update<WlParcelOrder>('wl_parcel_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_parcel_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_parcel_order', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_parcel_order', params, options),
    /** Workflow actions (POST /wl/parcelOrder/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 揽件 / Pick up: 10 -> 20; needs pickupCourierId, pickupTime, pickupSiteId filled (sent here or already stored). */
      pickup: (
        body: ActionRequest & Partial<Pick<WlParcelOrder, 'pickupCourierId' | 'pickupTime' | 'pickupSiteId'>>,
      ): Promise<WlParcelOrder> => dp.action<WlParcelOrder>('wl_parcel_order', 'pickup', body),
      /** 入库 / Stock in: 20 -> 30; needs currentSiteId filled (sent here or already stored). */
      stockIn: (body: ActionRequest & Partial<Pick<WlParcelOrder, 'currentSiteId'>>): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'stockIn', body),
      /** 出库 / Stock out: 30 -> 40; needs currentSiteId filled (sent here or already stored). */
      stockOut: (body: ActionRequest & Partial<Pick<WlParcelOrder, 'currentSiteId'>>): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'stockOut', body),
      /** 发运 / Depart: 40 -> 50. */
      depart: (body: ActionRequest): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'depart', body),
      /** 到达入库 / Arrive: 50 -> 60; needs currentSiteId filled (sent here or already stored). */
      arrive: (body: ActionRequest & Partial<Pick<WlParcelOrder, 'currentSiteId'>>): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'arrive', body),
      /** 派件出库 / Delivery stock-out: 60 -> 70; needs currentSiteId filled (sent here or already stored). */
      deliveryStockOut: (body: ActionRequest & Partial<Pick<WlParcelOrder, 'currentSiteId'>>): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'deliveryStockOut', body),
      /** 派件 / Dispatch: 70 -> 80; needs dispatchCourierId, dispatchTime filled (sent here or already stored). */
      dispatch: (
        body: ActionRequest & Partial<Pick<WlParcelOrder, 'dispatchCourierId' | 'dispatchTime'>>,
      ): Promise<WlParcelOrder> => dp.action<WlParcelOrder>('wl_parcel_order', 'dispatch', body),
      /** 签收 / Sign: 80 -> 90; needs signName, signTime filled (sent here or already stored). */
      sign: (body: ActionRequest & Partial<Pick<WlParcelOrder, 'signName' | 'signTime'>>): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'sign', body),
      /** 拒收 / Reject: 80 -> 100; needs rejectReason, rejectImages filled (sent here or already stored). */
      reject: (
        body: ActionRequest & Partial<Pick<WlParcelOrder, 'rejectReason' | 'rejectImages'>>,
      ): Promise<WlParcelOrder> => dp.action<WlParcelOrder>('wl_parcel_order', 'reject', body),
      /** 取消 / Cancel: 10, 20 -> 110. */
      cancel: (body: ActionRequest): Promise<WlParcelOrder> =>
        dp.action<WlParcelOrder>('wl_parcel_order', 'cancel', body),
    },
  };
}
