// The main layout (spec 001 §2.4, docs/architecture.md#the-app): navigation in a 208 px collapsible side bar (collapsed
// below about 1088 px), in a 200 px drawer on mobile (below 768 px, closing after a choice) or across
// the top; a header (fixed and hiding on scroll when chosen) with the tab strip under it; the pages
// (multi-tab workspace or one page); a footer. The settings drawer decides the rest.
import { Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { AppBreadcrumb } from './app-breadcrumb.tsx';
import { AppHeader } from './app-header.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { effectiveSettings, FIXED_CONTENT_WIDTH } from './settings/layout-settings.ts';
import { useLayoutSettings } from './settings/settings-context.tsx';
import { SideMenu } from './side-menu.tsx';
import { Workspace } from './tabs/workspace.tsx';
import { useHeaderHidden } from './use-header-hidden.ts';
import { MOBILE_QUERY, NARROW_QUERY, useMediaQuery } from './use-media-query.ts';

export const SIDER_WIDTH = 208;
export const HEADER_HEIGHT = 64;

export function AppLayout({ routes }: { routes: RouteObject[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const settings = effectiveSettings(useLayoutSettings().settings);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [collapsed, setCollapsed] = useState(narrow);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    setCollapsed(narrow);
  }
  const [drawerOpen, setDrawerOpen] = useState(false);
  const top = settings.layout === 'topmenu' && !mobile;
  const headerHidden = useHeaderHidden(settings.autoHideHeader);
  const fixedWidth = top && settings.contentWidth === 'Fixed';

  return (
    <Workspace multi={settings.multipage && !mobile} routes={routes}>
      {({ bar, panes }) => (
        <Layout style={{ minHeight: '100vh' }}>
          {!top && !mobile && (
            <Layout.Sider
              width={SIDER_WIDTH}
              collapsible
              collapsed={collapsed}
              onCollapse={setCollapsed}
              theme={settings.navTheme}
              style={
                settings.fixSiderbar
                  ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto', alignSelf: 'flex-start' }
                  : undefined
              }
            >
              <Logo collapsed={collapsed} dark={settings.navTheme === 'dark'} />
              <SideMenu collapsed={collapsed} theme={settings.navTheme} />
            </Layout.Sider>
          )}
          {mobile && <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} navTheme={settings.navTheme} />}
          <Layout>
            <div
              style={
                settings.fixedHeader
                  ? {
                      position: 'sticky',
                      top: headerHidden ? -HEADER_HEIGHT - 40 : 0,
                      zIndex: 10,
                      transition: 'top 0.2s',
                    }
                  : undefined
              }
            >
              <AppHeader
                top={top}
                mobile={mobile}
                navTheme={settings.navTheme}
                onOpenMenu={() => setDrawerOpen(true)}
              />
              {bar && (
                <div style={{ background: token.colorBgContainer, padding: '6px 16px 0' }} data-testid="tab-bar">
                  {bar}
                </div>
              )}
            </div>
            <Layout.Content style={{ margin: 16 }}>
              <div style={fixedWidth ? { maxWidth: FIXED_CONTENT_WIDTH, margin: '0 auto' } : undefined}>
                {top && (
                  <div style={{ marginBottom: 16 }}>
                    <AppBreadcrumb />
                  </div>
                )}
                {panes}
              </div>
            </Layout.Content>
            <Layout.Footer style={{ textAlign: 'center' }}>
              Copyright © {new Date().getFullYear()} {t('brand')}
            </Layout.Footer>
          </Layout>
        </Layout>
      )}
    </Workspace>
  );
}
