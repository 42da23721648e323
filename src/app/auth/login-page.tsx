// Sign-in (spec 001 §2.1): account + password (+ captcha when the server asks for one) or mobile +
// SMS code, and a link to registration. On success the session store changes and the guard sends
// the user on (to /user/alteration first when the password was reset); on failure the server's
// message shows.
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { AccountLoginForm } from './account-login-form.tsx';
import { LoginTabs } from './login-tabs.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.pageTitle'));
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <LoginTabs
        onChange={() => setError(null)}
        items={[
          { key: 'account', label: t('auth.accountTab'), children: <AccountLoginForm onError={setError} /> },
          { key: 'phone', label: t('auth.phoneTab'), children: <PhoneLoginForm onError={setError} /> },
        ]}
      />
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        <Link to="/user/register">{t('auth.register')}</Link>
      </div>
    </>
  );
}
