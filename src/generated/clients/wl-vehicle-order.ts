// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicleOrder } from '../types/wl-vehicle-order.ts';

/** Typed client for Whole-vehicle order (/wl/vehicleOrder). */
export function wlVehicleOrderClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicleOrder>> =>
      dp.getList<WlVehicleOrder>('wl_vehicle_order', params),
    get: (id: string): Promise<WlVehicleOrder> => dp.getOne<WlVehicleOrder>('wl_vehicle_order', id),
    add: (data: Partial<WlVehicleOrder>): Promise<WlVehicleOrder> =>
      dp.create<WlVehicleOrder>('wl_vehicle_order', data),
    edit: (data: Partial<WlVehicleOrder> & { id: string; version: number }): Promise<WlVehicleOrder> =>
      dp.update<WlVehicleOrder>('wl_vehicle_order', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle_order', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle_order', ids),
  };
}
