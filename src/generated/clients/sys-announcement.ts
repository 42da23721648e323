// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { SysAnnouncement, SysAnnouncementAdd, SysAnnouncementEdit } from '../types/sys-announcement.ts';

/** Typed client for Announcement (/sys/annountCement). */
export function sysAnnouncementClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<SysAnnouncement>> =>
      dp.getList<SysAnnouncement>('sys_announcement', params),
    get: (id: string): Promise<SysAnnouncement> => dp.getOne<SysAnnouncement>('sys_announcement', id),
    add: (data: SysAnnouncementAdd): Promise<SysAnnouncement> =>
      dp.create<SysAnnouncement>('sys_announcement', data as Partial<SysAnnouncement>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: SysAnnouncementEdit): Promise<SysAnnouncement> => dp.update<SysAnnouncement>('sys_announcement', data),
    remove: (id: string): Promise<void> => dp.delete('sys_announcement', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('sys_announcement', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('sys_announcement', params, options),
  };
}
