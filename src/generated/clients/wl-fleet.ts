// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlFleet, WlFleetAdd, WlFleetEdit } from '../types/wl-fleet.ts';

/** Typed client for Fleet (/wl/fleet). */
export function wlFleetClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlFleet>> => dp.getList<WlFleet>('wl_fleet', params),
    get: (id: string): Promise<WlFleet> => dp.getOne<WlFleet>('wl_fleet', id),
    add: (data: WlFleetAdd): Promise<WlFleet> => dp.create<WlFleet>('wl_fleet', data as Partial<WlFleet>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlFleetEdit): Promise<WlFleet> => dp.update<WlFleet>('wl_fleet', data),
    remove: (id: string): Promise<void> => dp.delete('wl_fleet', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_fleet', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_fleet', params, options),
  };
}
