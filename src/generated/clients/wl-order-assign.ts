// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlOrderAssign, WlOrderAssignAdd, WlOrderAssignEdit } from '../types/wl-order-assign.ts';

/** Typed client for Order assignment (/wl/orderAssign). */
export function wlOrderAssignClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlOrderAssign>> =>
      dp.getList<WlOrderAssign>('wl_order_assign', params),
    get: (id: string): Promise<WlOrderAssign> => dp.getOne<WlOrderAssign>('wl_order_assign', id),
    add: (data: WlOrderAssignAdd): Promise<WlOrderAssign> =>
      dp.create<WlOrderAssign>('wl_order_assign', data as Partial<WlOrderAssign>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlOrderAssignEdit): Promise<WlOrderAssign> => dp.update<WlOrderAssign>('wl_order_assign', data),
    remove: (id: string): Promise<void> => dp.delete('wl_order_assign', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_order_assign', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_order_assign', params, options),
  };
}
