// rjsf widgets for dictionary (x-dict) and reference (x-ref) fields.
import type { WidgetProps } from '@rjsf/utils';
import type { FieldDef } from '../../core/registry.ts';
import { DictSelect } from './dict-select.tsx';
import { RefSelect } from './ref-select.tsx';

/** ui:options every generated widget receives. */
export interface FieldWidgetOptions {
  field: FieldDef;
  /** Label of a reference's current value (from `<field>_dictText`). */
  refLabel?: string;
}

export function fieldOf(props: WidgetProps): FieldDef {
  return (props.options as unknown as FieldWidgetOptions).field;
}

export function DictWidget(props: WidgetProps) {
  const field = fieldOf(props);
  return (
    <DictSelect
      code={field.dict!}
      id={props.id}
      value={props.value}
      placeholder={props.placeholder}
      disabled={props.disabled || props.readonly}
      status={props.rawErrors?.length ? 'error' : undefined}
      onChange={(v) => props.onChange(v)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

export function RefWidget(props: WidgetProps) {
  const field = fieldOf(props);
  const { refLabel } = props.options as unknown as FieldWidgetOptions;
  return (
    <RefSelect
      refDef={field.ref!}
      id={props.id}
      value={props.value}
      valueLabel={refLabel}
      placeholder={props.placeholder}
      disabled={props.disabled || props.readonly}
      status={props.rawErrors?.length ? 'error' : undefined}
      onChange={(v) => props.onChange(v)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
