// The notice calls of spec 001 §7.5 through the app's axios client (headers, signing, errors).
// Background loads (counts, unread) are silent: a failure stops polling instead of a toast every 6 s.
import type { AxiosInstance } from 'axios';
import { unwrap } from '../../../runtime/http/client.ts';
import { saidBy } from '../overrides/use-api.ts';

export interface OrderCounts {
  waitAuditing: number;
  loadVehicles: number;
  dischargeCargoApply: number;
}

export interface MyAnnouncement {
  id: string;
  anntId: string;
  title: string;
  msgCategory: string;
  priority: string | null;
  sender: string | null;
  sendTime: string | null;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
  msgAbstract: string | null;
  content?: string | null;
  readFlag: '0' | '1';
}

export interface UnreadLists {
  anntMsgList: MyAnnouncement[];
  sysMsgList: MyAnnouncement[];
  anntMsgTotal: number;
  sysMsgTotal: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export const ORDER_COUNT_URL = '/wl/order/count';

export function noticeApi(http: AxiosInstance) {
  return {
    counts: async () => unwrap<OrderCounts>(await http.get(ORDER_COUNT_URL, { silent: true })),
    unread: async (pageSize = 5) =>
      unwrap<UnreadLists>(await http.get('/sys/annountCement/listByUser', { params: { pageSize }, silent: true })),
    mine: async (params: Record<string, unknown>) =>
      unwrap<Page<MyAnnouncement>>(
        await http.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { params, silent: true }),
      ),
    one: async (anntId: string) =>
      unwrap<MyAnnouncement>(await http.get('/sys/sysAnnouncementSend/getOne', { params: { anntId } })),
    markRead: async (anntId: string) =>
      unwrap<null>(await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId })),
    readAll: async () => unwrap<null>(await http.put('/sys/sysAnnouncementSend/readAll', {})),
    /** Both answer the server's message (该系统通知发布成功 / 该系统通知撤销成功). */
    release: async (id: string) => saidBy(await http.get('/sys/annountCement/doReleaseData', { params: { id } })),
    revoke: async (id: string) => saidBy(await http.get('/sys/annountCement/doReovkeData', { params: { id } })),
  };
}

export type NoticeApi = ReturnType<typeof noticeApi>;
