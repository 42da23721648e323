// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlTransportApply, WlTransportApplyAdd, WlTransportApplyEdit } from '../types/wl-transport-apply.ts';

/** Typed client for Transport apply (/wl/transportApply). */
export function wlTransportApplyClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlTransportApply>> =>
      dp.getList<WlTransportApply>('wl_transport_apply', params),
    get: (id: string): Promise<WlTransportApply> => dp.getOne<WlTransportApply>('wl_transport_apply', id),
    add: (data: WlTransportApplyAdd): Promise<WlTransportApply> =>
      dp.create<WlTransportApply>('wl_transport_apply', data as Partial<WlTransportApply>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlTransportApplyEdit): Promise<WlTransportApply> =>
      dp.update<WlTransportApply>('wl_transport_apply', data),
    remove: (id: string): Promise<void> => dp.delete('wl_transport_apply', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_transport_apply', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_transport_apply', params, options),
    /** Workflow actions (POST /wl/transportApply/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 确认 / Confirm: 0 -> 1. */
      confirm: (body: ActionRequest): Promise<WlTransportApply> =>
        dp.action<WlTransportApply>('wl_transport_apply', 'confirm', body),
      /** 驳回 / Reject: 0 -> 2; needs rejectReason filled (sent here or already stored). */
      reject: (body: ActionRequest & Partial<Pick<WlTransportApply, 'rejectReason'>>): Promise<WlTransportApply> =>
        dp.action<WlTransportApply>('wl_transport_apply', 'reject', body),
    },
  };
}
