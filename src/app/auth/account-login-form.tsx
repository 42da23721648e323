// Username + password (+ captcha when the server requires one). A failed attempt shows the server's
// message (wrong password with attempts left, lock-out time, wrong or expired captcha) and draws a
// new captcha, since the server used the old one up. An image about to expire is replaced by itself
// (and a submit after its time, e.g. from a tab the browser had paused, renews it instead of failing
// with 验证码已失效), saying so under the field.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../../runtime/http/auth-api.ts';
import { useServices } from '../services.tsx';
import {
  CAPTCHA_RENEW_MARGIN_MS,
  CAPTCHA_TTL_MS,
  loadCaptcha,
  messageOf,
  newCheckKey,
  type CaptchaState,
} from './auth-calls.ts';
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
  /** When the shown image stops being worth typing (its code expires on the server). */
  const [staleAt, setStaleAt] = useState(Infinity);
  const [renewed, setRenewed] = useState(false);

  useEffect(() => {
    let live = true;
    void loadCaptcha(http, checkKey).then((state) => {
      if (!live) return;
      setCaptcha(state);
      setStaleAt('image' in state ? Date.now() + CAPTCHA_TTL_MS - CAPTCHA_RENEW_MARGIN_MS : Infinity);
    });
    return () => {
      live = false;
    };
  }, [http, checkKey]);

  const refresh = useCallback(() => {
    form.setFieldValue('captcha', '');
    setRenewed(false);
    setCheckKey(newCheckKey());
  }, [form]);

  const renew = useCallback(() => {
    refresh();
    setRenewed(true);
  }, [refresh]);

  useEffect(() => {
    if (staleAt === Infinity) return;
    const timer = setTimeout(renew, Math.max(0, staleAt - Date.now()));
    return () => clearTimeout(timer);
  }, [staleAt, renew]);

  const submit = async (values: LoginValues) => {
    if (Date.now() >= staleAt) {
      renew();
      return;
    }
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
      <CaptchaField state={captcha} onRefresh={refresh} notice={renewed ? t('auth.captchaRenewed') : undefined} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
