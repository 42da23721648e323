// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlRouteChange } from '../types/wl-route-change.ts';

/** Typed client for Route change (/wl/routeChange). */
export function wlRouteChangeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlRouteChange>> =>
      dp.getList<WlRouteChange>('wl_route_change', params),
    get: (id: string): Promise<WlRouteChange> => dp.getOne<WlRouteChange>('wl_route_change', id),
    add: (data: Partial<WlRouteChange>): Promise<WlRouteChange> => dp.create<WlRouteChange>('wl_route_change', data),
    edit: (data: Partial<WlRouteChange> & { id: string; version: number }): Promise<WlRouteChange> =>
      dp.update<WlRouteChange>('wl_route_change', data),
    remove: (id: string): Promise<void> => dp.delete('wl_route_change', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_route_change', ids),
  };
}
