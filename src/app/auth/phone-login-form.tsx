// Sign-in with a mobile number and an SMS code (POST /sys/sms smsmode 0, then /sys/phoneLogin).
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services.tsx';
import { MOBILE_RULE, SMS_LOGIN, messageOf, phoneLogin } from './auth-calls.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

interface PhoneValues {
  mobile: string;
  captcha: string;
}

export function PhoneLoginForm({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { http, session } = useServices();
  const [form] = Form.useForm<PhoneValues>();
  const [busy, setBusy] = useState(false);

  const mobileOf = async () => {
    try {
      return (await form.validateFields(['mobile'])).mobile;
    } catch {
      return null;
    }
  };

  const submit = async (values: PhoneValues) => {
    setBusy(true);
    onError(null);
    try {
      await phoneLogin(http, session, values);
    } catch (e) {
      onError(messageOf(e));
      setBusy(false);
    }
  };

  return (
    <Form<PhoneValues> form={form} name="phoneLogin" size="large" onFinish={submit}>
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('auth.mobileRequired') },
          { pattern: MOBILE_RULE, message: t('auth.mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined aria-hidden />} placeholder={t('auth.mobile')} autoComplete="tel" />
      </Form.Item>
      <Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('auth.smsCodeRequired') }]}>
            <Input prefix={<MailOutlined aria-hidden />} placeholder={t('auth.smsCode')} autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton mode={SMS_LOGIN} getMobile={mobileOf} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
