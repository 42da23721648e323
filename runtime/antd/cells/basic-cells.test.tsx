// @vitest-environment jsdom
// A text field with an English companion (x-english) shows it on English screens, in the list cell and
// in a reference select's options; Chinese screens and an empty companion keep the field's own text.
import '../test-dom.ts';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityDef, Lang, Registry } from '../../core/registry.ts';
import { useRefOptions } from '../../react/use-ref-options.ts';
import {
  fieldDef,
  memoryProvider,
  Providers,
  providers,
  siteEntity,
  testRegistry,
} from '../../react/test-fixtures.tsx';
import { TextCell } from './basic-cells.tsx';

afterEach(cleanup);

const name = fieldDef('siteName', { english: 'siteNameEn' });
const english: EntityDef = {
  ...siteEntity,
  fields: siteEntity.fields.map((f) => (f.name === 'siteName' ? { ...f, english: 'siteNameEn' } : f)),
};
const registry: Registry = { ...testRegistry, entities: { wl_site: english } };
const rows = [
  { id: 'a', siteName: '华南转运中心', siteNameEn: 'South China hub' },
  { id: 'b', siteName: '总部', siteNameEn: '' },
];

function cell(lang: Lang, record: Record<string, unknown>) {
  const { provider } = memoryProvider();
  render(
    <Providers provider={provider} registry={registry} lang={lang}>
      <span data-testid="cell">
        <TextCell value={record.siteName} record={record} field={name} />
      </span>
    </Providers>,
  );
  return screen.getByTestId('cell').textContent;
}

describe('English companions of text fields', () => {
  it('the list cell shows the English text in English, the own text in Chinese or when empty', () => {
    expect(cell('en', rows[0]!)).toBe('South China hub');
    cleanup();
    expect(cell('zh-CN', rows[0]!)).toBe('华南转运中心');
    cleanup();
    expect(cell('en', rows[1]!)).toBe('总部');
  });

  it('a reference select labels its options the same way', async () => {
    const { provider } = memoryProvider(rows);
    const ref = { entity: 'wl_site', label: 'siteName' };
    const { result } = renderHook(() => useRefOptions(ref), { wrapper: providers(provider, { registry, lang: 'en' }) });
    result.current.open();
    await waitFor(() => expect(result.current.options.map((o) => o.label).sort()).toEqual(['South China hub', '总部']));
  });
});
