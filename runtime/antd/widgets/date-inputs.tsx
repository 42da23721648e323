// Plain date, date-time and time controls holding their value as text in the spec's formats (001 §9:
// YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss); empty -> undefined. The form's widgets
// (input-widgets.tsx) and the editable table's cells wrap them.
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '../format-value.ts';
import type { StringControlProps } from './control-props.ts';

export interface DateInputProps extends StringControlProps {
  /** Date and time (YYYY-MM-DD HH:mm:ss) instead of a date alone. */
  showTime?: boolean;
  onFocus?: () => void;
  autoFocus?: boolean;
  style?: React.CSSProperties;
  /** More props for antd's picker (a column's `props`). */
  extra?: Record<string, unknown>;
}

export type TimeInputProps = Omit<DateInputProps, 'showTime'>;

function toDayjs(value: unknown, format: string): Dayjs | null {
  if (!value) return null;
  const d = dayjs(String(value), format);
  return d.isValid() ? d : null;
}

export function DateInput({ value, onChange, showTime, style, extra, ...rest }: DateInputProps) {
  const format = showTime ? DATE_TIME_FORMAT : DATE_FORMAT;
  return (
    <DatePicker
      {...rest}
      {...extra}
      showTime={showTime}
      style={{ width: '100%', ...style }}
      value={toDayjs(value, format)}
      format={format}
      onChange={(d) => onChange?.(d ? d.format(format) : undefined)}
    />
  );
}

export function TimeInput({ value, onChange, style, extra, ...rest }: TimeInputProps) {
  return (
    <TimePicker
      {...rest}
      {...extra}
      style={{ width: '100%', ...style }}
      value={value ? toDayjs(`2000-01-01 ${value}`, `YYYY-MM-DD ${TIME_FORMAT}`) : null}
      format={TIME_FORMAT}
      onChange={(d) => onChange?.(d ? d.format(TIME_FORMAT) : undefined)}
    />
  );
}
