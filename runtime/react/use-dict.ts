// Dictionary labels in the current language (spec: every code list has zh-CN and en labels): the
// database items the app loaded (db-dict-items.tsx) when it has the dictionary, else the registry's.
// Labels of values the database does not offer (a disabled item) still come from the registry.
import { useMemo } from 'react';
import { text } from '../core/registry.ts';
import { useDbDictItems } from './db-dict-items.tsx';
import { useLang, useRegistry } from './registry-context.tsx';

export interface DictOption {
  value: string | number;
  label: string;
  color?: string;
}

export interface DictView {
  options: DictOption[];
  /** Label of a stored value; the value itself when the dictionary does not know it. */
  label(value: unknown): string;
  color(value: unknown): string | undefined;
}

export function useDict(code: string | undefined): DictView {
  const registry = useRegistry();
  const lang = useLang();
  const dbItems = useDbDictItems();
  const fromDb = code ? dbItems?.[code] : undefined;
  return useMemo(() => {
    const dict = code ? registry.dicts[code] : undefined;
    const fromRegistry: DictOption[] = (dict?.items ?? []).map((item) => ({
      value: item.value,
      label: text(item.label, lang),
      color: item.color,
    }));
    const options: DictOption[] = fromDb?.length
      ? fromDb.map((i) => ({ value: i.value, label: i.text, color: i.color }))
      : fromRegistry;
    const match = (value: unknown) => (o: DictOption) => String(o.value) === String(value);
    const find = (value: unknown) => options.find(match(value)) ?? fromRegistry.find(match(value));
    return {
      options,
      label: (value) =>
        value === undefined || value === null || value === '' ? '' : (find(value)?.label ?? String(value)),
      color: (value) => find(value)?.color,
    };
  }, [registry, code, lang, fromDb]);
}
