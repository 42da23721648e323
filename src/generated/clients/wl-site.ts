// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlSite, WlSiteAdd, WlSiteEdit } from '../types/wl-site.ts';

/** Typed client for Site (/wl/site). */
export function wlSiteClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlSite>> => dp.getList<WlSite>('wl_site', params),
    get: (id: string): Promise<WlSite> => dp.getOne<WlSite>('wl_site', id),
    add: (data: WlSiteAdd): Promise<WlSite> => dp.create<WlSite>('wl_site', data as Partial<WlSite>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlSiteEdit): Promise<WlSite> => dp.update<WlSite>('wl_site', data),
    remove: (id: string): Promise<void> => dp.delete('wl_site', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_site', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_site', params, options),
  };
}
