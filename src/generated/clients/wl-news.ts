// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlNews } from '../types/wl-news.ts';

/** Typed client for News (/wl/news). */
export function wlNewsClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlNews>> => dp.getList<WlNews>('wl_news', params),
    get: (id: string): Promise<WlNews> => dp.getOne<WlNews>('wl_news', id),
    add: (data: Partial<WlNews>): Promise<WlNews> => dp.create<WlNews>('wl_news', data),
    edit: (data: Partial<WlNews> & { id: string; version: number }): Promise<WlNews> =>
      dp.update<WlNews>('wl_news', data),
    remove: (id: string): Promise<void> => dp.delete('wl_news', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_news', ids),
  };
}
