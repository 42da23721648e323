// Small readers of rjsf widget props shared by this folder's widgets: the field definition the entity
// form passes in ui:options (absent when rjsf uses a widget on its own, e.g. its checkbox for booleans),
// the field's x-options, the antd props every input takes, and the form-level error channel.
import type { WidgetProps } from '@rjsf/utils';
import type { FieldDef } from '../../../core/registry.ts';

export function fieldDefOf(props: WidgetProps): FieldDef | undefined {
  return (props.options as { field?: FieldDef } | undefined)?.field;
}

/** The field's x-options (widget settings such as {on, off}, {mode}, {confirm}). */
export function xOptions(props: WidgetProps): Record<string, unknown> {
  return fieldDefOf(props)?.options ?? {};
}

export function inputProps(props: WidgetProps) {
  return {
    id: props.id,
    disabled: props.disabled || props.readonly,
    status: props.rawErrors?.length ? ('error' as const) : undefined,
  };
}

type ReportError = (field: string, message: string | null) => void;

/**
 * The form's `reportError(field, message | null)` (runtime/antd/form/form-context.ts): a message shown under
 * the field that keeps the form from submitting until cleared. rjsf 6 hands formContext to widgets through
 * the registry; `props.formContext` is read too for hosts that pass it directly.
 */
export function reportErrorOf(props: WidgetProps): ReportError | undefined {
  const context = (props.registry?.formContext ?? props.formContext) as { reportError?: ReportError } | undefined;
  return context?.reportError;
}
