import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../runtime/http/session-store.ts';
import {
  checkThemeColor,
  DEFAULT_SETTINGS,
  effectiveSettings,
  loadSettings,
  parseSettings,
  saveSettings,
  SETTINGS_STORAGE_KEY,
  THEME_COLORS,
} from './layout-settings.ts';

describe('layout settings', () => {
  it('default to spec 001 §9: colour 1890FF, side menu, fixed width, multi-tab on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#1890FF',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
      navTheme: 'dark',
    });
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0].color).toBe('#1890FF');
    expect(new Set(THEME_COLORS.map((c) => c.color)).size).toBe(8);
  });

  it('apply their rules: fluid/fixed only with top navigation, hiding only with a fixed header, fixed side menu not with top navigation', () => {
    const side = effectiveSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true, fixSiderbar: true });
    expect(side.contentWidth).toBe('Fluid');
    expect(side.autoHideHeader).toBe(false);
    expect(side.fixSiderbar).toBe(true);
    const top = effectiveSettings({
      ...DEFAULT_SETTINGS,
      layout: 'topmenu',
      fixedHeader: true,
      autoHideHeader: true,
      fixSiderbar: true,
    });
    expect(top.contentWidth).toBe('Fixed');
    expect(top.autoHideHeader).toBe(true);
    expect(top.fixSiderbar).toBe(false);
  });

  it('are stored as JSON and read back over the defaults; junk falls back', () => {
    const storage = memoryStorage();
    saveSettings({ ...DEFAULT_SETTINGS, primaryColor: '#722ED1', navTheme: 'light' }, storage);
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({ primaryColor: '#722ED1' });
    expect(loadSettings(storage)).toMatchObject({ primaryColor: '#722ED1', navTheme: 'light', multipage: true });
    expect(parseSettings('{broken')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"primaryColor":"red","layout":"sideways","multipage":"no"}')).toEqual(DEFAULT_SETTINGS);
  });

  it('accept a colour antd can build a palette from and refuse anything else', () => {
    expect(checkThemeColor('#13c2c2')).toBe('#13C2C2');
    expect(() => checkThemeColor('not-a-colour')).toThrow();
  });
});
