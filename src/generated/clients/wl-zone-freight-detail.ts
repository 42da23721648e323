// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  WlZoneFreightDetail,
  WlZoneFreightDetailAdd,
  WlZoneFreightDetailEdit,
} from '../types/wl-zone-freight-detail.ts';

/** Typed client for Zone freight detail (/wl/zoneFreightDetail). */
export function wlZoneFreightDetailClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlZoneFreightDetail>> =>
      dp.getList<WlZoneFreightDetail>('wl_zone_freight_detail', params),
    get: (id: string): Promise<WlZoneFreightDetail> => dp.getOne<WlZoneFreightDetail>('wl_zone_freight_detail', id),
    add: (data: WlZoneFreightDetailAdd): Promise<WlZoneFreightDetail> =>
      dp.create<WlZoneFreightDetail>('wl_zone_freight_detail', data as Partial<WlZoneFreightDetail>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlZoneFreightDetailEdit): Promise<WlZoneFreightDetail> =>
      dp.update<WlZoneFreightDetail>('wl_zone_freight_detail', data),
    remove: (id: string): Promise<void> => dp.delete('wl_zone_freight_detail', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_zone_freight_detail', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_zone_freight_detail', params, options),
  };
}
