// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlArea, WlAreaAdd, WlAreaEdit } from '../types/wl-area.ts';

/** Typed client for Area (/wl/area). */
export function wlAreaClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlArea>> => dp.getList<WlArea>('wl_area', params),
    get: (id: string): Promise<WlArea> => dp.getOne<WlArea>('wl_area', id),
    add: (data: WlAreaAdd): Promise<WlArea> => dp.create<WlArea>('wl_area', data as Partial<WlArea>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlAreaEdit): Promise<WlArea> => dp.update<WlArea>('wl_area', data),
    remove: (id: string): Promise<void> => dp.delete('wl_area', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_area', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_area', params, options),
  };
}
