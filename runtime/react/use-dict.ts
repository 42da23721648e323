// Dictionary labels in the current language (spec: every code list has zh-CN and en labels).
import { useMemo } from 'react';
import { text } from '../core/registry.ts';
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
  return useMemo(() => {
    const dict = code ? registry.dicts[code] : undefined;
    const options: DictOption[] = (dict?.items ?? []).map((item) => ({
      value: item.value,
      label: text(item.label, lang),
      color: item.color,
    }));
    const find = (value: unknown) => options.find((o) => String(o.value) === String(value));
    return {
      options,
      label: (value) =>
        value === undefined || value === null || value === '' ? '' : (find(value)?.label ?? String(value)),
      color: (value) => find(value)?.color,
    };
  }, [registry, code, lang]);
}
