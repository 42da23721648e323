// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlFreight, WlFreightAdd, WlFreightEdit } from '../types/wl-freight.ts';

/** Typed client for Freight tier (/wl/freight). */
export function wlFreightClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlFreight>> => dp.getList<WlFreight>('wl_freight', params),
    get: (id: string): Promise<WlFreight> => dp.getOne<WlFreight>('wl_freight', id),
    add: (data: WlFreightAdd): Promise<WlFreight> => dp.create<WlFreight>('wl_freight', data as Partial<WlFreight>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlFreightEdit): Promise<WlFreight> => dp.update<WlFreight>('wl_freight', data),
    remove: (id: string): Promise<void> => dp.delete('wl_freight', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_freight', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_freight', params, options),
  };
}
