// Sign-in with a mobile number and an SMS code (POST /sys/sms smsmode 0, then /sys/phoneLogin).
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services.tsx';
import { SMS_LOGIN, messageOf, phoneLogin } from './auth-calls.ts';
import { MobileSmsFields } from './mobile-sms-fields.tsx';

interface PhoneValues {
  mobile: string;
  captcha: string;
}

export function PhoneLoginForm({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { http, session } = useServices();
  const [form] = Form.useForm<PhoneValues>();
  const [busy, setBusy] = useState(false);

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
      <MobileSmsFields form={form} mobileName="mobile" codeName="captcha" mode={SMS_LOGIN} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
