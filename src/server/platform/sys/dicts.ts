// Dictionary items from the registry in the shapes the spec's calls return, per language, built once.
import type { Lang, Registry } from '../../../../runtime/core/registry.ts';

export interface DictItemOut {
  value: string | number;
  text: string;
  title: string;
  label: string;
}

export type DictTable = Record<string, DictItemOut[]>;

export function buildDictTables(registry: Registry): Record<Lang, DictTable> {
  const table = (lang: Lang): DictTable =>
    Object.fromEntries(
      Object.values(registry.dicts).map((d) => [
        d.code,
        d.items.map((i) => {
          const text = lang === 'en' ? i.label.en : i.label.zh;
          return { value: i.value, text, title: text, label: text };
        }),
      ]),
    );
  return { 'zh-CN': table('zh-CN'), en: table('en') };
}
