// The global header: on mobile a button opening the menu drawer; with top navigation the logo and the
// horizontal menu; otherwise the breadcrumb. The right-hand group (header-right.tsx) always shows.
import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppBreadcrumb } from './app-breadcrumb.tsx';
import { HeaderRight } from './header-right.tsx';
import { Logo } from './logo.tsx';
import { SideMenu } from './side-menu.tsx';

export function AppHeader({
  top,
  mobile,
  navTheme,
  onOpenMenu,
}: {
  top: boolean;
  mobile: boolean;
  navTheme: 'dark' | 'light';
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const darkTop = top && navTheme === 'dark';
  return (
    <Layout.Header
      style={{
        background: darkTop ? '#001529' : token.colorBgContainer,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      {mobile && (
        <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('shell.menu')} onClick={onOpenMenu} />
      )}
      {top ? (
        <>
          <Logo dark={darkTop} />
          <SideMenu collapsed={false} theme={navTheme} mode="horizontal" />
        </>
      ) : (
        <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{!mobile && <AppBreadcrumb />}</div>
      )}
      <HeaderRight dark={darkTop} />
    </Layout.Header>
  );
}
