// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlWaybill, WlWaybillAdd, WlWaybillEdit } from '../types/wl-waybill.ts';
import type { WlWaybillTask } from '../types/wl-waybill-task.ts';

/** Typed client for Waybill (/wl/waybill). */
export function wlWaybillClient(dp: DataProvider & Required<Pick<DataProvider, 'action' | 'getDetails'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlWaybill>> => dp.getList<WlWaybill>('wl_waybill', params),
    get: (id: string): Promise<WlWaybill> => dp.getOne<WlWaybill>('wl_waybill', id),
    add: (data: WlWaybillAdd): Promise<WlWaybill> => dp.create<WlWaybill>('wl_waybill', data as Partial<WlWaybill>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlWaybillEdit): Promise<WlWaybill> => dp.update<WlWaybill>('wl_waybill', data),
    remove: (id: string): Promise<void> => dp.delete('wl_waybill', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_waybill', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_waybill', params, options),
    /** Workflow actions (POST /wl/waybill/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 装货 / Load: 10 -> 20. */
      load: (body: ActionRequest): Promise<WlWaybill> => dp.action<WlWaybill>('wl_waybill', 'load', body),
      /** 到达 / Arrive: 20 -> 30. */
      arrive: (body: ActionRequest): Promise<WlWaybill> => dp.action<WlWaybill>('wl_waybill', 'arrive', body),
      /** 卸货 / Unload: 30 -> 40; needs signerName filled (sent here or already stored). */
      unload: (body: ActionRequest & Partial<Pick<WlWaybill, 'signerName'>>): Promise<WlWaybill> =>
        dp.action<WlWaybill>('wl_waybill', 'unload', body),
      /** 回车 / Return: 40 -> 50. */
      returned: (body: ActionRequest): Promise<WlWaybill> => dp.action<WlWaybill>('wl_waybill', 'returned', body),
    },
    /** Detail rows; they are saved with the record through add and edit. */
    details: {
      /** 运单任务 / Waybill tasks of one record (GET /wl/waybill/details/waybillTaskList?id=), labels included. */
      waybillTaskList: (id: string): Promise<WlWaybillTask[]> =>
        dp.getDetails<WlWaybillTask>('wl_waybill', 'waybillTaskList', id),
    },
  };
}
