// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlZoneFreight, WlZoneFreightAdd, WlZoneFreightEdit } from '../types/wl-zone-freight.ts';
import type { WlZoneFreightDetail } from '../types/wl-zone-freight-detail.ts';

/** Typed client for Zone freight (/wl/zoneFreight). */
export function wlZoneFreightClient(dp: DataProvider & Required<Pick<DataProvider, 'getDetails'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlZoneFreight>> =>
      dp.getList<WlZoneFreight>('wl_zone_freight', params),
    get: (id: string): Promise<WlZoneFreight> => dp.getOne<WlZoneFreight>('wl_zone_freight', id),
    add: (data: WlZoneFreightAdd): Promise<WlZoneFreight> =>
      dp.create<WlZoneFreight>('wl_zone_freight', data as Partial<WlZoneFreight>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlZoneFreightEdit): Promise<WlZoneFreight> => dp.update<WlZoneFreight>('wl_zone_freight', data),
    remove: (id: string): Promise<void> => dp.delete('wl_zone_freight', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_zone_freight', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_zone_freight', params, options),
    /** Detail rows; they are saved with the record through add and edit. */
    details: {
      /** 运价明细 / Freight details of one record (GET /wl/zoneFreight/details/zoneFreightDetailList?id=), labels included. */
      zoneFreightDetailList: (id: string): Promise<WlZoneFreightDetail[]> =>
        dp.getDetails<WlZoneFreightDetail>('wl_zone_freight', 'zoneFreightDetailList', id),
    },
  };
}
