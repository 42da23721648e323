// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriverMsgTemplate } from '../types/wl-driver-msg-template.ts';

/** Typed client for Driver message template (/wl/driverMsgTemplate). */
export function wlDriverMsgTemplateClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverMsgTemplate>> =>
      dp.getList<WlDriverMsgTemplate>('wl_driver_msg_template', params),
    get: (id: string): Promise<WlDriverMsgTemplate> => dp.getOne<WlDriverMsgTemplate>('wl_driver_msg_template', id),
    add: (data: Partial<WlDriverMsgTemplate>): Promise<WlDriverMsgTemplate> =>
      dp.create<WlDriverMsgTemplate>('wl_driver_msg_template', data),
    edit: (data: Partial<WlDriverMsgTemplate> & { id: string; version: number }): Promise<WlDriverMsgTemplate> =>
      dp.update<WlDriverMsgTemplate>('wl_driver_msg_template', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_msg_template', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_msg_template', ids),
  };
}
