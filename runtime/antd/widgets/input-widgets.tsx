// rjsf widgets for numbers, money, dates, times and long text (uploads: widgets/upload/).
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker, Input, InputNumber, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '../format-value.ts';
import { controlProps } from './control-props.ts';

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

function toDayjs(value: unknown, format: string): Dayjs | null {
  if (!value) return null;
  const d = dayjs(String(value), format);
  return d.isValid() ? d : null;
}

export function DateWidget(props: WidgetProps) {
  return (
    <DatePicker
      {...common(props)}
      style={{ width: '100%' }}
      value={toDayjs(props.value, DATE_FORMAT)}
      format={DATE_FORMAT}
      onChange={(d) => props.onChange(d ? d.format(DATE_FORMAT) : undefined)}
    />
  );
}

export function DateTimeWidget(props: WidgetProps) {
  return (
    <DatePicker
      {...common(props)}
      showTime
      style={{ width: '100%' }}
      value={toDayjs(props.value, DATE_TIME_FORMAT)}
      format={DATE_TIME_FORMAT}
      onChange={(d) => props.onChange(d ? d.format(DATE_TIME_FORMAT) : undefined)}
    />
  );
}

export function TimeWidget(props: WidgetProps) {
  return (
    <TimePicker
      {...common(props)}
      style={{ width: '100%' }}
      value={props.value ? dayjs(`2000-01-01 ${props.value}`, `YYYY-MM-DD ${TIME_FORMAT}`) : null}
      format={TIME_FORMAT}
      onChange={(d) => props.onChange(d ? d.format(TIME_FORMAT) : undefined)}
    />
  );
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
