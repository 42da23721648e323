// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlSiteFee } from '../types/wl-site-fee.ts';

/** Typed client for Site fee (/wl/siteFee). */
export function wlSiteFeeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlSiteFee>> => dp.getList<WlSiteFee>('wl_site_fee', params),
    get: (id: string): Promise<WlSiteFee> => dp.getOne<WlSiteFee>('wl_site_fee', id),
    add: (data: Partial<WlSiteFee>): Promise<WlSiteFee> => dp.create<WlSiteFee>('wl_site_fee', data),
    edit: (data: Partial<WlSiteFee> & { id: string; version: number }): Promise<WlSiteFee> =>
      dp.update<WlSiteFee>('wl_site_fee', data),
    remove: (id: string): Promise<void> => dp.delete('wl_site_fee', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_site_fee', ids),
  };
}
