// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicle } from '../types/wl-vehicle.ts';

/** Typed client for Vehicle (/wl/vehicle). */
export function wlVehicleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicle>> => dp.getList<WlVehicle>('wl_vehicle', params),
    get: (id: string): Promise<WlVehicle> => dp.getOne<WlVehicle>('wl_vehicle', id),
    add: (data: Partial<WlVehicle>): Promise<WlVehicle> => dp.create<WlVehicle>('wl_vehicle', data),
    edit: (data: Partial<WlVehicle> & { id: string; version: number }): Promise<WlVehicle> =>
      dp.update<WlVehicle>('wl_vehicle', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle', ids),
  };
}
