// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysAnnouncement } from '../types/sys-announcement.ts';

/** Typed client for Announcement (/sys/annountCement). */
export function sysAnnouncementClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysAnnouncement>> =>
      dp.getList<SysAnnouncement>('sys_announcement', params),
    get: (id: string): Promise<SysAnnouncement> => dp.getOne<SysAnnouncement>('sys_announcement', id),
    add: (data: Partial<SysAnnouncement>): Promise<SysAnnouncement> =>
      dp.create<SysAnnouncement>('sys_announcement', data),
    edit: (data: Partial<SysAnnouncement> & { id: string; version: number }): Promise<SysAnnouncement> =>
      dp.update<SysAnnouncement>('sys_announcement', data),
    remove: (id: string): Promise<void> => dp.delete('sys_announcement', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_announcement', ids),
  };
}
