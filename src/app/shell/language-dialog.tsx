// The language dialog of the user menu (spec 000 §2): a select listing Chinese and English; OK
// switches the UI and stores the choice (localStorage `language`).
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../runtime/core/registry.ts';
import { LANGS, switchLang, toLang } from '../i18n/index.ts';

export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<Lang | null>(null);
  const value = chosen ?? toLang(i18n.language);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      title={t('shell.languageDialogTitle')}
      open={open}
      okText={t('ok')}
      cancelText={t('cancel')}
      onCancel={close}
      onOk={async () => {
        await switchLang(i18n, value);
        close();
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('shell.languageLabel')} htmlFor="language-select">
          <Select
            id="language-select"
            value={value}
            onChange={setChosen}
            options={LANGS.map((l) => ({ value: l.value, label: l.label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
