// The change-password dialog of the user menu (spec 001 §2.5, width 800; §5.5; §8): old, new and
// confirm, all required. Success shows the server's message and closes; the server has ended every
// session of the user, so the app returns to sign-in. A refusal shows the server's message as a warning.
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { useServices } from '../services.tsx';
import { messageOf, updatePassword } from './auth-calls.ts';
import { PasswordFields, type PasswordValues } from './password-fields.tsx';

export function ChangePasswordModal({
  open,
  username,
  onClose,
  onChanged,
}: {
  open: boolean;
  username: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { http, session } = useServices();
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const text = await updatePassword(http, { username, ...values });
      void message.success(text || t('auth.changedSignIn'));
      form.resetFields();
      onClose();
      session.clear();
      onChanged();
    } catch (e) {
      void message.warning(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('auth.changePassword')}
      width={800}
      open={open}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} name="changePassword" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <PasswordFields />
      </Form>
    </Modal>
  );
}
