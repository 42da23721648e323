// An entity's add/edit form rendered by rjsf with the antd theme and the runtime's widgets, laid out
// on the schema's grid. Errors under a field come from validation (validation.ts), the server's last
// answer (`serverErrors`), the server checks as the user types (use-field-checks.ts) and widget
// reports (formContext.reportError, form-context.ts). The last three are shown as rjsf extraErrors
// (re-merged whenever they change, so a message goes as soon as its value does) and hold the submit
// back: after validation passes, the pending checks run and any check or report error stops it.
// A keystroke re-renders only the field it changed: a text input paints from its own draft and hands
// the change to the form once the typing pauses, after the paint (draft-input.tsx, after-paint.ts); rjsf keeps the values
// (uncontrolled, `initialFormData`; `setFields` goes through its `setFieldValue`), this component
// holds them in a ref, not in state, and the templates (form-templates.tsx) skip the fields whose
// props are unchanged.
import Form from '@rjsf/antd';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { Lang } from '../../core/registry.ts';
import { useDataProvider } from '../../react/registry-context.tsx';
import type { WidgetRegistry } from '../widgets/index.ts';
import { laterQueue } from './after-paint.ts';
import { DraftInputTemplate } from './draft-input.tsx';
import type { EntityFormContext } from './form-context.ts';
import type { FormSchemas } from './form-schema.ts';
import { EntityFieldTemplate, GridObjectTemplate, UniqueFieldErrors } from './form-templates.tsx';
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

const TEMPLATES = {
  ObjectFieldTemplate: GridObjectTemplate,
  FieldErrorTemplate: UniqueFieldErrors,
  FieldTemplate: EntityFieldTemplate,
  BaseInputTemplate: DraftInputTemplate,
};

/**
 * A field's typed value reaches rjsf once the typing pauses this long (and after the next paint): a
 * burst of keys costs one form update (validation, checks), not one per key (after-paint.ts).
 */
const TYPING_QUIET_MS = 150;

/** The part of rjsf's Form instance this component calls. */
interface RjsfForm {
  submit(): void;
  setFieldValue(fieldPath: string, value: unknown): void;
}
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
  const [tried, setTried] = useState(false);
  const submitting = useRef(false);
  const provider = useDataProvider();
  const rjsf = useRef<RjsfForm>(null);
  const [later] = useState(() => laterQueue(TYPING_QUIET_MS));
  useEffect(() => () => later.cancel(), [later]);
  useImperativeHandle(
    formRef,
    () => ({
      submit() {
        later.flush();
        rjsf.current?.submit();
      },
    }),
    [later],
  );
  const current = useRef(initialData);
  const checks = useFieldChecks(
    provider,
    schemas.checks,
    initialData,
    dataId ?? (initialData.id as string | undefined),
  );
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
  const setFields = useCallback((values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) rjsf.current?.setFieldValue(name, value);
  }, []);
  const values = useCallback(() => {
    later.flush();
    return current.current;
  }, [later]);
  const formContext = useMemo<EntityFormContext>(
    () => ({
      rowGutter: 16,
      spans: schemas.spans,
      reportError,
      setFields,
      values,
      defer: later.defer,
      flush: later.flush,
    }),
    [schemas.spans, reportError, setFields, values, later],
  );
  const { change } = checks;
  const onChange = useCallback(
    (e: { formData?: unknown }) => {
      current.current = (e.formData ?? {}) as Record<string, unknown>;
      change(current.current);
    },
    [change],
  );
  const onError = useCallback(() => setTried(true), []);

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

  return (
    <>
      <style href="rjsf-antd-reset" precedence="default">
        {RESET_CSS}
      </style>
      <Form
        ref={rjsf as Ref<never>}
        schema={schemas.schema}
        uiSchema={schemas.uiSchema}
        validator={formValidator}
        widgets={widgets}
        templates={TEMPLATES}
        initialFormData={initialData}
        formContext={formContext}
        disabled={disabled}
        showErrorList={false}
        noHtml5Validate
        liveValidate={tried ? 'onChange' : undefined}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        onChange={onChange}
        onError={onError}
        onSubmit={(e) => void submit((e.formData ?? {}) as Record<string, unknown>)}
      />
    </>
  );
}
