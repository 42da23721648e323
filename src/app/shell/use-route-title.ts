// The title of a path in the current language: its menu entry's title, Home for the dashboard, the
// exception code for /403, otherwise the path itself.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../config.ts';
import { useAppMenus } from './app-menus.ts';
import { findMenuRoute } from './menu-model.ts';
import { useMenuTitle } from './use-menu-title.ts';

export function useRouteTitle(): (pathname: string) => string {
  const { t } = useTranslation();
  const menus = useAppMenus();
  const menuTitle = useMenuTitle();
  return useCallback(
    (pathname: string) => {
      const route = findMenuRoute(menus, pathname);
      if (route) return menuTitle(route.menu);
      if (pathname === HOME_PATH) return t('home');
      if (pathname === '/403') return '403';
      return pathname;
    },
    [menus, menuTitle, t],
  );
}
