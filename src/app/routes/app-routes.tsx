// The route tree (spec 001 §2): the public /user pages (login, register, register-result,
// alteration), /404, the guarded layout (after sign-in the permission gate loads the user's menus)
// with home and one catch-all that opens the menu entry of the path (entity -> generic list,
// page -> bespoke page; 403 for a known path the user lacks, else /404).
import { Navigate, type RouteObject } from 'react-router';
import type { Registry } from '../../../runtime/core/registry.ts';
import { AlterationPage } from '../auth/alteration-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { RegisterResultPage } from '../auth/register-result-page.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../auth/require-auth.tsx';
import { UserLayout } from '../auth/user-layout.tsx';
import { HOME_PATH } from '../config.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { PermissionGate } from '../shell/permission-gate.tsx';
import { DbDicts } from '../shell/db-dicts.tsx';
import { PAGES } from './lazy-pages.ts';
import { MenuRoutePage } from './menu-route-page.tsx';

/** The registry is kept in the signature for callers; routes now come from the user's menus. */
export function appRoutes(_registry?: Registry): RouteObject[] {
  const entries: RouteObject[] = [
    { path: HOME_PATH, element: <PAGES.analysis /> },
    { path: '*', element: <MenuRoutePage /> },
  ];
  return [
    {
      path: '/user',
      element: <UserLayout />,
      children: [
        { index: true, element: <Navigate to="/user/login" replace /> },
        {
          path: 'login',
          element: (
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          ),
        },
        { path: 'register', element: <RegisterPage /> },
        { path: 'register-result', element: <RegisterResultPage /> },
        { path: 'alteration', element: <AlterationPage /> },
      ],
    },
    { path: '/404', element: <NotFoundPage /> },
    {
      path: '/',
      element: (
        <RequireAuth>
          <PermissionGate>
            <DbDicts>
              <AppLayout />
            </DbDicts>
          </PermissionGate>
        </RequireAuth>
      ),
      children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...entries],
    },
  ];
}
