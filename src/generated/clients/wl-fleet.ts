// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlFleet } from '../types/wl-fleet.ts';

/** Typed client for Fleet (/wl/fleet). */
export function wlFleetClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlFleet>> => dp.getList<WlFleet>('wl_fleet', params),
    get: (id: string): Promise<WlFleet> => dp.getOne<WlFleet>('wl_fleet', id),
    add: (data: Partial<WlFleet>): Promise<WlFleet> => dp.create<WlFleet>('wl_fleet', data),
    edit: (data: Partial<WlFleet> & { id: string; version: number }): Promise<WlFleet> =>
      dp.update<WlFleet>('wl_fleet', data),
    remove: (id: string): Promise<void> => dp.delete('wl_fleet', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_fleet', ids),
  };
}
