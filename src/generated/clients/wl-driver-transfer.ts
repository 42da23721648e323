// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriverTransfer, WlDriverTransferAdd, WlDriverTransferEdit } from '../types/wl-driver-transfer.ts';

/** Typed client for Driver transfer (/wl/driverTransfer). */
export function wlDriverTransferClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverTransfer>> =>
      dp.getList<WlDriverTransfer>('wl_driver_transfer', params),
    get: (id: string): Promise<WlDriverTransfer> => dp.getOne<WlDriverTransfer>('wl_driver_transfer', id),
    add: (data: WlDriverTransferAdd): Promise<WlDriverTransfer> =>
      dp.create<WlDriverTransfer>('wl_driver_transfer', data as Partial<WlDriverTransfer>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlDriverTransferEdit): Promise<WlDriverTransfer> =>
      dp.update<WlDriverTransfer>('wl_driver_transfer', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_transfer', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_transfer', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_driver_transfer', params, options),
    /** Workflow actions (POST /wl/driverTransfer/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 通过 / Approve: 0 -> 1. */
      approve: (body: ActionRequest): Promise<WlDriverTransfer> =>
        dp.action<WlDriverTransfer>('wl_driver_transfer', 'approve', body),
      /** 驳回 / Reject: 0 -> 2; needs rejectReason filled (sent here or already stored). */
      reject: (body: ActionRequest & Partial<Pick<WlDriverTransfer, 'rejectReason'>>): Promise<WlDriverTransfer> =>
        dp.action<WlDriverTransfer>('wl_driver_transfer', 'reject', body),
    },
  };
}
