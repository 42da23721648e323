// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlWaybill } from '../types/wl-waybill.ts';

/** Typed client for Waybill (/wl/waybill). */
export function wlWaybillClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlWaybill>> => dp.getList<WlWaybill>('wl_waybill', params),
    get: (id: string): Promise<WlWaybill> => dp.getOne<WlWaybill>('wl_waybill', id),
    add: (data: Partial<WlWaybill>): Promise<WlWaybill> => dp.create<WlWaybill>('wl_waybill', data),
    edit: (data: Partial<WlWaybill> & { id: string; version: number }): Promise<WlWaybill> =>
      dp.update<WlWaybill>('wl_waybill', data),
    remove: (id: string): Promise<void> => dp.delete('wl_waybill', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_waybill', ids),
  };
}
