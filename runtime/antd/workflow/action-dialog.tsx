// The dialog of one workflow transition: a confirmation for a transition without `requires` or
// `verifies`, else its required fields, each with the form's control for its kind
// (action-field-input.tsx: pictures for a reject's images, a voucher upload, dictionary and reference
// selects, dates, money), validated as required before sending, and the fields it verifies (a pickup
// code): a plain text input, empty, that the server checks against the stored value. An optional note
// either way. A refusal of the server (400 wrong code, 409, 422 message) stays shown in the dialog.
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { fieldByName, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useLang } from '../../react/registry-context.tsx';
import type { AllowedTransition } from '../../react/use-workflow.ts';
import { useT } from '../messages.ts';
import { ActionFieldInput } from './action-field-input.tsx';

export interface ActionDialogProps {
  entity: EntityDef;
  row: Row;
  transition: AllowedTransition;
  onRun(values: Record<string, unknown>): Promise<unknown>;
  onClose(): void;
}

/** A field whose value is typed text (blank counts as empty); uploads, selects and dates are not. */
function isText(field: FieldDef): boolean {
  if (field.dict || field.ref || field.type !== 'string') return false;
  return !['image', 'images', 'file', 'date', 'date-time'].includes(field.format ?? '');
}

export function ActionDialog({ entity, transition, onRun, onClose }: ActionDialogProps) {
  const t = useT();
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = transition.requires.map((name) => fieldByName(entity, name)).filter((f): f is FieldDef => !!f);
  const verified = (transition.verifies ?? [])
    .map((name) => fieldByName(entity, name))
    .filter((f): f is FieldDef => !!f);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      await onRun(values);
      onClose();
    } catch (e) {
      setError((e as Error).message || t('failed'));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={transition.title}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {fields.length === 0 && verified.length === 0 && (
        <Typography.Paragraph>{t('workflowConfirm', { title: transition.title })}</Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} />}
      <Form form={form} layout="vertical">
        {fields.map((field) => {
          const title = text(field.title, lang);
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={title}
              rules={[
                {
                  required: true,
                  whitespace: isText(field),
                  type: field.type === 'integer' || field.type === 'number' ? 'number' : undefined,
                  message: t('workflowRequired', { title }),
                },
              ]}
            >
              <ActionFieldInput field={field} />
            </Form.Item>
          );
        })}
        {verified.map((field) => {
          const title = text(field.title, lang);
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={title}
              extra={t('workflowVerifyHint', { title })}
              rules={[{ required: true, whitespace: true, message: t('workflowRequired', { title }) }]}
            >
              <Input autoComplete="off" maxLength={field.maxLength} allowClear />
            </Form.Item>
          );
        })}
        <Form.Item name="note" label={t('workflowNote')}>
          <Input.TextArea maxLength={500} rows={2} placeholder={t('workflowNotePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
