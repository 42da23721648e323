// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTransportTrip } from '../types/wl-transport-trip.ts';

/** Typed client for Transport trip (/wl/transportTrip). */
export function wlTransportTripClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTransportTrip>> =>
      dp.getList<WlTransportTrip>('wl_transport_trip', params),
    get: (id: string): Promise<WlTransportTrip> => dp.getOne<WlTransportTrip>('wl_transport_trip', id),
    add: (data: Partial<WlTransportTrip>): Promise<WlTransportTrip> =>
      dp.create<WlTransportTrip>('wl_transport_trip', data),
    edit: (data: Partial<WlTransportTrip> & { id: string; version: number }): Promise<WlTransportTrip> =>
      dp.update<WlTransportTrip>('wl_transport_trip', data),
    remove: (id: string): Promise<void> => dp.delete('wl_transport_trip', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_transport_trip', ids),
  };
}
