// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  WlDriverMsgTemplate,
  WlDriverMsgTemplateAdd,
  WlDriverMsgTemplateEdit,
} from '../types/wl-driver-msg-template.ts';

/** Typed client for Driver message template (/wl/driverMsgTemplate). */
export function wlDriverMsgTemplateClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverMsgTemplate>> =>
      dp.getList<WlDriverMsgTemplate>('wl_driver_msg_template', params),
    get: (id: string): Promise<WlDriverMsgTemplate> => dp.getOne<WlDriverMsgTemplate>('wl_driver_msg_template', id),
    add: (data: WlDriverMsgTemplateAdd): Promise<WlDriverMsgTemplate> =>
      dp.create<WlDriverMsgTemplate>('wl_driver_msg_template', data as Partial<WlDriverMsgTemplate>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlDriverMsgTemplateEdit): Promise<WlDriverMsgTemplate> =>
      dp.update<WlDriverMsgTemplate>('wl_driver_msg_template', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_msg_template', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_msg_template', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_driver_msg_template', params, options),
  };
}
