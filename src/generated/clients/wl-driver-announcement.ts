// generated from schemas/ - do not edit
import type { DataProvider, ExportOptions, ActionRequest } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type {
  WlDriverAnnouncement,
  WlDriverAnnouncementAdd,
  WlDriverAnnouncementEdit,
} from '../types/wl-driver-announcement.ts';

/** Typed client for Driver announcement (/wl/driverAnnouncement). */
export function wlDriverAnnouncementClient(dp: DataProvider & Required<Pick<DataProvider, 'action'>>) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<WlDriverAnnouncement>> =>
      dp.getList<WlDriverAnnouncement>('wl_driver_announcement', params),
    get: (id: string): Promise<WlDriverAnnouncement> => dp.getOne<WlDriverAnnouncement>('wl_driver_announcement', id),
    add: (data: WlDriverAnnouncementAdd): Promise<WlDriverAnnouncement> =>
      dp.create<WlDriverAnnouncement>('wl_driver_announcement', data as Partial<WlDriverAnnouncement>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: WlDriverAnnouncementEdit): Promise<WlDriverAnnouncement> =>
      dp.update<WlDriverAnnouncement>('wl_driver_announcement', data),
    remove: (id: string): Promise<void> => dp.delete('wl_driver_announcement', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('wl_driver_announcement', ids),
    /** The list's filters and sort (or `selections`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls('wl_driver_announcement', params, options),
    /** Workflow actions (POST /wl/driverAnnouncement/action/{name}): the record as queryById gives it after the move. */
    actions: {
      /** 发布 / Publish: 0 -> 1. */
      publish: (body: ActionRequest): Promise<WlDriverAnnouncement> =>
        dp.action<WlDriverAnnouncement>('wl_driver_announcement', 'publish', body),
      /** 撤销 / Revoke: 1 -> 2. */
      revoke: (body: ActionRequest): Promise<WlDriverAnnouncement> =>
        dp.action<WlDriverAnnouncement>('wl_driver_announcement', 'revoke', body),
    },
  };
}
