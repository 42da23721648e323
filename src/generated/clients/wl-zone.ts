// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlZone, WlZoneAdd, WlZoneEdit } from '../types/wl-zone.ts';

/** Typed client for Zone (/wl/zone). */
export function wlZoneClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlZone>> => dp.getList<WlZone>('wl_zone', params),
    get: (id: string): Promise<WlZone> => dp.getOne<WlZone>('wl_zone', id),
    add: (data: WlZoneAdd): Promise<WlZone> => dp.create<WlZone>('wl_zone', data as Partial<WlZone>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlZoneEdit): Promise<WlZone> => dp.update<WlZone>('wl_zone', data),
    remove: (id: string): Promise<void> => dp.delete('wl_zone', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_zone', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_zone', params, options),
  };
}
