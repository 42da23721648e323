// The header's right-hand group: the extension slot (HEADER_EXTRAS: the notice bell), the greeting
// by hour, the user menu, the language switch and the settings drawer's gear.
import { ConfigProvider, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { greetingKey } from './greeting.ts';
import { HEADER_EXTRAS } from './header-extras.tsx';
import { LangSwitch } from './lang-switch.tsx';
import { SettingsDrawer } from './settings/settings-drawer.tsx';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query.ts';
import { UserMenu } from './user-menu.tsx';

const DARK = { algorithm: theme.darkAlgorithm };
/** An empty theme inherits the parent's; antd wraps children differently without any theme, remounting them. */
const INHERIT = {};

export function HeaderRight({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const group = (
    <Space size={4} style={{ marginInlineStart: 'auto' }}>
      {HEADER_EXTRAS.map((Extra, i) => (
        <Extra key={i} />
      ))}
      {!mobile && (
        <Typography.Text type="secondary" data-testid="greeting">
          {t(`shell.greeting.${greetingKey(new Date().getHours())}`)}
        </Typography.Text>
      )}
      <UserMenu />
      <LangSwitch />
      <SettingsDrawer />
    </Space>
  );
  // On the dark top bar the buttons take antd's dark algorithm (the theme colour stays). The provider
  // and its theme are always there (antd adds a token provider only for a theme), so switching the
  // navigation mode keeps the settings drawer open.
  return <ConfigProvider theme={dark ? DARK : INHERIT}>{group}</ConfigProvider>;
}
