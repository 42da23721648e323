// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriver, WlDriverAdd, WlDriverEdit } from '../types/wl-driver.ts';

/** Typed client for Driver (/wl/driver). */
export function wlDriverClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriver>> => dp.getList<WlDriver>('wl_driver', params),
    get: (id: string): Promise<WlDriver> => dp.getOne<WlDriver>('wl_driver', id),
    add: (data: WlDriverAdd): Promise<WlDriver> => dp.create<WlDriver>('wl_driver', data as Partial<WlDriver>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlDriverEdit): Promise<WlDriver> => dp.update<WlDriver>('wl_driver', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_driver', params, options),
    /** Workflow actions (POST /wl/driver/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 冻结 / Freeze: 0 -> 1. */
      freeze: (body: ActionRequest): Promise<WlDriver> => dp.action<WlDriver>('wl_driver', 'freeze', body),
      /** 解冻 / Unfreeze: 1 -> 0. */
      unfreeze: (body: ActionRequest): Promise<WlDriver> => dp.action<WlDriver>('wl_driver', 'unfreeze', body),
    },
  };
}
