// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlOrder, WlOrderAdd, WlOrderEdit } from '../types/wl-order.ts';
import type { WlOrderFee } from '../types/wl-order-fee.ts';

/** Typed client for Freight order (/wl/order). */
export function wlOrderClient(dp: DataProvider & Required<Pick<DataProvider, 'action' | 'getDetails'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlOrder>> => dp.getList<WlOrder>('wl_order', params),
    get: (id: string): Promise<WlOrder> => dp.getOne<WlOrder>('wl_order', id),
    add: (data: WlOrderAdd): Promise<WlOrder> => dp.create<WlOrder>('wl_order', data as Partial<WlOrder>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlOrderEdit): Promise<WlOrder> => dp.update<WlOrder>('wl_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_order', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_order', params, options),
    /** Workflow actions (POST /wl/order/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 审核 / Audit: 10 -> 20. */
      audit: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'audit', body),
      /** 审核驳回 / Reject audit: 10 -> 110; needs rejectReason filled (sent here or already stored). */
      auditReject: (body: ActionRequest & Partial<Pick<WlOrder, 'rejectReason'>>): Promise<WlOrder> =>
        dp.action<WlOrder>('wl_order', 'auditReject', body),
      /** 接单 / Accept: 20 -> 25; needs plateNumber filled (sent here or already stored). */
      accept: (body: ActionRequest & Partial<Pick<WlOrder, 'plateNumber'>>): Promise<WlOrder> =>
        dp.action<WlOrder>('wl_order', 'accept', body),
      /** 发车 / Depart: 25 -> 30. */
      depart: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'depart', body),
      /** 申请装货 / Apply loading: 30 -> 35; checks pickupCode against the stored value. */
      applyLoading: (body: ActionRequest & Partial<Record<'pickupCode', string | number>>): Promise<WlOrder> =>
        dp.action<WlOrder>('wl_order', 'applyLoading', body),
      /** 同意装货 / Approve loading: 35 -> 40. */
      approveLoading: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'approveLoading', body),
      /** 驳回装货 / Reject loading: 35 -> 30. */
      rejectLoading: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'rejectLoading', body),
      /** 已装货 / Loaded: 40 -> 50. */
      loaded: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'loaded', body),
      /** 申请卸货 / Apply unloading: 50 -> 55; checks unloadCode against the stored value. */
      applyUnloading: (body: ActionRequest & Partial<Record<'unloadCode', string | number>>): Promise<WlOrder> =>
        dp.action<WlOrder>('wl_order', 'applyUnloading', body),
      /** 同意卸货 / Approve unloading: 55 -> 60. */
      approveUnloading: (body: ActionRequest): Promise<WlOrder> =>
        dp.action<WlOrder>('wl_order', 'approveUnloading', body),
      /** 驳回卸货 / Reject unloading: 55 -> 50. */
      rejectUnloading: (body: ActionRequest): Promise<WlOrder> =>
        dp.action<WlOrder>('wl_order', 'rejectUnloading', body),
      /** 已卸货 / Unloaded: 60 -> 70. */
      unloaded: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'unloaded', body),
      /** 报修 / Repair: 50 -> 80. */
      repair: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'repair', body),
      /** 修复 / Repaired: 80 -> 50. */
      repaired: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'repaired', body),
      /** 取消 / Cancel: 10, 20, 25, 30 -> 110. */
      cancel: (body: ActionRequest): Promise<WlOrder> => dp.action<WlOrder>('wl_order', 'cancel', body),
    },
    /** Detail rows; they are saved with the record through add and edit. */
    details: {
      /** 订单费用 / Order fees of one record (GET /wl/order/details/orderFeeList?id=), labels included. */
      orderFeeList: (id: string): Promise<WlOrderFee[]> => dp.getDetails<WlOrderFee>('wl_order', 'orderFeeList', id),
    },
  };
}
