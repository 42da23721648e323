// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlStaff } from '../types/wl-staff.ts';

/** Typed client for Staff (/wl/staff). */
export function wlStaffClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlStaff>> => dp.getList<WlStaff>('wl_staff', params),
    get: (id: string): Promise<WlStaff> => dp.getOne<WlStaff>('wl_staff', id),
    add: (data: Partial<WlStaff>): Promise<WlStaff> => dp.create<WlStaff>('wl_staff', data),
    edit: (data: Partial<WlStaff> & { id: string; version: number }): Promise<WlStaff> =>
      dp.update<WlStaff>('wl_staff', data),
    remove: (id: string): Promise<void> => dp.delete('wl_staff', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_staff', ids),
  };
}
