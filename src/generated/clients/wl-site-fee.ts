// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlSiteFee, WlSiteFeeAdd, WlSiteFeeEdit } from '../types/wl-site-fee.ts';

/** Typed client for Site fee (/wl/siteFee). */
export function wlSiteFeeClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlSiteFee>> => dp.getList<WlSiteFee>('wl_site_fee', params),
    get: (id: string): Promise<WlSiteFee> => dp.getOne<WlSiteFee>('wl_site_fee', id),
    add: (data: WlSiteFeeAdd): Promise<WlSiteFee> => dp.create<WlSiteFee>('wl_site_fee', data as Partial<WlSiteFee>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlSiteFeeEdit): Promise<WlSiteFee> => dp.update<WlSiteFee>('wl_site_fee', data),
    remove: (id: string): Promise<void> => dp.delete('wl_site_fee', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_site_fee', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_site_fee', params, options),
  };
}
