// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriverBanner, WlDriverBannerAdd, WlDriverBannerEdit } from '../types/wl-driver-banner.ts';

/** Typed client for Driver banner (/wl/driverBanner). */
export function wlDriverBannerClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverBanner>> =>
      dp.getList<WlDriverBanner>('wl_driver_banner', params),
    get: (id: string): Promise<WlDriverBanner> => dp.getOne<WlDriverBanner>('wl_driver_banner', id),
    add: (data: WlDriverBannerAdd): Promise<WlDriverBanner> =>
      dp.create<WlDriverBanner>('wl_driver_banner', data as Partial<WlDriverBanner>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlDriverBannerEdit): Promise<WlDriverBanner> => dp.update<WlDriverBanner>('wl_driver_banner', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_banner', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_banner', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_driver_banner', params, options),
  };
}
