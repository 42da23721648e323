// Header language dropdown; the choice is stored in localStorage.
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, switchLang, toLang } from '../i18n/core.ts';

export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const current = toLang(i18n.language);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGS.map((l) => ({ key: l.value, label: l.label })),
        onClick: ({ key }) => void switchLang(i18n, toLang(key)),
      }}
    >
      <Button type="text" title={t('language')} icon={<GlobalOutlined aria-hidden />}>
        {LANGS.find((l) => l.value === current)?.label}
      </Button>
    </Dropdown>
  );
}
