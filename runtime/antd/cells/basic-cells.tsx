// Cells for plain values: text, numbers, money, dates, booleans, references and secrets.
import { Typography } from 'antd';
import { fieldText } from '../../core/english-text.ts';
import { useLang } from '../../react/registry-context.tsx';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatMoney, formatNumber } from '../format-value.ts';
import { useT } from '../messages.ts';
import type { CellProps } from './cell-types.ts';

/** Plain text; a field with an English companion (x-english) shows that on English screens when filled. */
export function TextCell({ value, record, field }: CellProps) {
  const lang = useLang();
  const text = field.english ? fieldText(record, field, lang) : value;
  if (text === undefined || text === null || text === '') return null;
  return <>{typeof text === 'object' ? JSON.stringify(text) : String(text)}</>;
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
