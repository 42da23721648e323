// Modules made by vite.config.ts plugins.
declare module 'virtual:menu-icons' {
  import type { ComponentType } from 'react';
  /** The @ant-design/icons named in schemas/menus.json, by name. */
  export const menuIcons: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>>;
}
