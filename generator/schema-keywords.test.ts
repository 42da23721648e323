// docs/schema-keywords.md cannot drift from the meta-schemas: one section per x- keyword they define,
// none for a keyword they do not, and the widget table equal to the widget catalogue.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_OPTIONS } from '../runtime/core/widget-catalog.ts';

const root = resolve(import.meta.dirname, '..');
const doc = readFileSync(resolve(root, 'docs/schema-keywords.md'), 'utf8');

/** Every x- keyword a meta-schema defines (a key of any `properties` object). */
function metaKeywords(): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const name of Object.keys(value)) if (name.startsWith('x-')) found.add(name);
      walk(value);
    }
  };
  for (const file of ['entity', 'dict', 'report'])
    walk(JSON.parse(readFileSync(resolve(root, `schemas/_meta/${file}.schema.json`), 'utf8')));
  return [...found].sort();
}

describe('docs/schema-keywords.md', () => {
  it('has one section per x- keyword of the meta-schemas and no other', () => {
    const sections = [...doc.matchAll(/^## `(x-[a-z-]+)`$/gm)].map((m) => m[1]).sort();
    expect(sections).toEqual(metaKeywords());
  });

  it('gives every section an example', () => {
    for (const part of doc.split(/^## /m).slice(1)) expect(part, part.split('\n')[0]).toMatch(/```json\n[\s\S]+?\n```/);
  });

  it('lists the x-options keys of every widget as the catalogue has them', () => {
    const rows = [...doc.matchAll(/^\| `([a-z-]+)` +\| (.+?) +\|$/gm)].map(([, widget, keys]) => [
      widget,
      keys === '—' ? [] : [...keys.matchAll(/`([A-Za-z]+)`/g)].map((k) => k[1]),
    ]);
    expect(Object.fromEntries(rows)).toEqual(WIDGET_OPTIONS);
  });
});
