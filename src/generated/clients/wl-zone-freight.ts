// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlZoneFreight } from '../types/wl-zone-freight.ts';

/** Typed client for Zone freight (/wl/zoneFreight). */
export function wlZoneFreightClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlZoneFreight>> =>
      dp.getList<WlZoneFreight>('wl_zone_freight', params),
    get: (id: string): Promise<WlZoneFreight> => dp.getOne<WlZoneFreight>('wl_zone_freight', id),
    add: (data: Partial<WlZoneFreight>): Promise<WlZoneFreight> => dp.create<WlZoneFreight>('wl_zone_freight', data),
    edit: (data: Partial<WlZoneFreight> & { id: string; version: number }): Promise<WlZoneFreight> =>
      dp.update<WlZoneFreight>('wl_zone_freight', data),
    remove: (id: string): Promise<void> => dp.delete('wl_zone_freight', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_zone_freight', ids),
  };
}
