// /oauth2-app/login (spec 001 §2.1): the sign-in of the OAuth2 app environment (WeCom, DingTalk).
// This server offers no third-party sign-in, so the page says where it is and signs in with the
// account form; afterwards the guard sends the user to the wanted path, as on /user/login.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '../auth/login-page.tsx';

export function OAuth2LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('shell.oauth2.title')}
        description={t('shell.oauth2.hint')}
        style={{ marginBottom: 16 }}
      />
      <LoginPage />
    </>
  );
}
