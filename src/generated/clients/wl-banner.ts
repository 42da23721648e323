// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlBanner } from '../types/wl-banner.ts';

/** Typed client for Banner (/wl/banner). */
export function wlBannerClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlBanner>> => dp.getList<WlBanner>('wl_banner', params),
    get: (id: string): Promise<WlBanner> => dp.getOne<WlBanner>('wl_banner', id),
    add: (data: Partial<WlBanner>): Promise<WlBanner> => dp.create<WlBanner>('wl_banner', data),
    edit: (data: Partial<WlBanner> & { id: string; version: number }): Promise<WlBanner> =>
      dp.update<WlBanner>('wl_banner', data),
    remove: (id: string): Promise<void> => dp.delete('wl_banner', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_banner', ids),
  };
}
