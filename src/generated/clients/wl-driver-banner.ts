// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriverBanner } from '../types/wl-driver-banner.ts';

/** Typed client for Driver banner (/wl/driverBanner). */
export function wlDriverBannerClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverBanner>> =>
      dp.getList<WlDriverBanner>('wl_driver_banner', params),
    get: (id: string): Promise<WlDriverBanner> => dp.getOne<WlDriverBanner>('wl_driver_banner', id),
    add: (data: Partial<WlDriverBanner>): Promise<WlDriverBanner> =>
      dp.create<WlDriverBanner>('wl_driver_banner', data),
    edit: (data: Partial<WlDriverBanner> & { id: string; version: number }): Promise<WlDriverBanner> =>
      dp.update<WlDriverBanner>('wl_driver_banner', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_banner', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_banner', ids),
  };
}
