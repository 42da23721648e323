// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import { makeField, renderWidget } from './editors/editor-test-kit.tsx';
import { DictWidget, RefWidget } from './select-widgets.tsx';

afterEach(cleanup);

const open = (name: string) => fireEvent.mouseDown(document.querySelector(`#root_${name}`)!);
const pick = async (title: string) => {
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
};

describe('DictWidget (x-dict select)', () => {
  const typeField = makeField('type', { type: 'integer', dict: 'site_type' });

  it('shows the label of the stored value and emits the picked code in the dictionary type', async () => {
    const view = renderWidget(DictWidget, typeField, { value: 0 });
    expect(screen.getByTitle('公司')).toBeTruthy();
    open('type');
    await pick('一级转运中心');
    await waitFor(() => expect(view.last()).toBe(1));
  });

  it('matches a stored string to the dictionary value and labels in English', () => {
    renderWidget(DictWidget, typeField, { value: '1', lang: 'en' });
    expect(screen.getByTitle('Level-1 transfer centre')).toBeTruthy();
  });

  it('emits string codes of a string dictionary and undefined when cleared', async () => {
    const view = renderWidget(DictWidget, makeField('fruit', { dict: 'fruit' }), { value: 'a' });
    open('fruit');
    await pick('樱桃');
    await waitFor(() => expect(view.last()).toBe('c'));
    const clear = document.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(view.last()).toBeUndefined());
  });
});

describe('RefWidget (x-ref select)', () => {
  const parentField: FieldDef = makeField('parentId', { ref: { entity: 'wl_site', label: 'siteName' } });
  const sites: Row[] = [
    { id: 's1', siteName: 'North hub' },
    { id: 's2', siteName: 'South hub' },
  ];

  it('loads the referenced list when opened and emits the picked id', async () => {
    const mem = memoryProvider(sites);
    const view = renderWidget(RefWidget, parentField, { provider: mem.provider });
    expect(mem.calls.filter((c) => c.op === 'getList')).toEqual([]);
    open('parentId');
    await pick('South hub');
    await waitFor(() => expect(view.last()).toBe('s2'));
    expect(mem.calls.find((c) => c.op === 'getList')).toMatchObject({
      entity: 'wl_site',
      arg: { pageNo: 1, pageSize: 10 },
    });
  });

  it('shows the label the record carries for the stored id without loading', () => {
    const mem = memoryProvider(sites);
    renderWidget(RefWidget, parentField, { provider: mem.provider, value: 's9', uiOptions: { refLabel: 'Old depot' } });
    expect(screen.getByTitle('Old depot')).toBeTruthy();
    expect(mem.calls).toEqual([]);
  });
});
