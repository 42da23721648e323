// Users: freeze / unfreeze the selected users (after confirmation), reset a password (the one-time
// password shows once, with copy) and set another user's password.
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../runtime/antd/auth/authorized.tsx';
import type { RowAction } from '../../../../runtime/antd/list/row-actions.tsx';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import type { Row } from '../../../../runtime/core/wire.ts';
import type { ListController } from '../../../../runtime/react/use-list-controller.ts';
import { useApi } from '../use-api.ts';

export function FreezeButtons({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = useFeedback();
  const run = (status: 1 | 0) => {
    const ids = list.selectedKeys;
    if (!ids.length) {
      void message.warning(t('sys.selectUsers'));
      return;
    }
    modal.confirm({
      title: t(status ? 'sys.freeze' : 'sys.unfreeze'),
      content: t(status ? 'sys.confirmFreeze' : 'sys.confirmUnfreeze', { n: ids.length }),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        const done = await api.put<unknown>('/sys/user/frozenBatch', { ids: ids.join(','), status }).then(
          () => true,
          () => false,
        );
        if (done) {
          void message.success(t(status ? 'sys.freeze' : 'sys.unfreeze'));
          list.setSelectedKeys([]);
          list.reload();
        }
      },
    });
  };
  return (
    <Authorized code="system:user:frozenBatch">
      {(disabled) => (
        <Space>
          <Button disabled={disabled} onClick={() => run(1)}>
            {t('sys.freeze')}
          </Button>
          <Button disabled={disabled} onClick={() => run(0)}>
            {t('sys.unfreeze')}
          </Button>
        </Space>
      )}
    </Authorized>
  );
}

/** The row's 重置密码 and 修改密码 (row-actions.tsx descriptors); each opens its dialog. */
export function useUserRowActions(): (row: Row) => RowAction[] {
  const { t } = useTranslation();
  return useCallback(
    (row: Row) => [
      {
        key: 'resetPassword',
        label: t('sys.resetPassword'),
        code: 'system:user:resetPassword',
        dialog: (close) => <ResetPasswordDialog row={row} onClose={close} />,
      },
      {
        key: 'changePassword',
        label: t('sys.changePassword'),
        code: 'system:user:changePassword',
        dialog: (close) => <ChangePasswordDialog row={row} onClose={close} />,
      },
    ],
    [t],
  );
}

/** Asks first, then shows the one-time password once, with copy. */
function ResetPasswordDialog({ row, onClose }: { row: Row; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const name = String(row.username ?? '');
  const reset = async () => {
    setBusy(true);
    try {
      setPassword((await api.post<{ password: string }>('/sys/user/resetPassword', { id: row.id })).password);
    } catch {
      onClose(); // the HTTP layer showed the server's message
    } finally {
      setBusy(false);
    }
  };
  if (password === null) {
    return (
      <Modal
        open
        title={t('sys.resetPassword')}
        width={416}
        okText={t('ok')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void reset()}
        onCancel={onClose}
      >
        {t('sys.confirmReset', { name })}
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('sys.newPasswordTitle')}
      width={450}
      footer={<Button onClick={onClose}>{t('ok')}</Button>}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('sys.newPasswordHint', { name })}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: password, tooltips: [t('sys.copy'), t('sys.copied')] }} code>
        {password}
      </Typography.Paragraph>
    </Modal>
  );
}

interface PasswordValues {
  password: string;
  confirmpassword: string;
}

function ChangePasswordDialog({ row, onClose }: { row: Row; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<PasswordValues>();
  const name = String(row.username ?? '');
  const save = async (values: PasswordValues) => {
    setBusy(true);
    try {
      await api.put('/sys/user/changePassword', { username: name, ...values });
      void message.success(t('sys.changePassword'));
      onClose();
    } catch {
      /* the HTTP layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('sys.changePasswordTitle', { name })}
      width={600}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<PasswordValues> form={form} layout="vertical" onFinish={save} preserve={false}>
        <Form.Item
          name="password"
          label={t('sys.password')}
          rules={[{ required: true, message: t('sys.passwordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('sys.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('sys.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                !v || v === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('sys.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
