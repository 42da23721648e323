// The dialog that names a new entity (name, folder, titles) or a new dictionary (code, titles).
import { Form, Input, Modal, Select } from 'antd';
import { testId, useStudioT } from './messages.ts';

const NAME = /^[a-z][a-z0-9_]*$/;

export interface CreateValues {
  name: string;
  folder?: string;
  title: string;
  en: string;
}

export function CreateDialog({
  open,
  kind,
  folders,
  taken,
  onOk,
  onCancel,
}: {
  open: boolean;
  kind: 'entity' | 'dict';
  folders: string[];
  taken: string[];
  onOk(v: CreateValues): void;
  onCancel(): void;
}) {
  const t = useStudioT();
  const [form] = Form.useForm<CreateValues>();
  return (
    <Modal
      title={t(kind === 'entity' ? 'newEntity' : 'newDict')}
      open={open}
      destroyOnHidden
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={testId('create-ok')}
      onCancel={onCancel}
      onOk={() => form.validateFields().then(onOk, () => undefined)}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ folder: folders.includes('logistics') ? 'logistics' : folders[0] }}
      >
        <Form.Item
          name="name"
          label={t('name')}
          extra={t('nameHint')}
          rules={[
            { required: true, message: t('required') },
            { pattern: NAME, message: t('badName') },
            {
              validator: (_, v) =>
                taken.includes(v) ? Promise.reject(new Error(t('duplicateName', { name: v }))) : Promise.resolve(),
            },
          ]}
        >
          <Input data-testid="create-name" />
        </Form.Item>
        {kind === 'entity' && (
          <Form.Item name="folder" label={t('folder')}>
            <Select options={folders.map((f) => ({ value: f, label: `schemas/${f}/` }))} />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('titleZh')} rules={[{ required: true, message: t('required') }]}>
          <Input data-testid="create-title" />
        </Form.Item>
        <Form.Item name="en" label={t('titleEn')} rules={[{ required: true, message: t('required') }]}>
          <Input data-testid="create-en" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
