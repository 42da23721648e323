// Remote search of a sel_search_async column (spec 001 §9: page size 10, debounce 800 ms): through
// the column's `search(text)` or its dictionary (GET /sys/dict/loadDict/{code}?keyword=&pageSize=10),
// the first page loaded when the select opens; and the labels of stored values: a plain dictionary's
// from useDict, a table dictionary's from the server (batched per tick, dict-calls.ts), a custom
// search's from the options the user picked in this session.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditableColumn, SelectOption } from '../../../core/editable/types.ts';
import { useDataProvider } from '../../../react/registry-context.tsx';
import { useAsync } from '../../../react/use-async.ts';
import { useDict } from '../../../react/use-dict.ts';
import { isTableDict } from './column-settings.ts';
import {
  knownDictLabels,
  lookupDictLabels,
  rememberDictLabels,
  searchDict,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
} from './dict-calls.ts';

export interface SearchOptions {
  options: SelectOption[];
  loading: boolean;
  /** Load the first page if nothing was searched yet (the select opens). */
  open(): void;
  /** Search for `text`, debounced. */
  search(text: string): void;
}

export function useSearchOptions(column: EditableColumn, debounceMs = SEARCH_DEBOUNCE_MS): SearchOptions {
  const provider = useDataProvider();
  const [keyword, setKeyword] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { search: custom, dictCode } = column;
  const { data, loading } = useAsync(keyword === null ? null : `${dictCode ?? ''}|${keyword}`, async () => {
    if (custom) return (await custom(keyword!)).slice(0, SEARCH_PAGE_SIZE);
    return dictCode ? searchDict(provider, dictCode, keyword!) : [];
  });
  const open = useCallback(() => setKeyword((k) => k ?? ''), []);
  const search = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setKeyword(text.trim()), debounceMs);
    },
    [debounceMs],
  );
  return { options: data ?? [], loading: loading && keyword !== null, open, search };
}

/** Labels a custom search gave, per search function (a picked value shows its label when read). */
const customLabels = new WeakMap<(text: string) => unknown, Map<string, string>>();

/** Keep the labels of picked options, so the cell shows them without asking again. */
export function useRememberLabels(column: EditableColumn): (options: readonly SelectOption[]) => void {
  const provider = useDataProvider();
  const { search, dictCode } = column;
  return useCallback(
    (options) => {
      if (search) {
        let known = customLabels.get(search);
        if (!known) customLabels.set(search, (known = new Map()));
        for (const o of options) known.set(String(o.value), o.text);
      } else if (isTableDict(dictCode)) rememberDictLabels(provider, dictCode, options);
    },
    [provider, search, dictCode],
  );
}

/** value -> label of stored values (values without a known label are absent). */
export function useValueLabels(column: EditableColumn, keys: readonly string[]): Map<string, string> {
  const provider = useDataProvider();
  const { search, dictCode } = column;
  const table = !search && isTableDict(dictCode) ? dictCode : undefined;
  const dict = useDict(!search && !table ? dictCode : undefined);
  const joined = keys.join(',');
  const remote = useAsync(table && joined ? `labels:${table}:${joined}` : null, () =>
    lookupDictLabels(provider, table!, joined.split(',')),
  );
  return useMemo(() => {
    if (search) {
      const known = customLabels.get(search);
      return new Map(joined ? joined.split(',').flatMap((k) => (known?.has(k) ? [[k, known.get(k)!]] : [])) : []);
    }
    // labels known from earlier look-ups or picks show at once, before the look-up answers
    if (table) return remote.data ?? knownDictLabels(provider, table, joined ? joined.split(',') : []);
    const out = new Map<string, string>();
    for (const k of joined ? joined.split(',') : []) {
      const o = dict.options.find((x) => String(x.value) === k);
      if (o) out.set(k, o.label);
    }
    return out;
  }, [search, table, remote.data, dict, joined, provider]);
}
