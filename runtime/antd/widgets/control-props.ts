// The one adapter from rjsf WidgetProps to the props of a plain control (DictSelect, RefSelect,
// UserPicker, RegionCascader, FileUpload, antd inputs ...): id, value, placeholder, disabled (also
// when read-only), error status from rawErrors, onChange and onBlur. Pickers show "请选择{title}"
// from the field's title instead of rjsf's placeholder (`useSelectPlaceholder`).
import type { WidgetProps } from '@rjsf/utils';
import { text, type FieldDef } from '../../core/registry.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';

/** ui:options every generated widget receives. */
export interface FieldWidgetOptions {
  field: FieldDef;
  /** Label of a reference's current value (from `<field>_dictText`). */
  refLabel?: string;
}

export function fieldOf(props: WidgetProps): FieldDef {
  return (props.options as unknown as FieldWidgetOptions).field;
}

/** The props `controlProps` fills, for a control holding a string (a comma-joined one for several values). */
export interface StringControlProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
}

/** Props of the control an rjsf widget wraps; `placeholder` defaults to rjsf's own. */
export function controlProps(props: WidgetProps, placeholder: string | undefined = props.placeholder) {
  return {
    id: props.id,
    value: props.value,
    placeholder,
    disabled: props.disabled || props.readonly,
    status: props.rawErrors?.length ? ('error' as const) : undefined,
    onChange: (value: unknown) => props.onChange(value),
    onBlur: () => props.onBlur(props.id, props.value),
  };
}

/** "请选择{title}" / "Please select {title}" for the widget's field. */
export function useSelectPlaceholder(props: WidgetProps): string {
  const t = useT();
  const lang = useLang();
  return t('selectPlaceholder', { title: text(fieldOf(props).title, lang) });
}
