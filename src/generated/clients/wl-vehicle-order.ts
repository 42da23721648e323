// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicleOrder, WlVehicleOrderAdd, WlVehicleOrderEdit } from '../types/wl-vehicle-order.ts';

/** Typed client for Whole-vehicle order (/wl/vehicleOrder). */
export function wlVehicleOrderClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicleOrder>> =>
      dp.getList<WlVehicleOrder>('wl_vehicle_order', params),
    get: (id: string): Promise<WlVehicleOrder> => dp.getOne<WlVehicleOrder>('wl_vehicle_order', id),
    add: (data: WlVehicleOrderAdd): Promise<WlVehicleOrder> =>
      dp.create<WlVehicleOrder>('wl_vehicle_order', data as Partial<WlVehicleOrder>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlVehicleOrderEdit): Promise<WlVehicleOrder> => dp.update<WlVehicleOrder>('wl_vehicle_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle_order', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_vehicle_order', params, options),
    /** Workflow actions (POST /wl/vehicleOrder/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 装货 / Load: 10 -> 20. */
      load: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'load', body),
      /** 发车 / Depart: 20 -> 30. */
      depart: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'depart', body),
      /** 进入第2段 / Leg 2: 30 -> 40. */
      leg2: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'leg2', body),
      /** 进入第3段 / Leg 3: 40 -> 50. */
      leg3: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'leg3', body),
      /** 进入第4段 / Leg 4: 50 -> 60. */
      leg4: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'leg4', body),
      /** 进入第5段 / Leg 5: 60 -> 70. */
      leg5: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'leg5', body),
      /** 到达 / Arrive: 30, 40, 50, 60, 70 -> 80. */
      arrive: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'arrive', body),
      /** 卸货 / Unload: 80 -> 90. */
      unload: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'unload', body),
      /** 拒收 / Reject: 80 -> 100; needs rejectReason filled (sent here or already stored). */
      reject: (body: ActionRequest & Partial<Pick<WlVehicleOrder, 'rejectReason'>>): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'reject', body),
      /** 取消 / Cancel: 10, 20 -> 110. */
      cancel: (body: ActionRequest): Promise<WlVehicleOrder> =>
        dp.action<WlVehicleOrder>('wl_vehicle_order', 'cancel', body),
    },
  };
}
