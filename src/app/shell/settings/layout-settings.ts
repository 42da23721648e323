// The layout choices of the settings drawer (spec 001 §2.4, §9), their defaults, the rules that tie
// them together, and their storage (localStorage, key `layout-settings`, JSON).
import { theme } from 'antd';

export type NavLayout = 'sidemenu' | 'topmenu';

export interface LayoutSettings {
  navTheme: 'dark' | 'light';
  primaryColor: string;
  layout: NavLayout;
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

/** Spec 001 §9: colour 1890FF, layout sidemenu, fixed width, multi-tab on. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  navTheme: 'dark',
  primaryColor: '#1890FF',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
};

/** The eight theme colours (message keys under `shell.colors`). */
export const THEME_COLORS = [
  { key: 'daybreak', color: '#1890FF' },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

export const SETTINGS_STORAGE_KEY = 'layout-settings';
/** Spec 001 §9: the header hides after 100 px of scroll. */
export const HIDE_HEADER_AFTER_PX = 100;
/** Fixed content width (top navigation only). */
export const FIXED_CONTENT_WIDTH = 1200;

/** What the settings mean once their rules apply (the stored values are kept as chosen). */
export function effectiveSettings(s: LayoutSettings): LayoutSettings {
  const top = s.layout === 'topmenu';
  return {
    ...s,
    // Fluid/fixed width only matters with top navigation; the side layout is always fluid.
    contentWidth: top ? s.contentWidth : 'Fluid',
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    fixSiderbar: !top && s.fixSiderbar,
  };
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A theme colour antd can derive its palette from; throws otherwise. */
export function checkThemeColor(color: string): string {
  if (!HEX.test(color)) throw new Error(`not a colour: ${color}`);
  const token = theme.getDesignToken({ token: { colorPrimary: color } });
  if (!token.colorPrimary) throw new Error(`no palette for ${color}`);
  return color.toUpperCase();
}

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Stored settings over the defaults; anything unknown or malformed falls back to its default. */
export function parseSettings(raw: string | null | undefined): LayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    /* broken JSON: defaults */
  }
  const d = DEFAULT_SETTINGS;
  const bool = (key: keyof LayoutSettings) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (d[key] as boolean);
  const color =
    typeof stored.primaryColor === 'string' && HEX.test(stored.primaryColor) ? stored.primaryColor : d.primaryColor;
  return {
    navTheme: pick(stored.navTheme, ['dark', 'light'] as const, d.navTheme),
    primaryColor: color.toUpperCase(),
    layout: pick(stored.layout, ['sidemenu', 'topmenu'] as const, d.layout),
    contentWidth: pick(stored.contentWidth, ['Fixed', 'Fluid'] as const, d.contentWidth),
    fixedHeader: bool('fixedHeader'),
    autoHideHeader: bool('autoHideHeader'),
    fixSiderbar: bool('fixSiderbar'),
    colorWeak: bool('colorWeak'),
    multipage: bool('multipage'),
  };
}

export function loadSettings(storage: Storage | undefined = safeLocalStorage()): LayoutSettings {
  try {
    return parseSettings(storage?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return parseSettings(null);
  }
}

export function saveSettings(settings: LayoutSettings, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    /* private mode or full: the choice lasts for this page */
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
