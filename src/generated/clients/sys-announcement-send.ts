// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  SysAnnouncementSend,
  SysAnnouncementSendAdd,
  SysAnnouncementSendEdit,
} from '../types/sys-announcement-send.ts';

/** Typed client for Announcement read state (/sys/sysAnnouncementSend). */
export function sysAnnouncementSendClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysAnnouncementSend>> =>
      dp.getList<SysAnnouncementSend>('sys_announcement_send', params),
    get: (id: string): Promise<SysAnnouncementSend> => dp.getOne<SysAnnouncementSend>('sys_announcement_send', id),
    add: (data: SysAnnouncementSendAdd): Promise<SysAnnouncementSend> =>
      dp.create<SysAnnouncementSend>('sys_announcement_send', data as Partial<SysAnnouncementSend>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysAnnouncementSendEdit): Promise<SysAnnouncementSend> =>
      dp.update<SysAnnouncementSend>('sys_announcement_send', data),
    remove: (id: string): Promise<void> => dp.delete('sys_announcement_send', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_announcement_send', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_announcement_send', params, options),
  };
}
