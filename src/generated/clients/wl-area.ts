// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlArea } from '../types/wl-area.ts';

/** Typed client for Area (/wl/area). */
export function wlAreaClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlArea>> => dp.getList<WlArea>('wl_area', params),
    get: (id: string): Promise<WlArea> => dp.getOne<WlArea>('wl_area', id),
    add: (data: Partial<WlArea>): Promise<WlArea> => dp.create<WlArea>('wl_area', data),
    edit: (data: Partial<WlArea> & { id: string; version: number }): Promise<WlArea> =>
      dp.update<WlArea>('wl_area', data),
    remove: (id: string): Promise<void> => dp.delete('wl_area', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_area', ids),
  };
}
