// UI texts of the dashboards (analysis, workplace, monitor) in both languages (the I18nText pattern
// of notice/messages.ts; every entry has zh and en by type).
import type { I18nText } from '../../../runtime/core/registry.ts';
import { useLang } from '../../../runtime/react/registry-context.tsx';

export const DASHBOARD_MESSAGES = {
  // analysis
  orders: { zh: '订单总数', en: 'Orders' },
  ordersToday: { zh: '今日订单', en: 'Orders today' },
  openOrders: { zh: '进行中订单', en: 'Open orders' },
  completed: { zh: '已完成', en: 'Completed' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  revenue: { zh: '运费收入', en: 'Revenue' },
  received: { zh: '已收金额', en: 'Received' },
  inPeriod: { zh: '近{days}天', en: 'Last {days} days' },
  byState: { zh: '订单状态分布', en: 'Orders per state' },
  byDay: { zh: '每日订单量', en: 'Orders per day' },
  revenueByDay: { zh: '每日运费收入', en: 'Revenue per day' },
  topSites: { zh: '网点订单排行', en: 'Busiest sites' },
  noSites: { zh: '该时段暂无关联网点的订单', en: 'No orders with a site in this period' },
  period: { zh: '统计周期', en: 'Period' },
  days: { zh: '{days}天', en: '{days} days' },
  overview: { zh: '数据总览', en: 'Data overview' },
  noOrderAccess: {
    zh: '您没有货运订单的查看权限，仅显示数据总览。',
    en: 'You may not view freight orders; only the data overview is shown.',
  },
  refresh: { zh: '刷新', en: 'Refresh' },
  loadFailed: { zh: '加载失败', en: 'Failed to load' },
  yuan: { zh: '元', en: 'CNY' },
  // workplace
  workplace: { zh: '工作台', en: 'Workplace' },
  pendingWork: { zh: '我的待办', en: 'My pending work' },
  waitAuditing: { zh: '待审核订单', en: 'Orders waiting for audit' },
  loadVehicles: { zh: '装车审核', en: 'Loading reviews' },
  dischargeCargoApply: { zh: '卸货申请', en: 'Discharge applications' },
  unreadNotices: { zh: '未读通知', en: 'Unread notices' },
  unreadMessages: { zh: '未读系统消息', en: 'Unread system messages' },
  myOpenOrders: { zh: '我创建的进行中订单', en: 'My open orders' },
  orderNo: { zh: '订单号', en: 'Order no.' },
  orderState: { zh: '订单状态', en: 'State' },
  createTime: { zh: '创建时间', en: 'Created' },
  noOpenOrders: { zh: '暂无进行中的订单', en: 'No open orders' },
  viewAll: { zh: '查看全部', en: 'View all' },
  shortcuts: { zh: '快捷入口', en: 'Shortcuts' },
  // monitor
  monitor: { zh: '系统监控', en: 'System monitor' },
  cpu: { zh: '进程CPU', en: 'Process CPU' },
  memory: { zh: '进程内存', en: 'Process memory' },
  heap: { zh: '堆内存', en: 'Heap' },
  eventLoop: { zh: '事件循环延迟', en: 'Event-loop delay' },
  lagMean: { zh: '平均', en: 'Mean' },
  lagP99: { zh: 'P99', en: 'P99' },
  lagMax: { zh: '最大', en: 'Max' },
  uptime: { zh: '运行时长', en: 'Uptime' },
  node: { zh: 'Node版本', en: 'Node version' },
  host: { zh: '主机', en: 'Host' },
  cpus: { zh: 'CPU核数', en: 'CPUs' },
  load: { zh: '系统负载', en: 'Load average' },
  hostMemory: { zh: '主机内存', en: 'Host memory' },
  disk: { zh: '磁盘', en: 'Disk' },
  used: { zh: '已用', en: 'Used' },
  free: { zh: '可用', en: 'Free' },
  total: { zh: '总量', en: 'Total' },
  database: { zh: '数据库', en: 'Database' },
  dbSize: { zh: '数据库大小', en: 'Database size' },
  connections: { zh: '连接数', en: 'Connections' },
  activeConnections: { zh: '活动连接', en: 'Active connections' },
  onlineUsers: { zh: '在线用户', en: 'Online users' },
  sessions: { zh: '有效会话', en: 'Sessions' },
  activeUsers: { zh: '15分钟内活跃', en: 'Active in 15 min' },
  connectedUsers: { zh: '实时连接用户', en: 'Live-connected users' },
  username: { zh: '用户名', en: 'Username' },
  realname: { zh: '姓名', en: 'Name' },
  ip: { zh: 'IP地址', en: 'IP address' },
  lastSeen: { zh: '最近活动', en: 'Last seen' },
  live: { zh: '实时连接', en: 'Live' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  requests: { zh: '最近请求', en: 'Recent requests' },
  time: { zh: '时间', en: 'Time' },
  method: { zh: '方法', en: 'Method' },
  path: { zh: '路径', en: 'Path' },
  status: { zh: '状态', en: 'Status' },
  duration: { zh: '耗时(ms)', en: 'Time (ms)' },
  user: { zh: '用户', en: 'User' },
  cpuTrend: { zh: 'CPU趋势(%)', en: 'CPU trend (%)' },
  memoryTrend: { zh: '内存趋势(MB)', en: 'Memory trend (MB)' },
  lagTrend: { zh: '延迟趋势(ms)', en: 'Delay trend (ms)' },
  autoRefresh: { zh: '每10秒自动刷新', en: 'Refreshes every 10 s' },
  updatedAt: { zh: '更新于', en: 'Updated' },
} satisfies Record<string, I18nText>;

export type DashboardMessageKey = keyof typeof DASHBOARD_MESSAGES;

/** The texts in the UI language, `{name}` placeholders filled: `m('inPeriod', { days: 14 })`. */
export function useDashText(): (key: DashboardMessageKey, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, vars) => {
    const text = lang === 'en' ? DASHBOARD_MESSAGES[key].en : DASHBOARD_MESSAGES[key].zh;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
}
