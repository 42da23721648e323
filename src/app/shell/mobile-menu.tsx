// The navigation on mobile (spec 001 §2.4): a 200 px drawer from the left that closes after a choice.
import { Drawer } from 'antd';
import { Logo } from './logo.tsx';
import { SideMenu } from './side-menu.tsx';

export const MOBILE_DRAWER_WIDTH = 200;

export function MobileMenu({
  open,
  onClose,
  navTheme,
}: {
  open: boolean;
  onClose: () => void;
  navTheme: 'dark' | 'light';
}) {
  const dark = navTheme === 'dark';
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      size={MOBILE_DRAWER_WIDTH}
      styles={{ body: { padding: 0, background: dark ? '#001529' : undefined } }}
      rootClassName="app-mobile-menu"
    >
      <Logo dark={dark} />
      <SideMenu collapsed={false} theme={navTheme} onNavigate={onClose} />
    </Drawer>
  );
}
