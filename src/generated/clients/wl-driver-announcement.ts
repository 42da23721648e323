// generated from schemas/ - do not edit
import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { WlDriverAnnouncement } from '../types/wl-driver-announcement.ts';

/** Typed client for Driver announcement (/wl/driverAnnouncement). */
export function wlDriverAnnouncementClient(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverAnnouncement>> =>
      dp.getList<WlDriverAnnouncement>('wl_driver_announcement', params),
    get: (id: string): Promise<WlDriverAnnouncement> => dp.getOne<WlDriverAnnouncement>('wl_driver_announcement', id),
    add: (data: Partial<WlDriverAnnouncement>): Promise<WlDriverAnnouncement> =>
      dp.create<WlDriverAnnouncement>('wl_driver_announcement', data),
    edit: (data: Partial<WlDriverAnnouncement> & { id: string; version: number }): Promise<WlDriverAnnouncement> =>
      dp.update<WlDriverAnnouncement>('wl_driver_announcement', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_announcement', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_announcement', ids),
  };
}
