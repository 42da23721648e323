// The route tree (spec 001 §2.1-2.2): the public /user pages (login, register, register-result,
// alteration), the OAuth2 app login, /404 and /500; '/' redirects to the dashboard; every other path
// opens the guarded layout (after sign-in the permission gate loads the user's menus), whose
// workspace matches its pages per tab (workspace-routes.tsx: home, /403, the user's menu entries;
// unknown paths go to /404). A route that fails outright shows the 500 page; one whose chunk did not
// load shows "Loading chunk … failed" with a retry (spec 000 §9), never a blank page.
import { Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useRouteError, type RouteObject } from 'react-router';
import type { Registry } from '../../../runtime/core/registry.ts';
import { LoginPage } from '../auth/login-page.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../auth/require-auth.tsx';
import { UserLayout } from '../auth/user-layout.tsx';
import { HOME_PATH } from '../config.ts';
import { ChunkErrorBoundary, ChunkFailed, isChunkError } from '../shell/chunk-failed.tsx';
import { lazyChunk } from './lazy-chunk.ts';
import { OAuth2Guard } from './oauth2-guard.tsx';

// Only the sign-in page and the guards load with the entry (the first-load budget, issue 11 item 7);
// the signed-in shell and the other public pages are chunks of their own.
const GuardedShell = lazyChunk('app-shell', () => import('./guarded-shell.tsx'));
const RegisterPage = lazyChunk<object>('register-page', () =>
  import('../auth/register-page.tsx').then((m) => ({ default: m.RegisterPage })),
);
const RegisterResultPage = lazyChunk<object>('register-result-page', () =>
  import('../auth/register-result-page.tsx').then((m) => ({ default: m.RegisterResultPage })),
);
const AlterationPage = lazyChunk<object>('alteration-page', () =>
  import('../auth/alteration-page.tsx').then((m) => ({ default: m.AlterationPage })),
);
const OAuth2LoginPage = lazyChunk<object>('oauth2-login-page', () =>
  import('../pages/oauth2-login-page.tsx').then((m) => ({ default: m.OAuth2LoginPage })),
);
const ServerErrorPage = lazyChunk<object>('server-error-page', () =>
  import('../pages/server-error-page.tsx').then((m) => ({ default: m.ServerErrorPage })),
);
const NotFoundPage = lazyChunk<object>('not-found-page', () =>
  import('../pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

// The full-page spinner, centred in the window both ways.
const pageFallback = (
  <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <Spin size="large" />
  </div>
);
/** A page of its own chunk: a chunk that fails to load shows its message and a retry, never a blank page. */
const chunkPage = (page: ReactNode) => (
  <ChunkErrorBoundary>
    <Suspense fallback={pageFallback}>{page}</Suspense>
  </ChunkErrorBoundary>
);

/** A route that failed: a screen chunk that did not load says so (with a retry); anything else is the 500 page. */
function RouteError() {
  const error = useRouteError();
  if (isChunkError(error)) return <ChunkFailed error={error} />;
  return chunkPage(<ServerErrorPage />);
}
const serverError = <RouteError />;

/** The registry is kept in the signature for callers; routes come from the user's menus. */
export function appRoutes(_registry?: Registry): RouteObject[] {
  return [
    {
      path: '/user',
      element: <UserLayout />,
      errorElement: serverError,
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
      errorElement: serverError,
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
    {
      path: '/404',
      element: chunkPage(<NotFoundPage />),
    },
    { path: '/500', element: chunkPage(<ServerErrorPage />) },
    { path: '/', element: <Navigate to={HOME_PATH} replace /> },
    {
      path: '*',
      errorElement: serverError,
      element: (
        <OAuth2Guard>
          <RequireAuth>
            <Suspense fallback={pageFallback}>
              <GuardedShell />
            </Suspense>
          </RequireAuth>
        </OAuth2Guard>
      ),
    },
  ];
}
