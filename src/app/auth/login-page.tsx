// Sign-in: username, password (and the captcha when the server offers one). On success the session
// store changes and the guard sends the user to ?redirect= or home; on failure the server's message shows.
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, login } from '../../../runtime/http/auth-api.ts';
import { useServices } from '../services.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

const newKey = () => `${Date.now()}${Math.random().toString().slice(2, 8)}`;

export function LoginPage() {
  const { t } = useTranslation();
  const { http, session } = useServices();
  useDocumentTitle(t('login.pageTitle'));
  const [checkKey, setCheckKey] = useState(newKey);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchCaptcha(http, checkKey).then((img) => live && setCaptcha(img));
    return () => {
      live = false;
    };
  }, [http, checkKey]);

  const submit = useCallback(
    async (values: LoginValues) => {
      setBusy(true);
      setError(null);
      try {
        await login(http, session, { ...values, captcha: values.captcha ?? '', checkKey });
      } catch (e) {
        const err = e as Error & { serverMessage?: string };
        setError(err.serverMessage || err.message);
        setCheckKey(newKey());
        setBusy(false);
      }
    },
    [http, session, checkKey],
  );

  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {t('login.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<LoginValues> name="login" size="large" onFinish={submit} autoComplete="on">
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input prefix={<UserOutlined aria-hidden />} placeholder={t('login.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('login.password')}
            autoComplete="current-password"
          />
        </Form.Item>
        {captcha && (
          <Form.Item>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="captcha" noStyle>
                <Input prefix={<SafetyOutlined aria-hidden />} placeholder={t('login.captcha')} autoComplete="off" />
              </Form.Item>
              <img
                src={captcha}
                alt={t('login.refreshCaptcha')}
                title={t('login.refreshCaptcha')}
                style={{ height: 40, cursor: 'pointer' }}
                onClick={() => setCheckKey(newKey())}
              />
            </div>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
