// /user/register (spec 001 §2.1): username (letters, digits, underscore, 4-18), password (the server's
// rule) and its confirmation (两次输入的密码不一样！), mobile and an SMS code (smsmode 1). Success
// goes to /user/register-result.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../config.ts';
import { useServices } from '../services.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { PASSWORD_RULE, SMS_REGISTER, USERNAME_RULE, messageOf, register } from './auth-calls.ts';
import { MobileSmsFields } from './mobile-sms-fields.tsx';

interface RegisterValues {
  username: string;
  password: string;
  password2: string;
  phone: string;
  smscode: string;
}

export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.registerTitle'));
  const { http } = useServices();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ username, password, phone, smscode }: RegisterValues) => {
    setBusy(true);
    setError(null);
    try {
      await register(http, { username, password, phone, smscode });
      navigate(`/user/register-result?username=${encodeURIComponent(username)}`, { replace: true });
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {t('auth.registerTitle')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<RegisterValues> form={form} name="register" size="large" onFinish={submit}>
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: t('login.usernameRequired') },
            { pattern: USERNAME_RULE, message: t('auth.usernameRule') },
          ]}
        >
          <Input prefix={<UserOutlined aria-hidden />} placeholder={t('login.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: t('login.passwordRequired') },
            { pattern: PASSWORD_RULE, message: t('auth.passwordRule') },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('login.password')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="password2"
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('auth.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('auth.confirmPassword')}
            autoComplete="new-password"
          />
        </Form.Item>
        <MobileSmsFields form={form} mobileName="phone" codeName="smscode" mode={SMS_REGISTER} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.registerSubmit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        <Link to={LOGIN_PATH}>{t('auth.haveAccount')}</Link>
      </div>
    </>
  );
}
