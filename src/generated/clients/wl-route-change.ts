// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlRouteChange, WlRouteChangeAdd, WlRouteChangeEdit } from '../types/wl-route-change.ts';

/** Typed client for Route change (/wl/routeChange). */
export function wlRouteChangeClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlRouteChange>> =>
      dp.getList<WlRouteChange>('wl_route_change', params),
    get: (id: string): Promise<WlRouteChange> => dp.getOne<WlRouteChange>('wl_route_change', id),
    add: (data: WlRouteChangeAdd): Promise<WlRouteChange> =>
      dp.create<WlRouteChange>('wl_route_change', data as Partial<WlRouteChange>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlRouteChangeEdit): Promise<WlRouteChange> => dp.update<WlRouteChange>('wl_route_change', data),
    remove: (id: string): Promise<void> => dp.delete('wl_route_change', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_route_change', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_route_change', params, options),
    /** Workflow actions (POST /wl/routeChange/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 同意 / Agree: 0 -> 1. */
      agree: (body: ActionRequest): Promise<WlRouteChange> =>
        dp.action<WlRouteChange>('wl_route_change', 'agree', body),
      /** 驳回 / Reject: 0 -> 2; needs rejectReason filled (sent here or already stored). */
      reject: (body: ActionRequest & Partial<Pick<WlRouteChange, 'rejectReason'>>): Promise<WlRouteChange> =>
        dp.action<WlRouteChange>('wl_route_change', 'reject', body),
    },
  };
}
