// Every guarded path other than home lands here: the user's menu decides what it shows (spec 001
// §2.2). An entry with an entity opens the generic list (with its menus.json filter, if any), one
// with a page the bespoke page; a path the product knows but this user was not given gets 403,
// anything else goes to /404.
import { Navigate, useLocation } from 'react-router';
import { useRegistry } from '../../../runtime/react/registry-context.tsx';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { useAppMenus } from '../shell/app-menus.ts';
import { findMenuRoute } from '../shell/menu-model.ts';
import { ENTITY_PAGES, EntityListPage, PAGES } from './lazy-pages.ts';

export function MenuRoutePage() {
  const { pathname } = useLocation();
  const menus = useAppMenus();
  const registry = useRegistry();
  const route = findMenuRoute(menus, pathname);
  const EntityPage = route?.menu.entity ? ENTITY_PAGES[route.menu.entity] : undefined;
  if (EntityPage && !route!.menu.filter) return <EntityPage key={route!.menu.path} />;
  if (route?.menu.entity && registry.entities[route.menu.entity]) {
    // The server's menu carries no list filter: it comes from the schema's menu entry of this path.
    const defined = findMenuRoute(registry.menus, pathname)?.menu;
    const filter = route.menu.filter ?? (defined?.entity === route.menu.entity ? defined.filter : undefined);
    return <EntityListPage key={route.menu.path} menu={filter ? { ...route.menu, filter } : route.menu} />;
  }
  const Page = route?.menu.page ? PAGES[route.menu.page] : undefined;
  if (Page) return <Page key={route!.menu.path} />;
  if (findMenuRoute(registry.menus, pathname)) return <ForbiddenPage />;
  return <Navigate to="/404" replace />;
}
