// Options of a reference (x-ref) select: the referenced entity's list searched by its label field,
// 10 per page, debounced 800 ms (spec 001 §9), loaded the first time the select opens.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldText } from '../core/english-text.ts';
import type { FieldDef, RefDef } from '../core/registry.ts';
import type { Row } from '../core/wire.ts';
import { textFilter } from './list-query.ts';
import { useDataProvider, useLang, useRegistry } from './registry-context.tsx';
import { useAsync } from './use-async.ts';

export interface RefOption {
  value: string;
  label: string;
}

export interface RefOptionsView {
  options: RefOption[];
  loading: boolean;
  error: Error | null;
  /** Load the first page if nothing was loaded yet (call when the select opens). */
  open(): void;
  /** Search by label, debounced. */
  search(keyword: string): void;
}

export const REF_SEARCH_PAGE_SIZE = 10;
export const REF_SEARCH_DEBOUNCE_MS = 800;

/** The referenced entity's label field (for its English companion, x-english), else just its name. */
function useLabelField(ref: RefDef | undefined): Pick<FieldDef, 'name' | 'english'> {
  const registry = useRegistry();
  const name = ref?.label ?? 'id';
  return (ref && registry.entities[ref.entity]?.fields.find((f) => f.name === name)) || { name };
}

/** A referenced row's label in `lang`: its label field's text (fieldText), else its id. */
const rowLabel = (row: Row, field: Pick<FieldDef, 'name' | 'english'>, lang: ReturnType<typeof useLang>) =>
  fieldText(row, field, lang) ?? row.id;

export function useRefOptions(
  ref: RefDef | undefined,
  known: RefOption[] = [],
  { debounceMs = REF_SEARCH_DEBOUNCE_MS }: { debounceMs?: number } = {},
): RefOptionsView {
  const dataProvider = useDataProvider();
  const labelField = useLabelField(ref);
  const lang = useLang();
  const [keyword, setKeyword] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { data, loading, error } = useAsync(ref && keyword !== null ? `${ref.entity}:${keyword}` : null, () =>
    dataProvider.getList<Row>(ref!.entity, {
      pageNo: 1,
      pageSize: REF_SEARCH_PAGE_SIZE,
      ...(keyword ? { [ref!.label]: textFilter(keyword) } : {}),
    }),
  );

  const open = useCallback(() => setKeyword((k) => (k === null ? '' : k)), []);
  const search = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setKeyword(value.trim()), debounceMs);
    },
    [debounceMs],
  );

  const knownKey = JSON.stringify(known);
  const options = useMemo(() => {
    const out: RefOption[] = [];
    const seen = new Set<string>();
    const add = (o: RefOption) => {
      if (!seen.has(o.value)) {
        seen.add(o.value);
        out.push(o);
      }
    };
    for (const row of data?.records ?? []) {
      if (row.id) add({ value: String(row.id), label: String(rowLabel(row, labelField, lang)) });
    }
    for (const o of JSON.parse(knownKey) as RefOption[]) add(o);
    return out;
  }, [data, labelField, lang, knownKey]);

  return { options, loading, error, open, search };
}

/** Total number of rows of an entity (one list call with pageSize 1). */
export function useEntityTotal(entityName: string): {
  total: number | undefined;
  loading: boolean;
  error: Error | null;
} {
  const dataProvider = useDataProvider();
  const { data, loading, error } = useAsync(`total:${entityName}`, () =>
    dataProvider.getList(entityName, { pageNo: 1, pageSize: 1 }),
  );
  return { total: data?.total, loading, error };
}

/** Label of a referenced row when only its id is known (e.g. a filter restored from the URL). */
export function useRefLabel(ref: RefDef | undefined, id: string | undefined, knownLabel?: string): string | undefined {
  const dataProvider = useDataProvider();
  const labelField = useLabelField(ref);
  const lang = useLang();
  const need = ref && id && !knownLabel ? `${ref.entity}/${id}` : null;
  const { data } = useAsync(need, () => dataProvider.getOne<Row>(ref!.entity, id!));
  if (knownLabel) return knownLabel;
  const label = data ? fieldText(data, labelField, lang) : undefined;
  return label === undefined || label === null ? undefined : String(label);
}
