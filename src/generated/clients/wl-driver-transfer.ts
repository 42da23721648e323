// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriverTransfer } from '../types/wl-driver-transfer.ts';

/** Typed client for Driver transfer (/wl/driverTransfer). */
export function wlDriverTransferClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverTransfer>> =>
      dp.getList<WlDriverTransfer>('wl_driver_transfer', params),
    get: (id: string): Promise<WlDriverTransfer> => dp.getOne<WlDriverTransfer>('wl_driver_transfer', id),
    add: (data: Partial<WlDriverTransfer>): Promise<WlDriverTransfer> =>
      dp.create<WlDriverTransfer>('wl_driver_transfer', data),
    edit: (data: Partial<WlDriverTransfer> & { id: string; version: number }): Promise<WlDriverTransfer> =>
      dp.update<WlDriverTransfer>('wl_driver_transfer', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_transfer', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_transfer', ids),
  };
}
