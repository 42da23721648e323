// The main layout: 208 px collapsible side menu, header (breadcrumb, language, user), content, footer.
import { Layout, Spin, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAppMenus } from './app-menus.ts';
import { HOME_PATH } from '../config.ts';
import { AppBreadcrumb } from './app-breadcrumb.tsx';
import { HeaderRight } from './header-right.tsx';
import { Logo } from './logo.tsx';
import { findMenuRoute } from './menu-model.ts';
import { SideMenu } from './side-menu.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useMenuTitle } from './use-menu-title.ts';

export const SIDER_WIDTH = 208;

export function AppLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const menus = useAppMenus();
  const { pathname } = useLocation();
  const menuTitle = useMenuTitle();
  const [collapsed, setCollapsed] = useState(false);
  const route = findMenuRoute(menus, pathname);
  useDocumentTitle(pathname === HOME_PATH || !route ? undefined : menuTitle(route.menu));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        theme="dark"
      >
        <Logo collapsed={collapsed} />
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            boxShadow: '0 1px 4px rgba(0,21,41,.08)',
          }}
        >
          <AppBreadcrumb />
          <HeaderRight />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          Copyright © {new Date().getFullYear()} {t('brand')}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
