// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicleType, WlVehicleTypeAdd, WlVehicleTypeEdit } from '../types/wl-vehicle-type.ts';

/** Typed client for Vehicle type (/wl/vehicleType). */
export function wlVehicleTypeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicleType>> =>
      dp.getList<WlVehicleType>('wl_vehicle_type', params),
    get: (id: string): Promise<WlVehicleType> => dp.getOne<WlVehicleType>('wl_vehicle_type', id),
    add: (data: WlVehicleTypeAdd): Promise<WlVehicleType> =>
      dp.create<WlVehicleType>('wl_vehicle_type', data as Partial<WlVehicleType>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlVehicleTypeEdit): Promise<WlVehicleType> => dp.update<WlVehicleType>('wl_vehicle_type', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle_type', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle_type', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_vehicle_type', params, options),
  };
}
