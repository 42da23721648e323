// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlBanner, WlBannerAdd, WlBannerEdit } from '../types/wl-banner.ts';

/** Typed client for Banner (/wl/banner). */
export function wlBannerClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlBanner>> => dp.getList<WlBanner>('wl_banner', params),
    get: (id: string): Promise<WlBanner> => dp.getOne<WlBanner>('wl_banner', id),
    add: (data: WlBannerAdd): Promise<WlBanner> => dp.create<WlBanner>('wl_banner', data as Partial<WlBanner>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlBannerEdit): Promise<WlBanner> => dp.update<WlBanner>('wl_banner', data),
    remove: (id: string): Promise<void> => dp.delete('wl_banner', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_banner', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_banner', params, options),
  };
}
