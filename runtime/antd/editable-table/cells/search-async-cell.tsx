// The `sel_search_async` cell (spec 001 §3, §9): a select that searches remotely as the user types
// (the column's `search(text)` or its dictionary code through the server, 10 a page, 800 ms after the
// last key), the first page when it opens. One value, or several comma-joined with `multiple`;
// emptied -> null. Outside editing it shows the labels (a stored value without a known label as
// itself).
import { Select, Spin } from 'antd';
import { memo } from 'react';
import type { SelectOption } from '../../../core/editable/types.ts';
import { joinValues, splitValues } from '../../../core/multi-value.ts';
import type { EditableCellProps } from './cell-types.ts';
import { CellText } from './cell-text.tsx';
import { useChoicePlaceholder } from './choice-cells.tsx';
import { emitted } from './column-settings.ts';
import { useRememberLabels, useSearchOptions, useValueLabels } from './use-search-options.ts';

/** The label the server sent with a loaded row (`<field>_dictText`) for its single stored value. */
function sentLabel(row: EditableCellProps['row'], key: string, keys: string[]): string | undefined {
  const text = row[`${key}_dictText`];
  return keys.length === 1 && typeof text === 'string' && text ? text : undefined;
}

function AsyncText({ column, value, row }: EditableCellProps) {
  const keys = splitValues(value, { unique: true });
  const labels = useValueLabels(column, keys);
  const sent = sentLabel(row, column.key, keys);
  return <CellText text={keys.map((k) => labels.get(k) ?? sent ?? k).join(',')} />;
}

function AsyncEditor({ column, value, row, onChange, onBlur, disabled, autoFocus }: EditableCellProps) {
  const keys = splitValues(value, { unique: true });
  const labels = useValueLabels(column, keys);
  const sent = sentLabel(row, column.key, keys);
  const { options: found, loading, open, search } = useSearchOptions(column);
  const remember = useRememberLabels(column);
  const placeholder = useChoicePlaceholder(column);
  const multiple = column.multiple === true;
  const seen = new Set(found.map((o) => String(o.value)));
  const options = [
    ...found.map((o) => ({ value: String(o.value), label: o.text, raw: o })),
    ...keys.filter((k) => !seen.has(k)).map((k) => ({ value: k, label: labels.get(k) ?? sent ?? k, raw: undefined })),
  ];
  const rawOf = (k: string): SelectOption | undefined => options.find((o) => o.value === k)?.raw;
  return (
    <Select
      {...column.props}
      style={{ width: '100%', ...(column.props?.style as object) }}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? 'responsive' : undefined}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      options={options.map(({ value, label }) => ({ value, label }))}
      value={multiple ? keys : keys[0]}
      onOpenChange={(isOpen) => isOpen && open()}
      onBlur={onBlur}
      onChange={(next?: string | string[]) => {
        const picked = (Array.isArray(next) ? next : next === undefined ? [] : [next])
          .map(rawOf)
          .filter((o): o is SelectOption => !!o);
        remember(picked);
        if (multiple) return onChange(joinValues((next as string[] | undefined) ?? []) ?? null);
        // a single value keeps the option's own type (a number stays a number)
        onChange(emitted(next === undefined ? undefined : (rawOf(next as string)?.value ?? (next as string))));
      }}
    />
  );
}

function SearchAsyncCellView(props: EditableCellProps) {
  return props.editing ? <AsyncEditor {...props} /> : <AsyncText {...props} />;
}

export const SearchAsyncCell = memo(SearchAsyncCellView);
