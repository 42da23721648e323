// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlWaybillTask } from '../types/wl-waybill-task.ts';

/** Typed client for Waybill task (/wl/waybillTask). */
export function wlWaybillTaskClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlWaybillTask>> =>
      dp.getList<WlWaybillTask>('wl_waybill_task', params),
    get: (id: string): Promise<WlWaybillTask> => dp.getOne<WlWaybillTask>('wl_waybill_task', id),
    add: (data: Partial<WlWaybillTask>): Promise<WlWaybillTask> => dp.create<WlWaybillTask>('wl_waybill_task', data),
    edit: (data: Partial<WlWaybillTask> & { id: string; version: number }): Promise<WlWaybillTask> =>
      dp.update<WlWaybillTask>('wl_waybill_task', data),
    remove: (id: string): Promise<void> => dp.delete('wl_waybill_task', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_waybill_task', ids),
  };
}
