// The choice cells (spec 001 §3): `select` (options or a dictionary; `multiple` stores the codes
// joined by commas; allowInput takes free text, allowSearch filters by label), `list_multi` (several
// codes, comma-joined), `radio` (one code) and `sel_search` (a searchable select over a dictionary:
// the shared DictSelect for a plain dictionary code). Single values keep the option's own type
// (numbers of registry dictionaries stay numbers); emptied cells emit null. Outside editing they show
// the labels joined by commas.
import { Radio, Select } from 'antd';
import { memo, useState } from 'react';
import type { EditableColumn } from '../../../core/editable/types.ts';
import { joinValues, splitValues } from '../../../core/multi-value.ts';
import { useT } from '../../messages.ts';
import { DictSelect } from '../../widgets/dict-select.tsx';
import type { EditableCellProps } from './cell-types.ts';
import { CellText } from './cell-text.tsx';
import { emitted, isBlank, isTableDict } from './column-settings.ts';
import { useColumnOptions, type CellOption } from './use-column-options.ts';

const FULL = { width: '100%' };

/** "请选择{title}" unless the column has its own placeholder. */
export function useChoicePlaceholder(column: EditableColumn): string {
  const t = useT();
  return column.placeholder ?? t('selectPlaceholder', { title: column.title });
}

/** The option value a stored value stands for (stored text matched to a numeric code), or the value. */
function currentOf(options: CellOption[], value: unknown): string | number | undefined {
  if (isBlank(value)) return undefined;
  return options.find((o) => String(o.value) === String(value))?.value ?? (value as string | number);
}

function ChoiceText({ column, value }: EditableCellProps) {
  const { labels } = useColumnOptions(column);
  return <CellText text={labels(value).join(',')} />;
}

interface SelectEditorProps extends EditableCellProps {
  /** Several codes, comma-joined. */
  multiple: boolean;
  /** Filter the options by typed text. */
  searchable: boolean;
}

function SelectEditor(props: SelectEditorProps) {
  const { column, value, onChange, onBlur, disabled, autoFocus, multiple, searchable } = props;
  const { options, loading } = useColumnOptions(column);
  const placeholder = useChoicePlaceholder(column);
  const free = column.allowInput === true;
  const [typed, setTyped] = useState('');
  const common = {
    ...column.props,
    style: { ...FULL, ...(column.props?.style as object) },
    placeholder,
    disabled,
    autoFocus,
    loading,
    allowClear: true,
    onBlur,
  };
  if (multiple) {
    return (
      <Select
        {...common}
        mode={free ? 'tags' : 'multiple'}
        maxTagCount="responsive"
        showSearch={searchable || free ? { optionFilterProp: 'label' } : false}
        options={options.map((o) => ({ ...o, value: String(o.value) }))}
        value={splitValues(value, { unique: true })}
        onChange={(codes: string[]) => onChange(joinValues(codes) ?? null)}
      />
    );
  }
  const current = currentOf(options, value);
  const shown =
    free && typed && !options.some((o) => String(o.value) === typed)
      ? [{ value: typed, label: typed }, ...options]
      : options;
  return (
    <Select
      {...common}
      showSearch={
        searchable || free
          ? {
              optionFilterProp: 'label',
              onSearch: free
                ? (text: string) => {
                    setTyped(text);
                    if (text) onChange(text);
                  }
                : undefined,
            }
          : false
      }
      options={shown}
      value={current}
      onChange={(v?: string | number) => onChange(emitted(v))}
    />
  );
}

function SelectCellView(props: EditableCellProps) {
  if (!props.editing) return <ChoiceText {...props} />;
  const { column } = props;
  return (
    <SelectEditor
      {...props}
      multiple={column.multiple === true}
      searchable={column.allowSearch === true || column.allowInput === true}
    />
  );
}

function ListMultiCellView(props: EditableCellProps) {
  if (!props.editing) return <ChoiceText {...props} />;
  return <SelectEditor {...props} multiple searchable={props.column.allowSearch === true} />;
}

function SelSearchCellView(props: EditableCellProps) {
  const { column, value, onChange, onBlur, disabled, autoFocus, editing } = props;
  const placeholder = useChoicePlaceholder(column);
  if (!editing) return <ChoiceText {...props} />;
  if (column.options || !column.dictCode || isTableDict(column.dictCode))
    return <SelectEditor {...props} multiple={false} searchable />;
  return (
    <DictSelect
      code={column.dictCode}
      style={FULL}
      value={isBlank(value) ? undefined : (value as string | number)}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      onBlur={onBlur}
      onChange={(v) => onChange(emitted(v))}
    />
  );
}

function RadioEditor({ column, value, onChange, onBlur, disabled }: EditableCellProps) {
  const { options } = useColumnOptions(column);
  return (
    <Radio.Group
      {...column.props}
      disabled={disabled}
      options={options}
      value={currentOf(options, value)}
      onChange={(e) => onChange(e.target.value as string | number)}
      onBlur={onBlur}
    />
  );
}

function RadioCellView(props: EditableCellProps) {
  return props.editing ? <RadioEditor {...props} /> : <ChoiceText {...props} />;
}

export const SelectCell = memo(SelectCellView);
export const ListMultiCell = memo(ListMultiCellView);
export const SelSearchCell = memo(SelSearchCellView);
export const RadioCell = memo(RadioCellView);
