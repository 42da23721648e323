// The route tree (spec 001 §2): /user/login (public), /404, the guarded layout with one route per menu
// entry (entity -> generic list, page -> bespoke page), '/' -> home, anything else -> /404.
import { Navigate, type RouteObject } from 'react-router';
import type { MenuDef, Registry } from '../../../runtime/core/registry.ts';
import { LoginPage } from '../auth/login-page.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../auth/require-auth.tsx';
import { UserLayout } from '../auth/user-layout.tsx';
import { HOME_PATH } from '../config.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { menuRoutes } from '../shell/menu-model.ts';
import { EntityListPage, PAGES } from './lazy-pages.ts';

function pageFor(menu: MenuDef) {
  if (menu.entity) return <EntityListPage menu={menu} />;
  const Page = menu.page ? PAGES[menu.page] : undefined;
  return Page ? <Page /> : <Navigate to="/404" replace />;
}

export function appRoutes(registry: Registry): RouteObject[] {
  const entries = menuRoutes(registry.menus).map(({ menu }) => ({ path: menu.path, element: pageFor(menu) }));
  if (!entries.some((e) => e.path === HOME_PATH)) entries.push({ path: HOME_PATH, element: <PAGES.analysis /> });
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
      ],
    },
    { path: '/404', element: <NotFoundPage /> },
    {
      path: '/',
      element: (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...entries],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}
