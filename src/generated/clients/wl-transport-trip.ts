// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTransportTrip, WlTransportTripAdd, WlTransportTripEdit } from '../types/wl-transport-trip.ts';
import type { WlTripOrder } from '../types/wl-trip-order.ts';

/** Typed client for Transport trip (/wl/transportTrip). */
export function wlTransportTripClient(dp: DataProvider & Required<Pick<DataProvider, 'action' | 'getDetails'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTransportTrip>> =>
      dp.getList<WlTransportTrip>('wl_transport_trip', params),
    get: (id: string): Promise<WlTransportTrip> => dp.getOne<WlTransportTrip>('wl_transport_trip', id),
    add: (data: WlTransportTripAdd): Promise<WlTransportTrip> =>
      dp.create<WlTransportTrip>('wl_transport_trip', data as Partial<WlTransportTrip>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlTransportTripEdit): Promise<WlTransportTrip> =>
      dp.update<WlTransportTrip>('wl_transport_trip', data),
    remove: (id: string): Promise<void> => dp.delete('wl_transport_trip', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_transport_trip', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_transport_trip', params, options),
    /** Workflow actions (POST /wl/transportTrip/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 发车 / Depart: 10 -> 20. */
      depart: (body: ActionRequest): Promise<WlTransportTrip> =>
        dp.action<WlTransportTrip>('wl_transport_trip', 'depart', body),
      /** 返程 / Start return: 20 -> 30. */
      startReturn: (body: ActionRequest): Promise<WlTransportTrip> =>
        dp.action<WlTransportTrip>('wl_transport_trip', 'startReturn', body),
      /** 完成 / Complete: 30 -> 40. */
      complete: (body: ActionRequest): Promise<WlTransportTrip> =>
        dp.action<WlTransportTrip>('wl_transport_trip', 'complete', body),
    },
    /** Detail rows; they are saved with the record through add and edit. */
    details: {
      /** 趟次订单 / Trip orders of one record (GET /wl/transportTrip/details/tripOrderList?id=), labels included. */
      tripOrderList: (id: string): Promise<WlTripOrder[]> =>
        dp.getDetails<WlTripOrder>('wl_transport_trip', 'tripOrderList', id),
    },
  };
}
