// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlVehicle, WlVehicleAdd, WlVehicleEdit } from '../types/wl-vehicle.ts';

/** Typed client for Vehicle (/wl/vehicle). */
export function wlVehicleClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlVehicle>> => dp.getList<WlVehicle>('wl_vehicle', params),
    get: (id: string): Promise<WlVehicle> => dp.getOne<WlVehicle>('wl_vehicle', id),
    add: (data: WlVehicleAdd): Promise<WlVehicle> => dp.create<WlVehicle>('wl_vehicle', data as Partial<WlVehicle>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlVehicleEdit): Promise<WlVehicle> => dp.update<WlVehicle>('wl_vehicle', data),
    remove: (id: string): Promise<void> => dp.delete('wl_vehicle', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_vehicle', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_vehicle', params, options),
  };
}
