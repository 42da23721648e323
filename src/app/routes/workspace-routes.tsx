// The routes of the workspace's pages, matched per tab against the tab's own location (shell/tabs):
// home, /403, and every other guarded path by the user's menu entry (menu-route-page.tsx).
import type { RouteObject } from 'react-router';
import { HOME_PATH } from '../config.ts';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { PAGES } from './lazy-pages.ts';
import { MenuRoutePage } from './menu-route-page.tsx';

export const WORKSPACE_ROUTES: RouteObject[] = [
  { path: HOME_PATH, element: <PAGES.analysis /> },
  { path: '/403', element: <ForbiddenPage /> },
  { path: '*', element: <MenuRoutePage /> },
];
