// The sign-in pages' language choice: both languages as text buttons, the current one marked. The
// header's dropdown (shell/lang-switch.tsx) would bring antd's Dropdown and Menu into the sign-in
// page's size budget (tests/bench/README.md, First load); the choice is stored the same way.
import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, switchLang, toLang } from '../i18n/core.ts';

export function UserLangLinks() {
  const { t, i18n } = useTranslation();
  const current = toLang(i18n.language);
  return (
    <span role="group" aria-label={t('language')} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <GlobalOutlined aria-hidden />
      {LANGS.map((l) => (
        <Button
          key={l.value}
          type={l.value === current ? 'link' : 'text'}
          size="small"
          aria-pressed={l.value === current}
          onClick={() => void switchLang(i18n, l.value)}
        >
          {l.label}
        </Button>
      ))}
    </span>
  );
}
