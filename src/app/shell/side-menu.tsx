// The navigation menu built from the user's menus (permission call): titles in the current language,
// icons by name; hidden entries left out. Inline in the side bar and the mobile drawer, horizontal in
// the header with top navigation; dark or light.
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuDef } from '../../../runtime/core/registry.ts';
import { useAppMenus, visibleMenus } from './app-menus.ts';
import { MenuIcon } from './menu-icon.tsx';
import { findMenuRoute, openKeysFor } from './menu-model.ts';
import { useMenuTitle } from './use-menu-title.ts';

type Item = Required<MenuProps>['items'][number];

export function SideMenu({
  collapsed,
  onNavigate,
  theme = 'dark',
  mode = 'inline',
}: {
  collapsed: boolean;
  onNavigate?: () => void;
  theme?: 'dark' | 'light';
  mode?: 'inline' | 'horizontal';
}) {
  const all = useAppMenus();
  const menus = useMemo(() => visibleMenus(all), [all]);
  const title = useMenuTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(menus, pathname));

  const items = useMemo(() => {
    const build = (list: MenuDef[]): Item[] =>
      list.map((m) =>
        m.children?.length
          ? { key: m.key, icon: <MenuIcon name={m.icon} />, label: title(m), children: build(m.children) }
          : { key: m.path, icon: m.icon ? <MenuIcon name={m.icon} /> : undefined, label: title(m) },
      );
    return build(menus);
  }, [menus, title]);

  const selected = findMenuRoute(menus, pathname)?.menu.path;
  return (
    <Menu
      theme={theme}
      mode={mode}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(collapsed || mode === 'horizontal' ? {} : { openKeys, onOpenChange: setOpenKeys })}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0 } : { borderInlineEnd: 0 }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
