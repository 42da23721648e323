// An entity's add/edit form rendered by rjsf with the antd theme and the runtime's widgets, laid out
// on the schema's grid. Errors under a field come from validation (validation.ts), the server's last
// answer (`serverErrors`), the server checks as the user types (use-field-checks.ts) and widget
// reports (formContext.reportError, form-context.ts). The last three are shown as rjsf extraErrors
// (re-merged whenever they change, so a message goes as soon as its value does) and hold the submit
// back: after validation passes, the pending checks run and any check or report error stops it.
import Form from '@rjsf/antd';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { Lang } from '../../core/registry.ts';
import { useDataProvider } from '../../react/registry-context.tsx';
import type { WidgetRegistry } from '../widgets/index.ts';
import type { EntityFormContext } from './form-context.ts';
import type { FormSchemas } from './form-schema.ts';
import { GridObjectTemplate, UniqueFieldErrors } from './form-templates.tsx';
import { useFieldChecks } from './use-field-checks.ts';
import { formValidator, makeCustomValidate, makeTransformErrors } from './validation.ts';

export type EntityFormRef = { submit(): void } | null;

export interface EntityFormProps {
  schemas: FormSchemas;
  initialData: Record<string, unknown>;
  lang: Lang;
  widgets: WidgetRegistry;
  /** Field errors from the server, shown under the fields. */
  serverErrors?: Record<string, string>;
  disabled?: boolean;
  onSubmit(data: Record<string, unknown>): void;
  formRef?: Ref<EntityFormRef>;
  /** The edited record's id (sent as dataId by the duplicate check); absent when creating. */
  dataId?: string;
}

import { Templates as AntdTemplates } from '@rjsf/antd';
const AFT = (AntdTemplates as any).FieldTemplate;
(globalThis as any).__counts = {};
const bump = (k: string) => { const c = (globalThis as any).__counts; c[k] = (c[k] ?? 0) + 1; };
function CFT(p: any) { bump('FT:' + p.id); return <AFT {...p} />; }
function CGrid(p: any) { bump('Grid'); return <GridObjectTemplate {...p} />; }
const TEMPLATES = { ObjectFieldTemplate: CGrid, FieldErrorTemplate: UniqueFieldErrors, FieldTemplate: CFT };
const RESET_CSS = '.rjsf fieldset{border:0;margin:0;padding:0;min-width:0}';

function useReportedErrors() {
  const [reported, setReported] = useState<Record<string, string>>({});
  const current = useRef(reported);
  const reportError = useCallback((field: string, message: string | null) => {
    const prev = current.current;
    if ((prev[field] ?? null) === message) return;
    const next = { ...prev };
    if (message) next[field] = message;
    else delete next[field];
    current.current = next;
    setReported(next);
  }, []);
  return [reported, reportError, current] as const;
}

export function EntityForm({
  schemas,
  initialData,
  lang,
  widgets,
  serverErrors,
  disabled,
  onSubmit,
  formRef,
  dataId,
}: EntityFormProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>(initialData);
  const [tried, setTried] = useState(false);
  const submitting = useRef(false);
  const provider = useDataProvider();
  const checks = useFieldChecks(provider, schemas.checks, formData, dataId ?? (initialData.id as string | undefined));
  const [reported, reportError, reportedNow] = useReportedErrors();
  const blocking = useMemo(() => ({ ...checks.errors, ...reported }), [checks.errors, reported]);

  const transformErrors = useMemo(() => makeTransformErrors(schemas.fields, lang), [schemas.fields, lang]);
  const customValidate = useMemo(() => makeCustomValidate(schemas.fields, lang), [schemas.fields, lang]);
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    const add = (name: string, message: string) => (out[name] ??= { __errors: [] }).__errors.push(message);
    for (const [name, message] of Object.entries(serverErrors ?? {})) add(name, message);
    for (const [name, message] of Object.entries(blocking)) add(name, message);
    return out as ErrorSchema;
  }, [serverErrors, blocking]);
  const setFields = useCallback((values: Record<string, unknown>) => setFormData((d) => ({ ...d, ...values })), []);
  const current = useRef(formData);
  useLayoutEffect(() => {
    current.current = formData;
  }, [formData]);
  const values = useCallback(() => current.current, []);
  const formContext = useMemo<EntityFormContext>(
    () => ({ rowGutter: 16, spans: schemas.spans, reportError, setFields, values }),
    [schemas.spans, reportError, setFields, values],
  );

  const submit = async (data: Record<string, unknown>) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const found = await checks.flush(data);
      if (Object.keys(found).length === 0 && Object.keys(reportedNow.current).length === 0) onSubmit(data);
    } finally {
      submitting.current = false;
    }
  };

  bump('EntityForm');
  return (
    <>
      <style href="rjsf-antd-reset" precedence="default">
        {RESET_CSS}
      </style>
      <Form
        ref={formRef as Ref<never>}
        schema={schemas.schema}
        uiSchema={schemas.uiSchema}
        validator={formValidator}
        widgets={widgets}
        templates={TEMPLATES}
        formData={formData}
        formContext={formContext}
        disabled={disabled}
        showErrorList={false}
        noHtml5Validate
        liveValidate={tried ? 'onChange' : undefined}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        onChange={(e) => setFormData((e.formData ?? {}) as Record<string, unknown>)}
        onError={() => setTried(true)}
        onSubmit={(e) => void submit((e.formData ?? {}) as Record<string, unknown>)}
      />
    </>
  );
}
