// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTransportLine } from '../types/wl-transport-line.ts';

/** Typed client for Transport line (/wl/transportLine). */
export function wlTransportLineClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTransportLine>> =>
      dp.getList<WlTransportLine>('wl_transport_line', params),
    get: (id: string): Promise<WlTransportLine> => dp.getOne<WlTransportLine>('wl_transport_line', id),
    add: (data: Partial<WlTransportLine>): Promise<WlTransportLine> =>
      dp.create<WlTransportLine>('wl_transport_line', data),
    edit: (data: Partial<WlTransportLine> & { id: string; version: number }): Promise<WlTransportLine> =>
      dp.update<WlTransportLine>('wl_transport_line', data),
    remove: (id: string): Promise<void> => dp.delete('wl_transport_line', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_transport_line', ids),
  };
}
