// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlWaybillTask, WlWaybillTaskAdd, WlWaybillTaskEdit } from '../types/wl-waybill-task.ts';

/** Typed client for Waybill task (/wl/waybillTask). */
export function wlWaybillTaskClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlWaybillTask>> =>
      dp.getList<WlWaybillTask>('wl_waybill_task', params),
    get: (id: string): Promise<WlWaybillTask> => dp.getOne<WlWaybillTask>('wl_waybill_task', id),
    add: (data: WlWaybillTaskAdd): Promise<WlWaybillTask> =>
      dp.create<WlWaybillTask>('wl_waybill_task', data as Partial<WlWaybillTask>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlWaybillTaskEdit): Promise<WlWaybillTask> => dp.update<WlWaybillTask>('wl_waybill_task', data),
    remove: (id: string): Promise<void> => dp.delete('wl_waybill_task', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_waybill_task', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_waybill_task', params, options),
  };
}
