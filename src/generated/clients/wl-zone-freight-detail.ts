// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlZoneFreightDetail } from '../types/wl-zone-freight-detail.ts';

/** Typed client for Zone freight detail (/wl/zoneFreightDetail). */
export function wlZoneFreightDetailClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlZoneFreightDetail>> =>
      dp.getList<WlZoneFreightDetail>('wl_zone_freight_detail', params),
    get: (id: string): Promise<WlZoneFreightDetail> => dp.getOne<WlZoneFreightDetail>('wl_zone_freight_detail', id),
    add: (data: Partial<WlZoneFreightDetail>): Promise<WlZoneFreightDetail> =>
      dp.create<WlZoneFreightDetail>('wl_zone_freight_detail', data),
    edit: (data: Partial<WlZoneFreightDetail> & { id: string; version: number }): Promise<WlZoneFreightDetail> =>
      dp.update<WlZoneFreightDetail>('wl_zone_freight_detail', data),
    remove: (id: string): Promise<void> => dp.delete('wl_zone_freight_detail', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_zone_freight_detail', ids),
  };
}
