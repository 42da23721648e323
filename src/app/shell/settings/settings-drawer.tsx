// The settings drawer (spec 001 §2.4) behind the header's gear button: menu style, the eight theme
// colours, side or top navigation, content width, fixed header, hiding it on scroll, fixed side
// menu, colour-weak and multi-tab mode. Choices are saved at once (settings-context.tsx); options that
// do not apply to the current layout are disabled with the reason.
import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, List, Radio, Select, Switch, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, type LayoutSettings } from './layout-settings.ts';
import { useLayoutSettings } from './settings-context.tsx';
import { useThemeChange } from './use-theme-change.ts';

const Row = ({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) => (
  <List.Item actions={[children]}>
    <Tooltip title={hint}>
      <span>{label}</span>
    </Tooltip>
  </List.Item>
);

export function SettingsDrawer() {
  const { t } = useTranslation();
  const { settings, update } = useLayoutSettings();
  const changeTheme = useThemeChange();
  const [open, setOpen] = useState(false);
  // Escape closes the drawer whatever else is open: antd gives Escape only to the newest popup layer,
  // and a notification or tooltip shown after the drawer opened would otherwise swallow it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.isComposing && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const top = settings.layout === 'topmenu';
  const toggle = (key: keyof LayoutSettings, disabled = false, hint?: string) => (
    <Switch
      size="small"
      aria-label={t(`shell.settings.${key}`)}
      checked={settings[key] as boolean}
      disabled={disabled}
      title={disabled ? hint : undefined}
      onChange={(on) => update({ [key]: on })}
    />
  );

  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t('shell.settings.open')}
        title={t('shell.settings.open')}
        onClick={() => setOpen(true)}
      />
      <Drawer title={t('shell.settings.title')} open={open} onClose={() => setOpen(false)} size={300}>
        <Divider titlePlacement="start">{t('shell.settings.style')}</Divider>
        <Radio.Group
          aria-label={t('shell.settings.style')}
          value={settings.navTheme}
          onChange={(e) => update({ navTheme: e.target.value as LayoutSettings['navTheme'] })}
          options={[
            { value: 'dark', label: t('shell.settings.dark') },
            { value: 'light', label: t('shell.settings.light') },
          ]}
        />
        <Divider titlePlacement="start">{t('shell.settings.color')}</Divider>
        <div role="radiogroup" aria-label={t('shell.settings.color')} style={{ display: 'flex', gap: 8 }}>
          {THEME_COLORS.map(({ key, color }) => {
            const current = settings.primaryColor.toUpperCase() === color;
            return (
              <Tooltip key={key} title={t(`shell.colors.${key}`)}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={current}
                  aria-label={t(`shell.colors.${key}`)}
                  onClick={() => void changeTheme(color)}
                  style={{
                    width: 20,
                    height: 20,
                    padding: 0,
                    border: 0,
                    borderRadius: 2,
                    cursor: 'pointer',
                    color: '#fff',
                    background: color,
                  }}
                >
                  {current && <CheckOutlined aria-hidden />}
                </button>
              </Tooltip>
            );
          })}
        </div>
        <Divider titlePlacement="start">{t('shell.settings.nav')}</Divider>
        <Radio.Group
          aria-label={t('shell.settings.nav')}
          value={settings.layout}
          onChange={(e) => update({ layout: e.target.value as LayoutSettings['layout'] })}
          options={[
            { value: 'sidemenu', label: t('shell.settings.sidemenu') },
            { value: 'topmenu', label: t('shell.settings.topmenu') },
          ]}
        />
        <List split={false}>
          <Row label={t('shell.settings.contentWidth')} hint={top ? undefined : t('shell.settings.fluidHint')}>
            <Select
              size="small"
              style={{ width: 80 }}
              aria-label={t('shell.settings.contentWidth')}
              value={settings.contentWidth}
              disabled={!top}
              onChange={(contentWidth) => update({ contentWidth })}
              options={[
                { value: 'Fixed', label: t('shell.settings.fixed') },
                { value: 'Fluid', label: t('shell.settings.fluid') },
              ]}
            />
          </Row>
          <Row label={t('shell.settings.fixedHeader')}>{toggle('fixedHeader')}</Row>
          <Row label={t('shell.settings.autoHideHeader')} hint={t('shell.settings.autoHideHint')}>
            {toggle('autoHideHeader', !settings.fixedHeader, t('shell.settings.autoHideHint'))}
          </Row>
          <Row label={t('shell.settings.fixSiderbar')} hint={t('shell.settings.fixSiderbarHint')}>
            {toggle('fixSiderbar', top, t('shell.settings.fixSiderbarHint'))}
          </Row>
        </List>
        <Divider titlePlacement="start">{t('shell.settings.other')}</Divider>
        <List split={false}>
          <Row label={t('shell.settings.colorWeak')}>{toggle('colorWeak')}</Row>
          <Row label={t('shell.settings.multipage')}>{toggle('multipage')}</Row>
        </List>
      </Drawer>
    </>
  );
}
