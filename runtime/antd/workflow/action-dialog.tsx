// The dialog of one workflow transition: a confirmation for a transition without `requires`, else its
// required fields, each as a simple input chosen by the field's type (dictionary: select, number: number
// input, anything else: text), validated as required before sending; an optional note either way. A
// refusal of the server (409, 422 message) stays shown in the dialog.
import { Alert, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { fieldByName, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useDict } from '../../react/use-dict.ts';
import { useLang } from '../../react/registry-context.tsx';
import type { AllowedTransition } from '../../react/use-workflow.ts';
import { useT } from '../messages.ts';

export interface ActionDialogProps {
  entity: EntityDef;
  row: Row;
  transition: AllowedTransition;
  onRun(values: Record<string, unknown>): Promise<unknown>;
  onClose(): void;
}

function FieldInput({
  field,
  ...rest
}: {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?(v: unknown): void;
}) {
  const dict = useDict(field.dict);
  const t = useT();
  const title = text(field.title, useLang());
  if (field.dict) {
    return (
      <Select
        {...rest}
        allowClear
        placeholder={t('selectPlaceholder', { title })}
        options={dict.options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  }
  if (field.type === 'integer' || field.type === 'number') {
    return (
      <InputNumber
        {...(rest as object)}
        style={{ width: '100%' }}
        precision={field.type === 'integer' ? 0 : undefined}
      />
    );
  }
  return <Input {...(rest as object)} maxLength={field.maxLength} placeholder={t('inputPlaceholder', { title })} />;
}

export function ActionDialog({ entity, transition, onRun, onClose }: ActionDialogProps) {
  const t = useT();
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = transition.requires.map((name) => fieldByName(entity, name)).filter((f): f is FieldDef => !!f);

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
      {fields.length === 0 && (
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
                  whitespace: true,
                  type: field.type === 'integer' || field.type === 'number' ? 'number' : undefined,
                  message: t('workflowRequired', { title }),
                },
              ]}
            >
              <FieldInput field={field} />
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
