// The signed-in user's menus (spec 001 §2.2): built from the `menu` of getUserPermissionByToken.
// component `entity:<name>` opens the generic list of that entity, `page:<key>` a bespoke page.
import { createContext, useContext } from 'react';
import type { MenuDef } from '../../../runtime/core/registry.ts';
import type { ServerMenuItem } from '../../../runtime/react/permissions.tsx';
import { HOME_PATH } from '../config.ts';

export interface AppMenu extends MenuDef {
  /** Routable but left out of the side menu. */
  hidden?: boolean;
  children?: AppMenu[];
}

export function fromServerMenu(items: ServerMenuItem[]): AppMenu[] {
  return items.map((item) => {
    const component = item.component ?? '';
    const title = item.meta?.title ?? item.name ?? item.path;
    const menu: AppMenu = {
      key: item.id,
      title: { zh: title, en: item.meta?.titleEn || title },
      icon: item.meta?.icon ?? undefined,
      path: item.path,
      hidden: !!item.hidden,
    };
    if (component.startsWith('entity:')) menu.entity = component.slice('entity:'.length);
    else if (component.startsWith('page:')) menu.page = component.slice('page:'.length);
    if (item.meta?.permission) menu.permission = item.meta.permission;
    if (item.children?.length) menu.children = fromServerMenu(item.children);
    return menu;
  });
}

/** Home is always reachable; the server's menu may or may not carry it. */
export function withHome(menus: AppMenu[], home: AppMenu): AppMenu[] {
  const has = (list: AppMenu[]): boolean => list.some((m) => m.path === HOME_PATH || has(m.children ?? []));
  return has(menus) ? menus : [home, ...menus];
}

/** Side-menu entries: hidden ones and groups left empty by them dropped. */
export function visibleMenus(menus: AppMenu[]): AppMenu[] {
  return menus.flatMap((m) => {
    if (m.hidden) return [];
    if (!m.children?.length) return [m];
    const children = visibleMenus(m.children);
    return children.length || m.entity || m.page ? [{ ...m, children: children.length ? children : undefined }] : [];
  });
}

export const AppMenusContext = createContext<AppMenu[]>([]);

export function useAppMenus(): AppMenu[] {
  return useContext(AppMenusContext);
}
