// Username + password (+ captcha when the server requires one). A failed attempt shows the server's
// message (wrong password with attempts left, lock-out time, wrong or expired captcha) and draws a
// new captcha, since the server used the old one up.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../../runtime/http/auth-api.ts';
import { useServices } from '../services.tsx';
import { loadCaptcha, messageOf, newCheckKey, type CaptchaState } from './auth-calls.ts';
import { CaptchaField } from './captcha-field.tsx';

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

export function AccountLoginForm({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { http, session } = useServices();
  const [form] = Form.useForm<LoginValues>();
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void loadCaptcha(http, checkKey).then((state) => live && setCaptcha(state));
    return () => {
      live = false;
    };
  }, [http, checkKey]);

  const refresh = useCallback(() => {
    form.setFieldValue('captcha', '');
    setCheckKey(newCheckKey());
  }, [form]);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    onError(null);
    try {
      // On success the session changes and the route guard leaves this page.
      await login(http, session, { ...values, captcha: values.captcha ?? '', checkKey });
    } catch (e) {
      onError(messageOf(e));
      refresh();
      setBusy(false);
    }
  };

  return (
    <Form<LoginValues> form={form} name="login" size="large" onFinish={submit} autoComplete="on">
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
      <CaptchaField state={captcha} onRefresh={refresh} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
