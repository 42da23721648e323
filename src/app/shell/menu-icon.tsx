// Menu icons by the name given in menus.json (e.g. "HomeOutlined"). main.tsx provides exactly the
// icons menus.json names (virtual:menu-icons, see vite.config.ts), so the whole set is not bundled.
import { createContext, useContext, type ComponentType } from 'react';

export type MenuIcons = Record<string, ComponentType<{ 'aria-hidden'?: boolean }>>;

export const MenuIconsContext = createContext<MenuIcons>({});

export function MenuIcon({ name }: { name?: string }) {
  const icons = useContext(MenuIconsContext);
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon aria-hidden /> : null;
}
