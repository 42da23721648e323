// The add/edit dialog of an entity: loads the record, renders the schema form, saves through the form
// controller and shows server errors (a 409 offers to reload the record).
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { detailErrorsOf } from '../../react/detail/detail-model.ts';
import { useDetailTables } from '../../react/detail/use-detail-tables.ts';
import { text } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useFormController } from '../../react/use-form-controller.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { RecordHistory } from '../workflow/state-history.tsx';
import { defaultWidgets, type WidgetRegistry } from '../widgets/index.ts';
import { DetailTables } from './detail-tables.tsx';
import { EntityForm, type EntityFormRef } from './entity-form.tsx';
import { buildFormSchema } from './form-schema.ts';

/**
 * An extra section below the schema form (e.g. a user's roles and departments): its values load with
 * the record and are merged into the saved body.
 */
export interface FormExtension {
  /** Values when the dialog opens; on edit, `record` is the loaded row. */
  load?(record: Row | undefined): Promise<Record<string, unknown>> | Record<string, unknown>;
  render(props: {
    values: Record<string, unknown>;
    onChange(values: Record<string, unknown>): void;
    mode: 'create' | 'edit';
    record?: Row;
    disabled: boolean;
  }): ReactNode;
}

export interface FormModalProps {
  entityName: string;
  /** Record id to edit; absent to create. */
  id?: string;
  open: boolean;
  onClose(): void;
  onSaved?(row: Row): void;
  widgets?: WidgetRegistry;
  /** Values a new record starts with (e.g. the parent of a tree child). */
  defaults?: Record<string, unknown>;
  extension?: FormExtension;
}

/**
 * Values of the extension section, loaded once per record id when the record is there. Keyed by the
 * id, not the record object: a refreshed copy of the same record must not reload the section and
 * overwrite what the user already chose in it.
 */
function useExtensionValues(extension: FormExtension | undefined, record: Row | undefined, ready: boolean) {
  const [values, setValues] = useState<Record<string, unknown> | null>(extension?.load ? null : {});
  const recordId = record?.id;
  useEffect(() => {
    if (!extension?.load || !ready) return;
    let live = true;
    void Promise.resolve(extension.load(record)).then(
      (v) => live && setValues(v),
      () => live && setValues({}),
    );
    return () => {
      live = false;
    };
    // Deliberately keyed by recordId, not record (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [extension, recordId, ready]);
  return [values, setValues] as const;
}

export function FormModal({ entityName, id, open, onClose, onSaved, widgets, defaults, extension }: FormModalProps) {
  const ctl = useFormController(entityName, id);
  const lang = useLang();
  const t = useT();
  const { message } = useFeedback();
  const formRef = useRef<EntityFormRef>(null);
  const allWidgets = useMemo(() => ({ ...defaultWidgets, ...widgets }), [widgets]);
  const schemas = useMemo(
    () => buildFormSchema(ctl.entity, ctl.mode, lang, allWidgets, ctl.record, ctl.access),
    [ctl.entity, ctl.mode, lang, allWidgets, ctl.record, ctl.access],
  );
  const [extraValues, setExtraValues] = useExtensionValues(extension, ctl.record, !!ctl.initialData);
  const initialData = useMemo(
    () => (ctl.initialData && ctl.mode === 'create' ? { ...ctl.initialData, ...defaults } : ctl.initialData),
    [ctl.initialData, ctl.mode, defaults],
  );
  const title = t(ctl.mode === 'edit' ? 'editTitle' : 'addTitle', { title: text(ctl.entity.title, lang) });
  const details = useDetailTables(entityName, ctl.mode, id);
  const [detailTab, setDetailTab] = useState<string>();
  const { showServerErrors } = details;
  useEffect(() => showServerErrors(detailErrorsOf(ctl.errorResult)), [ctl.errorResult, showServerErrors]);
  const hasDetails = details.tables.length > 0;

  const save = async (data: Record<string, unknown>) => {
    let detailBody: Record<string, unknown> | undefined;
    if (hasDetails) {
      const collected = await details.collect();
      if (collected.invalid) {
        const table = details.tables.find((d) => d.def.key === collected.invalid);
        setDetailTab(collected.invalid);
        message.warning(t('detailInvalid', { title: table?.title ?? '' }));
        return;
      }
      detailBody = collected.body;
    }
    const extra = extension || detailBody ? { ...(extension ? extraValues : {}), ...detailBody } : undefined;
    const row = await ctl.submit(data, extra);
    if (row) {
      message.success(t('success'));
      onSaved?.(row);
    }
  };

  const ready = !!initialData && !!extraValues && (!hasDetails || !!details.rows || !!details.loadError);
  let body;
  if (ctl.loadError) body = <Alert type="error" showIcon title={ctl.loadError.message} />;
  else if (!ready) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else
    body = (
      <EntityForm
        key={`${id ?? 'new'}:${String(ctl.record?.version ?? '')}`}
        formRef={formRef}
        schemas={schemas}
        initialData={initialData}
        lang={lang}
        widgets={allWidgets}
        serverErrors={ctl.fieldErrors}
        dataId={id}
        disabled={ctl.saving}
        onSubmit={save}
      />
    );
  const extra =
    extension && initialData && extraValues
      ? extension.render({
          values: extraValues,
          onChange: setExtraValues,
          mode: ctl.mode,
          record: ctl.record,
          disabled: ctl.saving,
        })
      : null;
  const detailTables =
    ready && !ctl.loadError && hasDetails ? (
      <DetailTables
        details={details}
        masterName={entityName}
        disabled={ctl.saving}
        activeKey={detailTab}
        onTabChange={setDetailTab}
      />
    ) : null;

  return (
    <Modal
      open={open}
      title={title}
      width={hasDetails ? 1200 : 800}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={ctl.saving}
      okButtonProps={{ disabled: !ready || !!details.loadError }}
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
      {extra}
      {detailTables}
      {ctl.mode === 'edit' && id && ready && <RecordHistory entity={ctl.entity} recordId={id} />}
    </Modal>
  );
}
