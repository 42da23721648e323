// /user/alteration (spec 001 §2.1): the signed-in user changes their password — the page a reset
// password leads to (the guards send such a user here until it is done). The server ends every
// session of the user on success, so the page clears the local session and returns to sign-in.
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { logout } from '../../../runtime/http/auth-api.ts';
import { LOGIN_PATH } from '../config.ts';
import { useServices } from '../services.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { messageOf, updatePassword } from './auth-calls.ts';
import { PasswordFields, type PasswordValues } from './password-fields.tsx';
import { useSession } from './use-session.ts';

export function AlterationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.alterationTitle'));
  const { http, session } = useServices();
  const { user } = useSession();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: PasswordValues) => {
    if (!user) return;
    setBusy(true);
    setError(null);
    try {
      const text = await updatePassword(http, { username: user.username, ...values });
      session.clear();
      void message.success(text || t('auth.changedSignIn'));
      navigate(LOGIN_PATH, { replace: true });
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  const back = async () => {
    await logout(http, session).catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {t('auth.alterationTitle')}
      </Typography.Title>
      {!user ? (
        <Alert type="info" showIcon title={<Link to={LOGIN_PATH}>{t('auth.back')}</Link>} />
      ) : (
        <>
          {user.mustChangePassword === true && (
            <Alert type="warning" showIcon title={t('auth.mustChange')} style={{ marginBottom: 16 }} />
          )}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Form<PasswordValues> name="alteration" size="large" onFinish={submit}>
            <Typography.Paragraph type="secondary">{user.username}</Typography.Paragraph>
            <PasswordFields vertical />
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('auth.changePassword')}
            </Button>
          </Form>
          <div style={{ textAlign: 'right', marginTop: 12 }}>
            <Button type="link" onClick={() => void back()}>
              {t('auth.back')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
