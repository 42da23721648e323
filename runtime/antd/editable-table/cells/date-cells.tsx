// The `date` (YYYY-MM-DD), `datetime` (YYYY-MM-DD HH:mm:ss) and `time` (HH:mm:ss) cells (spec 001 §9)
// over the shared DateInput / TimeInput controls; the value is the text in that format, emptied ->
// null. Outside editing they show the stored text.
import { memo } from 'react';
import { useT } from '../../messages.ts';
import { DateInput, TimeInput } from '../../widgets/date-inputs.tsx';
import type { EditableCellProps } from './cell-types.ts';
import { CellText } from './cell-text.tsx';
import { emitted, isBlank, textOf } from './column-settings.ts';

function DateEditor({ props, kind }: { props: EditableCellProps; kind: 'date' | 'datetime' | 'time' }) {
  const t = useT();
  const { column, value, onChange, onBlur, disabled, autoFocus } = props;
  const common = {
    value: isBlank(value) ? undefined : String(value),
    placeholder: column.placeholder ?? t('selectPlaceholder', { title: column.title }),
    disabled,
    autoFocus,
    onBlur,
    extra: column.props,
    onChange: (v: string | undefined) => onChange(emitted(v)),
  };
  return kind === 'time' ? <TimeInput {...common} /> : <DateInput {...common} showTime={kind === 'datetime'} />;
}

const view = (kind: 'date' | 'datetime' | 'time') =>
  memo(function DateKindCell(props: EditableCellProps) {
    return props.editing ? <DateEditor props={props} kind={kind} /> : <CellText text={textOf(props.value)} />;
  });

export const DateCell = view('date');
export const DateTimeCell = view('datetime');
export const TimeCell = view('time');
