// Screens load on demand (docs/architecture.md#the-app), each as its own chunk with the 120 s time-out
// (lazy-chunk.ts); the sign-in page is small and loads with the shell.
import { lazyChunk } from './lazy-chunk.ts';

export const EntityListPage = lazyChunk('entity-list-page', () => import('../pages/entity-list-page.tsx'));
export const AnalysisPage = lazyChunk('analysis-page', () => import('../pages/analysis-page.tsx'));
const OnlineUsersPage = lazyChunk('online-users-page', () => import('../pages/online-users-page.tsx'));
const DataLogPage = lazyChunk('data-log-page', () => import('../pages/data-log/data-log-page.tsx'));
const WorkplacePage = lazyChunk('workplace-page', () => import('../dashboard/workplace-page.tsx'));
const MonitorPage = lazyChunk('monitor-page', () => import('../dashboard/monitor-page.tsx'));
const MyMessagesPage = lazyChunk('my-messages-page', () => import('../notice/my-messages-page.tsx'));
const VehicleTracksPage = lazyChunk('vehicle-tracks-page', () => import('../tracking/vehicle-tracks-page.tsx'));
const ReportPage = lazyChunk('report-page', () => import('../reports/report-page.tsx'));
const DepartPage = lazyChunk('depart-page', () => import('../pages/depart/depart-page.tsx'));

/** Entities whose menu entry opens a bespoke page instead of the generic list. */
export const ENTITY_PAGES: Record<string, typeof AnalysisPage> = {
  /** 部门管理: the department tree beside the chosen department's details, permissions and roles. */
  sys_depart: DepartPage,
};

/** Bespoke pages by the `page` key of menus.json. */
export const PAGES: Record<string, typeof AnalysisPage> = {
  analysis: AnalysisPage,
  onlineUsers: OnlineUsersPage,
  dataLog: DataLogPage,
  myMessages: MyMessagesPage,
  workplace: WorkplacePage,
  monitor: MonitorPage,
  vehicleTracks: VehicleTracksPage,
  /** A finance report: the code is the last segment of the menu's path (src/app/reports). */
  report: ReportPage,
  // The Schema Studio exists in development only (its menu row is seeded by the dev server,
  // dev/studio/); a production build drops this branch and the page's chunk with it.
  ...(import.meta.env.DEV ? { studio: lazyChunk('studio-page', () => import('../pages/studio/studio-page.tsx')) } : {}),
};
