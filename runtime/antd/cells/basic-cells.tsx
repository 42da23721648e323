// Cells for plain values: text, numbers, money, dates, booleans, references and secrets.
import { Typography } from 'antd';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatMoney, formatNumber } from '../format-value.ts';
import { useT } from '../messages.ts';
import type { CellProps } from './cell-types.ts';

export function TextCell({ value }: CellProps) {
  if (value === undefined || value === null || value === '') return null;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

export function NumberCell({ value }: CellProps) {
  return <>{formatNumber(value)}</>;
}

export function MoneyCell({ value }: CellProps) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value)}</span>;
}

export function DateCell({ value }: CellProps) {
  return <>{formatDate(value, DATE_FORMAT)}</>;
}

export function DateTimeCell({ value }: CellProps) {
  return <>{formatDate(value, DATE_TIME_FORMAT)}</>;
}

export function BooleanCell({ value }: CellProps) {
  const t = useT();
  if (value === undefined || value === null) return null;
  return <>{value === true || value === 1 || value === '1' || value === 'Y' ? t('yes') : t('no')}</>;
}

/** A reference shows the label the server joined in as `<field>_dictText`. */
export function RefCell({ value, record, field }: CellProps) {
  const label = record[`${field.name}_dictText`];
  if (label !== undefined && label !== null && label !== '') return <>{String(label)}</>;
  return value ? <Typography.Text type="secondary">{String(value)}</Typography.Text> : null;
}

export function SecretCell() {
  return <>******</>;
}
