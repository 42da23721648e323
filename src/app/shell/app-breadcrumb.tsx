// Breadcrumb: Home (link), then the matched menu groups and the current page (plain text).
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppMenus } from './app-menus.ts';
import { HOME_PATH } from '../config.ts';
import { findMenuRoute } from './menu-model.ts';
import { useMenuTitle } from './use-menu-title.ts';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const menus = useAppMenus();
  const { pathname } = useLocation();
  const title = useMenuTitle();
  const route = findMenuRoute(menus, pathname);
  const atHome = pathname === HOME_PATH;
  const items = [
    { key: 'home', title: atHome ? t('home') : <Link to={HOME_PATH}>{t('home')}</Link> },
    ...(!atHome && route ? [...route.parents, route.menu].map((m) => ({ key: m.key, title: title(m) })) : []),
  ];
  return <Breadcrumb items={items} />;
}
