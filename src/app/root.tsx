// Providers around the router: i18n, services, layout settings, antd (locale follows the language, the
// theme colour of the settings as its primary token, no space inserted in two-character button
// labels; no motion when the system asks for reduced motion; colour-weak mode filters the page), antd App (message/modal), runtime registry when given
// (the signed-in shell provides it otherwise, and sets dayjs's locale), router.
import { App as AntApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import type { Registry } from '../../runtime/core/registry.ts';
import { RegistryProvider } from '../../runtime/react/registry-context.tsx';
import { toLang } from './i18n/core.ts';
import { antdLocale } from './i18n/use-locale.ts';
import { ServicesProvider, useServices, type AppServices } from './services.tsx';
import { MenuIconsContext, type MenuIcons } from './shell/menu-icon.tsx';
import { NotifierBridge } from './shell/notifier-bridge.tsx';
import { LayoutSettingsProvider, useLayoutSettings } from './shell/settings/settings-context.tsx';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './shell/use-media-query.ts';

export interface RootProps {
  i18n: I18n;
  services: AppServices;
  /** Provided above the router when given; the signed-in shell provides the generated one itself. */
  registry?: Registry;
  router: DataRouter;
  /** Icons the menus name (main.tsx passes virtual:menu-icons). */
  menuIcons?: MenuIcons;
  /** Where the layout settings are kept (default localStorage). */
  settingsStorage?: Storage;
}

/** Colour-weak mode (spec 001 §2.4): the whole page through an 80 % inversion, as the original. */
export const COLOR_WEAK_FILTER = 'invert(80%)';

/** Buttons keep two-character labels as written (a constant, so a re-render gives antd the same config). */
const BUTTON_CONFIG = { autoInsertSpace: false };

function Themed({ registry, router }: Pick<RootProps, 'registry' | 'router'>) {
  const { i18n } = useTranslation();
  const { dataProvider, fileUrl } = useServices();
  const { settings } = useLayoutSettings();
  const lang = toLang(i18n.language);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    document.documentElement.style.filter = settings.colorWeak ? COLOR_WEAK_FILTER : '';
  }, [settings.colorWeak]);
  // prefers-reduced-motion (WCAG 2.3.3): popups, dialogs and menus appear at once, without antd's motion.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(
    () => ({ token: { colorPrimary: settings.primaryColor, motion: !reducedMotion } }),
    [settings.primaryColor, reducedMotion],
  );
  return (
    <ConfigProvider locale={antdLocale(lang)} theme={themeConfig} button={BUTTON_CONFIG}>
      <AntApp>
        <NotifierBridge />
        {registry ? (
          <RegistryProvider registry={registry} dataProvider={dataProvider} lang={lang} fileUrl={fileUrl}>
            <RouterProvider router={router} />
          </RegistryProvider>
        ) : (
          <RouterProvider router={router} />
        )}
      </AntApp>
    </ConfigProvider>
  );
}

export function Root({ i18n, services, registry, router, menuIcons = {}, settingsStorage }: RootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <MenuIconsContext.Provider value={menuIcons}>
          <LayoutSettingsProvider storage={settingsStorage}>
            <Themed registry={registry} router={router} />
          </LayoutSettingsProvider>
        </MenuIconsContext.Provider>
      </ServicesProvider>
    </I18nextProvider>
  );
}
