// Email accounts (sys_email_account): send a test message from an account to an address the user
// gives. The server sends at once through that account and logs it like any other message; a
// failure (502) carries the SMTP error, shown in the dialog so the user can fix the account and retry.
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../../runtime/antd/list/row-actions.tsx';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import { FORMAT_RULES } from '../../../../runtime/core/formats.ts';
import type { Row } from '../../../../runtime/core/wire.ts';
import { useServices } from '../../services.tsx';
import { errorText } from '../use-api.ts';

export const TEST_SEND_CODE = 'system:emailAccount:testSend';

interface TestSendValues {
  to: string;
}

/** The row's 测试发送 (a row-actions.tsx descriptor) opening the dialog. */
export function testSendAction(row: Row, label: string): RowAction {
  return {
    key: 'testSend',
    label,
    code: TEST_SEND_CODE,
    dialog: (close) => <TestSendDialog row={row} onClose={close} />,
    data: { 'data-testid': 'email-test-send' },
  };
}

function TestSendDialog({ row, onClose }: { row: Row; onClose(): void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<TestSendValues>();
  const from = String(row.fromAddress ?? '');

  const close = () => {
    if (!busy) onClose();
  };

  const send = async ({ to }: TestSendValues) => {
    if (busy) return;
    const address = to.trim();
    setBusy(true);
    setError(null);
    try {
      // Silent: the server's error is shown in the dialog, which stays open.
      await http.post('/sys/emailAccount/testSend', { id: row.id, to: address }, { silent: true });
      void message.success(t('sys.testSent', { to: address }));
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('sys.testSendTitle', { from })}
      width={450}
      okText={t('sys.testSendOk')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      mask={{ closable: !busy }}
      onOk={() => form.submit()}
      onCancel={close}
    >
      <Form<TestSendValues> form={form} layout="vertical" onFinish={send} preserve={false} disabled={busy}>
        <Form.Item
          name="to"
          label={t('sys.testSendTo')}
          rules={[
            { required: true, whitespace: true, message: t('sys.testSendToRequired') },
            {
              validator: (_, v: string | undefined) =>
                !v?.trim() || FORMAT_RULES.email.pattern.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('sys.testSendToInvalid'))),
            },
          ]}
        >
          <Input type="email" autoComplete="email" placeholder={t('sys.testSendToPlaceholder')} maxLength={254} />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon title={error} data-testid="email-test-send-error" />}
    </Modal>
  );
}
