// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicleTrack } from '../types/wl-vehicle-track.ts';

/** Typed client for Vehicle track (/wl/vehicleTrack). */
export function wlVehicleTrackClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicleTrack>> =>
      dp.getList<WlVehicleTrack>('wl_vehicle_track', params),
    get: (id: string): Promise<WlVehicleTrack> => dp.getOne<WlVehicleTrack>('wl_vehicle_track', id),
    add: (data: Partial<WlVehicleTrack>): Promise<WlVehicleTrack> =>
      dp.create<WlVehicleTrack>('wl_vehicle_track', data),
    edit: (data: Partial<WlVehicleTrack> & { id: string; version: number }): Promise<WlVehicleTrack> =>
      dp.update<WlVehicleTrack>('wl_vehicle_track', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle_track', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle_track', ids),
  };
}
