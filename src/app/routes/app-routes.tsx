// The route tree (spec 001 §2.1-2.2): the public /user pages (login, register, register-result,
// alteration), the OAuth2 app login, /404 and /500; '/' redirects to the dashboard; every other path
// opens the guarded layout (after sign-in the permission gate loads the user's menus), whose
// workspace matches its pages per tab (workspace-routes.tsx: home, /403, the user's menu entries;
// unknown paths go to /404). A route that fails outright shows the 500 page.
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
import { OAuth2LoginPage } from '../pages/oauth2-login-page.tsx';
import { ServerErrorPage } from '../pages/server-error-page.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { DbDicts } from '../shell/db-dicts.tsx';
import { PermissionGate } from '../shell/permission-gate.tsx';
import { OAuth2Guard } from './oauth2-guard.tsx';
import { WORKSPACE_ROUTES } from './workspace-routes.tsx';

/** The registry is kept in the signature for callers; routes come from the user's menus. */
export function appRoutes(_registry?: Registry): RouteObject[] {
  return [
    {
      path: '/user',
      element: <UserLayout />,
      errorElement: <ServerErrorPage />,
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
    {
      path: '/oauth2-app',
      element: <UserLayout />,
      errorElement: <ServerErrorPage />,
      children: [
        { index: true, element: <Navigate to="/oauth2-app/login" replace /> },
        {
          path: 'login',
          element: (
            <RedirectIfSignedIn>
              <OAuth2LoginPage />
            </RedirectIfSignedIn>
          ),
        },
      ],
    },
    { path: '/404', element: <NotFoundPage /> },
    { path: '/500', element: <ServerErrorPage /> },
    { path: '/', element: <Navigate to={HOME_PATH} replace /> },
    {
      path: '*',
      errorElement: <ServerErrorPage />,
      element: (
        <OAuth2Guard>
          <RequireAuth>
            <PermissionGate>
              <DbDicts>
                <AppLayout routes={WORKSPACE_ROUTES} />
              </DbDicts>
            </PermissionGate>
          </RequireAuth>
        </OAuth2Guard>
      ),
    },
  ];
}
