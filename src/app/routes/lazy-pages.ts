// Screens load on demand (DESIGN §8); the sign-in page is small and loads with the shell.
import { lazy } from 'react';

export const EntityListPage = lazy(() => import('../pages/entity-list-page.tsx'));
export const AnalysisPage = lazy(() => import('../pages/analysis-page.tsx'));
const OnlineUsersPage = lazy(() => import('../pages/online-users-page.tsx'));
const DataLogPage = lazy(() => import('../pages/data-log-page.tsx'));

/** Bespoke pages by the `page` key of menus.json. */
export const PAGES: Record<string, typeof AnalysisPage> = {
  analysis: AnalysisPage,
  onlineUsers: OnlineUsersPage,
  dataLog: DataLogPage,
};
