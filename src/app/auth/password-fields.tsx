// Old / new / confirm password fields shared by /user/alteration and the change-password dialog
// (spec 001 §5.5): all required with the translated required text, the new one checked against the
// password rule, the confirmation against the new one (确认密码与新密码输入不一致).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE } from './auth-calls.ts';

export interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function PasswordFields({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const label = (key: string) => (vertical ? undefined : t(key));
  const placeholder = (key: string) => (vertical ? t(key) : undefined);
  const required = (key: string) => ({ required: true, message: t('auth.required', { field: t(key) }) });
  return (
    <>
      <Form.Item name="oldpassword" label={label('auth.oldPassword')} rules={[required('auth.oldPassword')]}>
        <Input.Password
          placeholder={placeholder('auth.oldPassword')}
          aria-label={t('auth.oldPassword')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={label('auth.newPassword')}
        rules={[required('auth.newPassword'), { pattern: PASSWORD_RULE, message: t('auth.passwordRule') }]}
      >
        <Input.Password
          placeholder={placeholder('auth.newPassword')}
          aria-label={t('auth.newPassword')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={label('auth.confirmPassword')}
        dependencies={['password']}
        rules={[
          required('auth.confirmPassword'),
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.newConfirmMismatch'))),
          }),
        ]}
      >
        <Input.Password
          placeholder={placeholder('auth.confirmPassword')}
          aria-label={t('auth.confirmPassword')}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
