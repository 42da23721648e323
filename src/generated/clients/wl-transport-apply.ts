// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTransportApply } from '../types/wl-transport-apply.ts';

/** Typed client for Transport apply (/wl/transportApply). */
export function wlTransportApplyClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTransportApply>> =>
      dp.getList<WlTransportApply>('wl_transport_apply', params),
    get: (id: string): Promise<WlTransportApply> => dp.getOne<WlTransportApply>('wl_transport_apply', id),
    add: (data: Partial<WlTransportApply>): Promise<WlTransportApply> =>
      dp.create<WlTransportApply>('wl_transport_apply', data),
    edit: (data: Partial<WlTransportApply> & { id: string; version: number }): Promise<WlTransportApply> =>
      dp.update<WlTransportApply>('wl_transport_apply', data),
    remove: (id: string): Promise<void> => dp.delete('wl_transport_apply', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_transport_apply', ids),
  };
}
