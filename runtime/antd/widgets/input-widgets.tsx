// rjsf widgets for numbers, money, dates, times, long text and image addresses.
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker, Image, Input, InputNumber, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFileUrl } from '../../react/registry-context.tsx';
import { DATE_FORMAT, DATE_TIME_FORMAT, splitUrls, TIME_FORMAT } from '../format-value.ts';
import { useT } from '../messages.ts';

function common(props: WidgetProps) {
  return {
    id: props.id,
    placeholder: props.placeholder,
    disabled: props.disabled || props.readonly,
    status: props.rawErrors?.length ? ('error' as const) : undefined,
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
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

/** Image addresses typed or pasted (upload comes with the file service); thumbnails preview them. */
export function ImageWidget(props: WidgetProps) {
  const t = useT();
  const fileUrl = useFileUrl();
  const urls = splitUrls(props.value);
  const multiple = props.schema.format === 'images';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        {...common(props)}
        placeholder={props.placeholder || (multiple ? t('imageUrls') : undefined)}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      {urls.length > 0 && (
        <Image.PreviewGroup>
          {urls.map((u) => (
            <Image key={u} src={fileUrl(u)} width={48} height={48} style={{ objectFit: 'cover' }} />
          ))}
        </Image.PreviewGroup>
      )}
    </Space>
  );
}
