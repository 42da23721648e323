// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicleTrack, WlVehicleTrackAdd, WlVehicleTrackEdit } from '../types/wl-vehicle-track.ts';

/** Typed client for Vehicle track (/wl/vehicleTrack). */
export function wlVehicleTrackClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicleTrack>> =>
      dp.getList<WlVehicleTrack>('wl_vehicle_track', params),
    get: (id: string): Promise<WlVehicleTrack> => dp.getOne<WlVehicleTrack>('wl_vehicle_track', id),
    add: (data: WlVehicleTrackAdd): Promise<WlVehicleTrack> =>
      dp.create<WlVehicleTrack>('wl_vehicle_track', data as Partial<WlVehicleTrack>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlVehicleTrackEdit): Promise<WlVehicleTrack> => dp.update<WlVehicleTrack>('wl_vehicle_track', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle_track', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle_track', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_vehicle_track', params, options),
  };
}
