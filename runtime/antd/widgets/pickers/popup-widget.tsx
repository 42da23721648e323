// The report-backed popup picker (x-widget "popup", spec 001 §5.8) around the PopupPicker control
// (popup-picker.tsx: a read-only input with a search icon that opens PopupModal). The configuration
// is checked first (popup-config.ts) and a bad one is shown in place of the input. On OK each origin field of the chosen row(s) goes to its target
// field: the widget's own field through rjsf's onChange, the other fields of the form through
// `formContext.setFields(values)` (the form provides it; see runtime/antd/widgets/pickers/README.md).
// A reference field (x-ref) shows the referenced row's label rather than its id.
import { Alert } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useRefLabel } from '../../../react/use-ref-options.ts';
import { useT } from '../../messages.ts';
import { fieldOf, type FieldWidgetOptions } from '../control-props.ts';
import { popupConfig, type PopupConfig } from './popup-config.ts';
import { PopupPicker } from './popup-picker.tsx';

/** What the popup picker needs from the form it sits in (rjsf `formContext`). */
export interface PopupFormContext {
  /** Write other fields of the form (the popup's target fields besides its own). */
  setFields?(values: Record<string, unknown>): void;
}

type Row = Record<string, unknown>;

function formContextOf(props: WidgetProps): PopupFormContext | undefined {
  return (props.registry?.formContext ?? (props as { formContext?: unknown }).formContext) as
    PopupFormContext | undefined;
}

const asText = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function PopupInput({ props, config }: { props: WidgetProps; config: PopupConfig }) {
  const field = fieldOf(props);
  const { refLabel } = props.options as unknown as FieldWidgetOptions;
  const [chosenLabel, setChosenLabel] = useState<{ value: unknown; label: string }>();
  const value = props.value as unknown;
  const known = chosenLabel && chosenLabel.value === value ? chosenLabel.label : refLabel;
  const refText = useRefLabel(field.ref, field.ref && typeof value === 'string' ? value : undefined, known);
  const shown = field.ref ? (refText ?? asText(value)) : asText(value);

  const pick = (values: Record<string, unknown>, rows: Row[]) => {
    if (field.ref && rows.length && field.name in values) {
      const label = rows
        .map((r) => asText(r[field.ref!.label]))
        .filter(Boolean)
        .join(',');
      if (label) setChosenLabel({ value: values[field.name], label });
    }
    const { [field.name]: own, ...others } = values;
    if (field.name in values) props.onChange(own);
    if (Object.keys(others).length) formContextOf(props)?.setFields?.(others);
  };

  return (
    <PopupPicker
      id={props.id}
      text={shown}
      config={config}
      placeholder={props.placeholder}
      disabled={props.disabled}
      readOnly={props.readonly}
      status={props.rawErrors?.length ? 'error' : undefined}
      onBlur={() => props.onBlur(props.id, props.value)}
      onPick={pick}
    />
  );
}

export function PopupWidget(props: WidgetProps) {
  const t = useT();
  const field = fieldOf(props);
  const parsed = useMemo(() => popupConfig(field), [field]);
  if (!parsed.ok) return <Alert type="error" showIcon title={t(parsed.error)} />;
  return <PopupInput props={props} config={parsed.config} />;
}
