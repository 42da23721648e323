// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysAnnouncementSend } from '../types/sys-announcement-send.ts';

/** Typed client for Announcement read state (/sys/sysAnnouncementSend). */
export function sysAnnouncementSendClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysAnnouncementSend>> =>
      dp.getList<SysAnnouncementSend>('sys_announcement_send', params),
    get: (id: string): Promise<SysAnnouncementSend> => dp.getOne<SysAnnouncementSend>('sys_announcement_send', id),
    add: (data: Partial<SysAnnouncementSend>): Promise<SysAnnouncementSend> =>
      dp.create<SysAnnouncementSend>('sys_announcement_send', data),
    edit: (data: Partial<SysAnnouncementSend> & { id: string; version: number }): Promise<SysAnnouncementSend> =>
      dp.update<SysAnnouncementSend>('sys_announcement_send', data),
    remove: (id: string): Promise<void> => dp.delete('sys_announcement_send', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_announcement_send', ids),
  };
}
