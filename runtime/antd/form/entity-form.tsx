// An entity's add/edit form rendered by rjsf with the antd theme and the runtime's widgets.
import Form from '@rjsf/antd';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState, type Ref } from 'react';
import type { Lang } from '../../core/registry.ts';
import type { WidgetRegistry } from '../widgets/index.ts';
import type { FormSchemas } from './form-schema.ts';
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
}

// Two fields per row; the antd theme reads the layout from formContext.
const FORM_CONTEXT = { rowGutter: 16, colSpan: 12 };
const RESET_CSS = '.rjsf fieldset{border:0;margin:0;padding:0;min-width:0}';

export function EntityForm({
  schemas,
  initialData,
  lang,
  widgets,
  serverErrors,
  disabled,
  onSubmit,
  formRef,
}: EntityFormProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>(initialData);
  const [tried, setTried] = useState(false);
  const transformErrors = useMemo(() => makeTransformErrors(schemas.fields, lang), [schemas.fields, lang]);
  const customValidate = useMemo(() => makeCustomValidate(schemas.fields, lang), [schemas.fields, lang]);
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const [name, message] of Object.entries(serverErrors ?? {})) out[name] = { __errors: [message] };
    return out as ErrorSchema;
  }, [serverErrors]);

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
        formData={formData}
        formContext={FORM_CONTEXT}
        disabled={disabled}
        showErrorList={false}
        noHtml5Validate
        liveValidate={tried ? 'onChange' : undefined}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        onChange={(e) => setFormData((e.formData ?? {}) as Record<string, unknown>)}
        onError={() => setTried(true)}
        onSubmit={(e) => onSubmit((e.formData ?? {}) as Record<string, unknown>)}
      />
    </>
  );
}
