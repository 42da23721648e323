// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlCommission, WlCommissionAdd, WlCommissionEdit } from '../types/wl-commission.ts';

/** Typed client for Commission rule (/wl/commission). */
export function wlCommissionClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlCommission>> =>
      dp.getList<WlCommission>('wl_commission', params),
    get: (id: string): Promise<WlCommission> => dp.getOne<WlCommission>('wl_commission', id),
    add: (data: WlCommissionAdd): Promise<WlCommission> =>
      dp.create<WlCommission>('wl_commission', data as Partial<WlCommission>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlCommissionEdit): Promise<WlCommission> => dp.update<WlCommission>('wl_commission', data),
    remove: (id: string): Promise<void> => dp.delete('wl_commission', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_commission', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_commission', params, options),
  };
}
