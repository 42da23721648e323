// rjsf widgets for numbers, money, dates, times (date-inputs.tsx) and long text (uploads: widgets/upload/).
import type { WidgetProps } from '@rjsf/utils';
import { Input, InputNumber } from 'antd';
import { controlProps } from './control-props.ts';
import { DateInput, TimeInput } from './date-inputs.tsx';

/** The shared control props plus onFocus; each widget sets its own value and onChange after them. */
function common(props: WidgetProps) {
  return { ...controlProps(props), onFocus: () => props.onFocus(props.id, props.value) };
}

const numberOrUndefined = (v: number | string | null) => (v === null || v === '' ? undefined : Number(v));

export function NumberWidget(props: WidgetProps) {
  const integer = props.schema.type === 'integer';
  return (
    <InputNumber
      {...common(props)}
      style={{ width: '100%' }}
      value={props.value ?? null}
      precision={integer ? 0 : undefined}
      min={typeof props.schema.minimum === 'number' ? props.schema.minimum : undefined}
      max={typeof props.schema.maximum === 'number' ? props.schema.maximum : undefined}
      onChange={(v) => props.onChange(numberOrUndefined(v))}
    />
  );
}

export function MoneyWidget(props: WidgetProps) {
  return (
    <InputNumber
      {...common(props)}
      style={{ width: '100%' }}
      value={props.value ?? null}
      precision={2}
      step={0.01}
      min={typeof props.schema.minimum === 'number' ? props.schema.minimum : undefined}
      onChange={(v) => props.onChange(numberOrUndefined(v))}
    />
  );
}

export function DateWidget(props: WidgetProps) {
  return <DateInput {...common(props)} />;
}

export function DateTimeWidget(props: WidgetProps) {
  return <DateInput {...common(props)} showTime />;
}

export function TimeWidget(props: WidgetProps) {
  return <TimeInput {...common(props)} />;
}

export function TextareaWidget(props: WidgetProps) {
  return (
    <Input.TextArea
      {...common(props)}
      rows={3}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}
