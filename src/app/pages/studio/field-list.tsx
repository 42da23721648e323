// The fields tab: the entity's fields in form order (drag a row to move it), each opened in a drawer
// (field-editor.tsx), renamed (a field already saved keeps its data through x-renamed-from) or
// removed; "Add field" asks a name, a kind and the titles.
import { Button, Drawer, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { addField, FIELD_KINDS, move, removeField, renameField, setIn, type Json } from './draft-model.ts';
import { FieldEditor } from './field-editor.tsx';
import { testId, useStudioT, useTitle } from './messages.ts';
import type { SchemaIndex } from './studio-api.ts';

const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;

export interface FieldListProps {
  draft: Json;
  onChange(next: Json): void;
  index: SchemaIndex;
  /** Fields of the file on disk: renaming one keeps its column's data. */
  savedFields: Set<string>;
  newDicts: string[];
  onCreateDict(field: string): void;
}

function NameDialog({
  title,
  open,
  initial,
  withKind,
  taken,
  onOk,
  onCancel,
}: {
  title: string;
  open: boolean;
  initial?: string;
  withKind: boolean;
  taken: string[];
  onOk(v: { name: string; kind: string; title: string; en: string }): void;
  onCancel(): void;
}) {
  const t = useStudioT();
  const [form] = Form.useForm();
  return (
    <Modal
      title={title}
      open={open}
      destroyOnHidden
      okText={t('ok')}
      cancelText={t('cancel')}
      onCancel={onCancel}
      onOk={() => form.validateFields().then(onOk, () => undefined)}
      okButtonProps={testId('name-dialog-ok')}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: initial, kind: 'text' }}>
        <Form.Item
          name="name"
          label={t('fieldName')}
          extra={t('fieldNameHint')}
          rules={[
            { required: true, message: t('required') },
            { pattern: FIELD_NAME, message: t('badName') },
            {
              validator: (_, v) =>
                v && v !== initial && taken.includes(v)
                  ? Promise.reject(new Error(t('duplicateName', { name: v })))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input data-testid="new-field-name" />
        </Form.Item>
        {withKind && (
          <>
            <Form.Item name="kind" label={t('kind')}>
              <Select
                data-testid="new-field-kind"
                options={Object.keys(FIELD_KINDS).map((k) => ({ value: k, label: k }))}
              />
            </Form.Item>
            <Form.Item name="title" label={t('titleZh')} rules={[{ required: true, message: t('required') }]}>
              <Input data-testid="new-field-title" />
            </Form.Item>
            <Form.Item name="en" label={t('titleEn')} rules={[{ required: true, message: t('required') }]}>
              <Input data-testid="new-field-en" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

export function FieldList({ draft, onChange, index, savedFields, newDicts, onCreateDict }: FieldListProps) {
  const t = useStudioT();
  const title = useTitle();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const props = (draft.properties ?? {}) as Json;
  const names = Object.keys(props);
  const required = new Set((draft.required ?? []) as string[]);
  const reorder = (from: number, to: number) => {
    const order = move(names, from, to);
    onChange(setIn(draft, ['properties'], Object.fromEntries(order.map((n) => [n, props[n]]))));
  };
  const rows = names.map((name) => ({ name, ...props[name] }));
  return (
    <>
      <Button data-testid="add-field" type="primary" style={{ marginBottom: 12 }} onClick={() => setAdding(true)}>
        {t('addField')}
      </Button>
      <Table<Json>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        onRow={(_, i) => ({
          draggable: true,
          onDragStart: () => setDragged(i ?? null),
          onDragOver: (e) => e.preventDefault(),
          onDrop: () => {
            if (dragged !== null && i !== undefined && dragged !== i) reorder(dragged, i);
            setDragged(null);
          },
        })}
        columns={[
          { title: t('fieldName'), dataIndex: 'name', render: (n: string) => <code>{n}</code> },
          { title: t('titles'), render: (_, f) => `${f.title ?? ''} / ${f['x-title']?.en ?? ''}` },
          {
            title: t('type'),
            render: (_, f) => (
              <Space size={2} wrap>
                <Tag>{f.type}</Tag>
                {f.format && <Tag color="blue">{f.format}</Tag>}
                {f['x-dict'] && <Tag color="green">{f['x-dict']}</Tag>}
                {f['x-ref'] && <Tag color="purple">→ {f['x-ref'].entity}</Tag>}
                {f['x-renamed-from'] && <Tag color="orange">← {f['x-renamed-from']}</Tag>}
              </Space>
            ),
          },
          { title: t('required'), render: (_, f) => (required.has(f.name) ? '✓' : '') },
          {
            title: '',
            render: (_, f) => (
              <Space size={0}>
                <Button type="link" data-testid={`edit-field-${f.name}`} onClick={() => setEditing(f.name)}>
                  {t('edit')}
                </Button>
                <Button type="link" onClick={() => setRenaming(f.name)}>
                  {t('rename')}
                </Button>
                <Button type="link" danger onClick={() => onChange(removeField(draft, f.name))}>
                  {t('remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <NameDialog
        title={t('addField')}
        open={adding}
        withKind
        taken={names}
        onCancel={() => setAdding(false)}
        onOk={(v) => {
          setAdding(false);
          onChange(addField(draft, v.name, v.kind, v.title, v.en));
          setEditing(v.name);
        }}
      />
      <NameDialog
        title={t('rename')}
        open={renaming !== null}
        initial={renaming ?? undefined}
        withKind={false}
        taken={names}
        onCancel={() => setRenaming(null)}
        onOk={(v) => {
          if (renaming) onChange(renameField(draft, renaming, v.name, savedFields.has(renaming)));
          if (editing === renaming) setEditing(v.name);
          setRenaming(null);
        }}
      />
      <Drawer
        title={editing ? `${title(props[editing]?.title, props[editing]?.['x-title']?.en)} (${editing})` : ''}
        open={editing !== null && !!props[editing]}
        onClose={() => setEditing(null)}
        size={Math.min(720, window.innerWidth)}
        destroyOnHidden
      >
        {editing && props[editing] && (
          <FieldEditor
            draft={draft}
            name={editing}
            index={index}
            newDicts={newDicts}
            onChange={onChange}
            onCreateDict={() => onCreateDict(editing)}
          />
        )}
      </Drawer>
    </>
  );
}
