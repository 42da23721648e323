// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlZone } from '../types/wl-zone.ts';

/** Typed client for Zone (/wl/zone). */
export function wlZoneClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlZone>> => dp.getList<WlZone>('wl_zone', params),
    get: (id: string): Promise<WlZone> => dp.getOne<WlZone>('wl_zone', id),
    add: (data: Partial<WlZone>): Promise<WlZone> => dp.create<WlZone>('wl_zone', data),
    edit: (data: Partial<WlZone> & { id: string; version: number }): Promise<WlZone> =>
      dp.update<WlZone>('wl_zone', data),
    remove: (id: string): Promise<void> => dp.delete('wl_zone', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_zone', ids),
  };
}
