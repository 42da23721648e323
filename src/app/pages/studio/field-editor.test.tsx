// @vitest-environment jsdom
// The studio's field editor offers a text field's English companion (x-english) among the entity's
// other plain text fields only, and writes the key into the draft (removed again when cleared); it
// writes a field's help text in both languages (description / x-description) the same way.
import '../../../../runtime/antd/test-dom.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../overrides/test-harness.tsx';
import type { Json } from './draft-model.ts';
import { FieldEditor } from './field-editor.tsx';
import type { SchemaIndex } from './studio-api.ts';

afterEach(cleanup);

const t = (zh: string, en: string) => ({ title: zh, 'x-title': { en } });
const draft: Json = {
  'x-entity': { permission: 'zz:thing' },
  properties: {
    name: { type: 'string', ...t('名称', 'Name') },
    nameEn: { type: 'string', ...t('英文名称', 'English name') },
    kind: { type: 'string', ...t('类别', 'Kind'), 'x-dict': 'kind' },
    secret: { type: 'string', ...t('密钥', 'Secret'), 'x-secret': true },
    rank: { type: 'integer', ...t('序号', 'Rank') },
  },
};
const index = {
  folders: [],
  entities: [],
  dicts: [],
  catalogue: { formats: {}, widgets: {} },
} as unknown as SchemaIndex;

function render(onChange: (next: Json) => void, current: Json = draft) {
  renderApp(
    <FieldEditor draft={current} name="name" index={index} newDicts={[]} onChange={onChange} onCreateDict={() => {}} />,
    () => undefined,
  );
}

function open(onChange: (next: Json) => void, current: Json = draft) {
  render(onChange, current);
  const select = screen.getByTestId('field-english');
  fireEvent.mouseDown(within(select).getByRole('combobox'));
}

describe('studio field editor: English companion', () => {
  it('offers only the other plain text fields and writes x-english', async () => {
    const onChange = vi.fn();
    open(onChange);
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(options).toEqual(['英文名称 (nameEn)']);
    fireEvent.click(await screen.findByText('英文名称 (nameEn)'));
    expect(onChange.mock.calls.at(-1)![0].properties.name['x-english']).toBe('nameEn');
  });
});

describe('studio field editor: help text', () => {
  it('writes description and x-description, and removes each when cleared', () => {
    const onChange = vi.fn();
    const withHelp = (d: Json) => d.properties.name as Json;
    render(onChange);
    fireEvent.change(screen.getByTestId('field-help'), { target: { value: '两到二十个字' } });
    expect(withHelp(onChange.mock.calls.at(-1)![0]).description).toBe('两到二十个字');
    fireEvent.change(screen.getByTestId('field-help-en'), { target: { value: '2 to 20 characters' } });
    expect(withHelp(onChange.mock.calls.at(-1)![0])['x-description']).toEqual({ en: '2 to 20 characters' });
    cleanup();
    const filled: Json = {
      ...draft,
      properties: {
        ...draft.properties,
        name: { ...draft.properties.name, description: '提示', 'x-description': { en: 'Help' } },
      },
    };
    render(onChange, filled);
    fireEvent.change(screen.getByTestId('field-help-en'), { target: { value: '' } });
    expect(withHelp(onChange.mock.calls.at(-1)![0])).not.toHaveProperty('x-description');
    fireEvent.change(screen.getByTestId('field-help'), { target: { value: '' } });
    expect(withHelp(onChange.mock.calls.at(-1)![0])).not.toHaveProperty('description');
  });
});
