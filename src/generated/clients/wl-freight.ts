// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlFreight } from '../types/wl-freight.ts';

/** Typed client for Freight tier (/wl/freight). */
export function wlFreightClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlFreight>> => dp.getList<WlFreight>('wl_freight', params),
    get: (id: string): Promise<WlFreight> => dp.getOne<WlFreight>('wl_freight', id),
    add: (data: Partial<WlFreight>): Promise<WlFreight> => dp.create<WlFreight>('wl_freight', data),
    edit: (data: Partial<WlFreight> & { id: string; version: number }): Promise<WlFreight> =>
      dp.update<WlFreight>('wl_freight', data),
    remove: (id: string): Promise<void> => dp.delete('wl_freight', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_freight', ids),
  };
}
