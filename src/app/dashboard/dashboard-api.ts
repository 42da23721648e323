// The dashboard calls (src/server/domain/dashboard) through the app's axios client (headers, signing, errors).
import type { AxiosInstance } from 'axios';
import { unwrap } from '../../../runtime/http/client.ts';

export interface Analysis {
  days: number;
  from: string;
  to: string;
  kpis: {
    orders: number;
    ordersToday: number;
    ordersInPeriod: number;
    open: number;
    completed: number;
    cancelled: number;
    revenue: number | null;
    received: number | null;
    revenueInPeriod: number | null;
  };
  byState: { state: number; count: number }[];
  byDay: { day: string; orders: number; revenue: number | null }[];
  topSites: { siteId: string; siteName: string; orders: number; revenue: number | null }[] | null;
}

export interface Workplace {
  unread: { notices: number; messages: number };
  tasks: { waitAuditing: number; loadVehicles: number; dischargeCargoApply: number } | null;
  myOrders: { open: number; recent: { id: string; orderNo: string; orderState: number; createTime: string }[] } | null;
}

export interface ProcessSample {
  at: number;
  cpuPercent: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  lagMeanMs: number;
  lagP99Ms: number;
  lagMaxMs: number;
}

export interface Monitor {
  time: string;
  process: {
    pid: number;
    node: string;
    uptimeSeconds: number;
    cpuPercent: number;
    rss: number;
    heapUsed: number;
    heapTotal: number;
    external: number;
    eventLoop: { meanMs: number; p99Ms: number; maxMs: number };
  };
  history: ProcessSample[];
  system: { cpus: number; loadavg: number[]; totalMemory: number; freeMemory: number };
  disk: { total: number | null; free: number | null };
  database: { dialect: string; sizeBytes: number; connections: number; activeConnections: number };
  online: {
    sessions: number;
    users: number;
    activeUsers: number;
    connectedUsers: number;
    sockets: number;
    recent: {
      username: string;
      realname: string | null;
      ip: string | null;
      loginTime: string;
      lastSeen: string | null;
      connected: boolean;
    }[];
  };
  requests: {
    time: string;
    method: string;
    path: string;
    status: number;
    durationMs: number;
    username: string | null;
    requestId: string;
  }[];
}

export function dashboardApi(http: AxiosInstance) {
  return {
    analysis: async (days: number) => unwrap<Analysis>(await http.get('/dashboard/analysis', { params: { days } })),
    workplace: async () => unwrap<Workplace>(await http.get('/dashboard/workplace')),
    monitor: async () => unwrap<Monitor>(await http.get('/dashboard/monitor', { silent: true })),
  };
}
