// UI texts of the notice bell, the announcement dialogs and the my-messages page in both languages
// (the I18nText pattern of runtime/antd's messages.ts; every entry has zh and en by type).
import type { I18nText } from '../../../runtime/core/registry.ts';
import { useLang } from '../../../runtime/react/registry-context.tsx';

export const NOTICE_MESSAGES = {
  bell: { zh: '消息通知', en: 'Notifications' },
  waitAuditing: { zh: '待审核', en: 'Waiting for audit' },
  loadVehicles: { zh: '装车审核', en: 'Loading vehicles' },
  dischargeCargoApply: { zh: '卸货申请', en: 'Discharge cargo application' },
  orders: { zh: '订单待办', en: 'Orders to handle' },
  unread: { zh: '未读消息', en: 'Unread messages' },
  notices: { zh: '通知', en: 'Notices' },
  systemMessages: { zh: '系统消息', en: 'System messages' },
  noUnread: { zh: '暂无未读消息', en: 'No unread messages' },
  viewAll: { zh: '查看更多', en: 'View all' },
  voice: { zh: '语音播报', en: 'Voice broadcast' },
  voiceUnsupported: { zh: '当前浏览器不支持语音播报', en: 'This browser cannot read messages aloud' },
  liveOff: { zh: '实时通知已断开，正在定时刷新', en: 'Live updates are off; refreshing periodically' },
  detailTitle: { zh: '通告详情', en: 'Announcement' },
  sender: { zh: '发布人', en: 'Sender' },
  sendTime: { zh: '发布时间', en: 'Send time' },
  goHandle: { zh: '前往处理', en: 'Go to handle' },
  close: { zh: '关闭', en: 'Close' },
  myMessages: { zh: '我的消息', en: 'My messages' },
  title: { zh: '标题', en: 'Title' },
  category: { zh: '消息类型', en: 'Category' },
  priority: { zh: '优先级', en: 'Priority' },
  readFlag: { zh: '阅读状态', en: 'Read flag' },
  all: { zh: '全部', en: 'All' },
  read: { zh: '已读', en: 'Read' },
  notRead: { zh: '未读', en: 'Not read' },
  readAll: { zh: '全部标为已读', en: 'Mark all as read' },
  view: { zh: '查看', en: 'View' },
  search: { zh: '查询', en: 'Search' },
  reset: { zh: '重置', en: 'Reset' },
  actions: { zh: '操作', en: 'Actions' },
  editRefused: { zh: '只有未发布的通告可以编辑', en: 'Only an unpublished announcement can be edited' },
  confirmRelease: { zh: '确定发布该通告吗?', en: 'Publish this announcement?' },
  confirmRevoke: { zh: '确定撤销该通告吗?', en: 'Revoke this announcement?' },
  preview: { zh: '预览', en: 'Preview' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  loadFailed: { zh: '加载失败', en: 'Failed to load' },
} satisfies Record<string, I18nText>;

export type NoticeMessageKey = keyof typeof NOTICE_MESSAGES;

/** The texts in the UI language: `m('bell')`. */
export function useNoticeText(): (key: NoticeMessageKey) => string {
  const lang = useLang();
  return (key) => (lang === 'en' ? NOTICE_MESSAGES[key].en : NOTICE_MESSAGES[key].zh);
}
