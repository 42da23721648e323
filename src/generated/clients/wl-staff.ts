// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlStaff, WlStaffAdd, WlStaffEdit } from '../types/wl-staff.ts';

/** Typed client for Staff (/wl/staff). */
export function wlStaffClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlStaff>> => dp.getList<WlStaff>('wl_staff', params),
    get: (id: string): Promise<WlStaff> => dp.getOne<WlStaff>('wl_staff', id),
    add: (data: WlStaffAdd): Promise<WlStaff> => dp.create<WlStaff>('wl_staff', data as Partial<WlStaff>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlStaffEdit): Promise<WlStaff> => dp.update<WlStaff>('wl_staff', data),
    remove: (id: string): Promise<void> => dp.delete('wl_staff', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_staff', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_staff', params, options),
  };
}
