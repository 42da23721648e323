// The captcha input and image of the sign-in form. Clicking the image asks for a new one under a new
// key; with CAPTCHA=off the server says {required: false} and nothing is shown. When the image could
// not be loaded (e.g. too many requests) the input stays, optional, beside a retry button: the
// server's answer to the sign-in says what is missing.
import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './auth-calls.ts';

export function CaptchaField({
  state,
  onRefresh,
  notice,
}: {
  state: CaptchaState | null;
  onRefresh: () => void;
  /** Said under the field (the image was replaced because it expired). */
  notice?: string;
}) {
  const { t } = useTranslation();
  if (!state || ('required' in state && !state.required)) return null;
  return (
    <Form.Item extra={notice ? <span data-testid="captcha-renewed">{notice}</span> : undefined}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: 'image' in state, whitespace: true, message: t('auth.captchaRequired') }]}
        >
          <Input
            prefix={<SafetyOutlined aria-hidden />}
            placeholder={t('login.captcha')}
            autoComplete="off"
            maxLength={8}
            aria-label={t('login.captcha')}
          />
        </Form.Item>
        {'image' in state ? (
          <img
            src={state.image}
            data-testid="captcha-image"
            alt={t('login.refreshCaptcha')}
            title={t('login.refreshCaptcha')}
            style={{ height: 40, width: 105, cursor: 'pointer', flex: 'none' }}
            onClick={onRefresh}
          />
        ) : (
          <Button size="large" onClick={onRefresh} title={state.error}>
            {t('login.refreshCaptcha')}
          </Button>
        )}
      </div>
    </Form.Item>
  );
}
