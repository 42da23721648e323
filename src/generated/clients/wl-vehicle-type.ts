// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicleType } from '../types/wl-vehicle-type.ts';

/** Typed client for Vehicle type (/wl/vehicleType). */
export function wlVehicleTypeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicleType>> =>
      dp.getList<WlVehicleType>('wl_vehicle_type', params),
    get: (id: string): Promise<WlVehicleType> => dp.getOne<WlVehicleType>('wl_vehicle_type', id),
    add: (data: Partial<WlVehicleType>): Promise<WlVehicleType> => dp.create<WlVehicleType>('wl_vehicle_type', data),
    edit: (data: Partial<WlVehicleType> & { id: string; version: number }): Promise<WlVehicleType> =>
      dp.update<WlVehicleType>('wl_vehicle_type', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle_type', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle_type', ids),
  };
}
