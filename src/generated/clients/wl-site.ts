// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlSite } from '../types/wl-site.ts';

/** Typed client for Site (/wl/site). */
export function wlSiteClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlSite>> => dp.getList<WlSite>('wl_site', params),
    get: (id: string): Promise<WlSite> => dp.getOne<WlSite>('wl_site', id),
    add: (data: Partial<WlSite>): Promise<WlSite> => dp.create<WlSite>('wl_site', data),
    edit: (data: Partial<WlSite> & { id: string; version: number }): Promise<WlSite> =>
      dp.update<WlSite>('wl_site', data),
    remove: (id: string): Promise<void> => dp.delete('wl_site', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_site', ids),
  };
}
