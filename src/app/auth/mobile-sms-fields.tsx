// A mobile number and an SMS code with its send button, as the phone sign-in and the registration
// forms both ask for them. The button validates the mobile field before sending.
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_RULE, type SmsMode } from './auth-calls.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

interface Props {
  form: FormInstance;
  mobileName: string;
  codeName: string;
  mode: SmsMode;
}

export function MobileSmsFields({ form, mobileName, codeName, mode }: Props) {
  const { t } = useTranslation();
  const mobileOf = async (): Promise<string | null> => {
    try {
      return (await form.validateFields([mobileName]))[mobileName] as string;
    } catch {
      return null;
    }
  };
  return (
    <>
      <Form.Item
        name={mobileName}
        rules={[
          { required: true, message: t('auth.mobileRequired') },
          { pattern: MOBILE_RULE, message: t('auth.mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined aria-hidden />} placeholder={t('auth.mobile')} autoComplete="tel" />
      </Form.Item>
      <Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name={codeName} noStyle rules={[{ required: true, message: t('auth.smsCodeRequired') }]}>
            <Input prefix={<MailOutlined aria-hidden />} placeholder={t('auth.smsCode')} autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton mode={mode} getMobile={mobileOf} />
        </div>
      </Form.Item>
    </>
  );
}
