// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlNews, WlNewsAdd, WlNewsEdit } from '../types/wl-news.ts';

/** Typed client for News (/wl/news). */
export function wlNewsClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlNews>> => dp.getList<WlNews>('wl_news', params),
    get: (id: string): Promise<WlNews> => dp.getOne<WlNews>('wl_news', id),
    add: (data: WlNewsAdd): Promise<WlNews> => dp.create<WlNews>('wl_news', data as Partial<WlNews>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlNewsEdit): Promise<WlNews> => dp.update<WlNews>('wl_news', data),
    remove: (id: string): Promise<void> => dp.delete('wl_news', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_news', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_news', params, options),
  };
}
