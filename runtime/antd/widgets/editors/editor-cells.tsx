// List cells of this folder's field kinds: rich text as a plain-text excerpt, code as a monospace
// excerpt (the whole text in the tooltip), and dictionary checkbox / multi-select values as one Tag per
// code with the dictionary's label and colour (the shared DictCell). A `checkbox` field without a
// dictionary is a boolean: 是 / 否.
import { Typography } from 'antd';
import { DictCell } from '../../cells/dict-cell.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { useT } from '../../messages.ts';
import { excerpt, htmlText } from './text-excerpt.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

export function RichTextCell({ value }: CellProps) {
  if (isEmpty(value)) return null;
  const text = htmlText(String(value)).replace(/\s+/g, ' ').trim();
  const short = excerpt(text);
  return <span title={short === text ? undefined : text}>{short}</span>;
}

export function CodeCell({ value }: CellProps) {
  if (isEmpty(value)) return null;
  const text = String(value);
  const short = excerpt(text);
  return (
    <Typography.Text code title={text} style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {short}
    </Typography.Text>
  );
}

export function ChoiceCell(props: CellProps) {
  const t = useT();
  if (props.field.dict) return <DictCell {...props} />;
  const { value } = props;
  if (isEmpty(value)) return null;
  if (typeof value === 'boolean' || props.field.type === 'boolean')
    return <>{value === true || value === 'true' ? t('yes') : t('no')}</>;
  return <>{String(value)}</>;
}
