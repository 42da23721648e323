// The options of a choice column (select, radio, list_multi, sel_search): its own `options`, else
// its dictionary in the UI language (useDict: database items first, registry fallback), else a
// table dictionary ("table,text,code") from the server, one call shared by the column's cells.
import { useMemo } from 'react';
import type { CellValue, EditableColumn } from '../../../core/editable/types.ts';
import { splitValues } from '../../../core/multi-value.ts';
import { useDataProvider } from '../../../react/registry-context.tsx';
import { useAsync } from '../../../react/use-async.ts';
import { useDict } from '../../../react/use-dict.ts';
import { isBlank, isTableDict } from './column-settings.ts';
import { loadDictItems } from './dict-calls.ts';

export interface CellOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface ColumnOptions {
  options: CellOption[];
  /** The label of each value of a (comma-joined) value; a value no option holds shows as itself. */
  labels(value: CellValue): string[];
  loading: boolean;
}

export function useColumnOptions(column: EditableColumn): ColumnOptions {
  const provider = useDataProvider();
  const own = column.options;
  const table = !own && isTableDict(column.dictCode) ? column.dictCode : undefined;
  const dict = useDict(own || table ? undefined : column.dictCode);
  const remote = useAsync(table ? `dict:${table}` : null, () => loadDictItems(provider, table!));
  return useMemo(() => {
    const options: CellOption[] = own
      ? own.map((o) => ({ value: o.value, label: o.text, disabled: o.disabled }))
      : table
        ? (remote.data ?? []).map((o) => ({ value: o.value, label: o.text }))
        : dict.options.map((o) => ({ value: o.value, label: o.label }));
    const byValue = new Map(options.map((o) => [String(o.value), o.label]));
    return {
      options,
      labels: (value) => (isBlank(value) ? [] : splitValues(value).map((v) => byValue.get(v) ?? v)),
      loading: remote.loading,
    };
  }, [own, table, remote.data, remote.loading, dict]);
}
