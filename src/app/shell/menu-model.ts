// The side menu and the routes come from registry.menus; these helpers find the entry of a path and
// its parents (for the breadcrumb and the browser title).
import type { MenuDef } from '../../../runtime/core/registry.ts';

/** Menu entries that open a page (an entity list or a bespoke page), with their parents. */
export interface MenuRoute {
  menu: MenuDef;
  parents: MenuDef[];
}

export function menuRoutes(menus: MenuDef[], parents: MenuDef[] = []): MenuRoute[] {
  return menus.flatMap((menu) => [
    ...(menu.entity || menu.page ? [{ menu, parents }] : []),
    ...menuRoutes(menu.children ?? [], [...parents, menu]),
  ]);
}

export function findMenuRoute(menus: MenuDef[], pathname: string): MenuRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return menuRoutes(menus).find((r) => r.menu.path === path);
}

/** Keys of the groups to open so the current entry shows. */
export function openKeysFor(menus: MenuDef[], pathname: string): string[] {
  return findMenuRoute(menus, pathname)?.parents.map((p) => p.key) ?? [];
}
