// The add/edit dialog of an entity: loads the record, renders the schema form, saves through the form
// controller and shows server errors (a 409 offers to reload the record).
import { Alert, Button, Modal, Spin } from 'antd';
import { useMemo, useRef } from 'react';
import { text } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useFormController } from '../../react/use-form-controller.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { defaultWidgets, type WidgetRegistry } from '../widgets/index.ts';
import { EntityForm, type EntityFormRef } from './entity-form.tsx';
import { buildFormSchema } from './form-schema.ts';

export interface FormModalProps {
  entityName: string;
  /** Record id to edit; absent to create. */
  id?: string;
  open: boolean;
  onClose(): void;
  onSaved?(row: Row): void;
  widgets?: WidgetRegistry;
}

export function FormModal({ entityName, id, open, onClose, onSaved, widgets }: FormModalProps) {
  const ctl = useFormController(entityName, id);
  const lang = useLang();
  const t = useT();
  const { message } = useFeedback();
  const formRef = useRef<EntityFormRef>(null);
  const allWidgets = useMemo(() => ({ ...defaultWidgets, ...widgets }), [widgets]);
  const schemas = useMemo(
    () => buildFormSchema(ctl.entity, ctl.mode, lang, allWidgets, ctl.record),
    [ctl.entity, ctl.mode, lang, allWidgets, ctl.record],
  );
  const title = t(ctl.mode === 'edit' ? 'editTitle' : 'addTitle', { title: text(ctl.entity.title, lang) });

  const save = async (data: Record<string, unknown>) => {
    const row = await ctl.submit(data);
    if (row) {
      message.success(t('success'));
      onSaved?.(row);
    }
  };

  let body;
  if (ctl.loadError) body = <Alert type="error" showIcon title={ctl.loadError.message} />;
  else if (!ctl.initialData) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else
    body = (
      <EntityForm
        key={`${id ?? 'new'}:${String(ctl.record?.version ?? '')}`}
        formRef={formRef}
        schemas={schemas}
        initialData={ctl.initialData}
        lang={lang}
        widgets={allWidgets}
        serverErrors={ctl.fieldErrors}
        disabled={ctl.saving}
        onSubmit={save}
      />
    );

  return (
    <Modal
      open={open}
      title={title}
      width={800}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={ctl.saving}
      okButtonProps={{ disabled: !ctl.initialData }}
      mask={{ closable: false }}
      destroyOnHidden
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto', overflowX: 'hidden', paddingRight: 8 } }}
      onOk={() => formRef.current?.submit()}
      onCancel={onClose}
    >
      {ctl.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={ctl.conflict ? t('conflict') : ctl.error}
          description={ctl.conflict ? ctl.error : undefined}
          action={
            ctl.conflict ? (
              <Button
                size="small"
                onClick={() => {
                  ctl.clearError();
                  ctl.reload();
                }}
              >
                {t('reload')}
              </Button>
            ) : undefined
          }
        />
      )}
      {body}
    </Modal>
  );
}
