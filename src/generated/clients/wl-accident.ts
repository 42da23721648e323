// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlAccident, WlAccidentAdd, WlAccidentEdit } from '../types/wl-accident.ts';

/** Typed client for Accident (/wl/accident). */
export function wlAccidentClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlAccident>> => dp.getList<WlAccident>('wl_accident', params),
    get: (id: string): Promise<WlAccident> => dp.getOne<WlAccident>('wl_accident', id),
    add: (data: WlAccidentAdd): Promise<WlAccident> =>
      dp.create<WlAccident>('wl_accident', data as Partial<WlAccident>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlAccidentEdit): Promise<WlAccident> => dp.update<WlAccident>('wl_accident', data),
    remove: (id: string): Promise<void> => dp.delete('wl_accident', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_accident', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_accident', params, options),
  };
}
