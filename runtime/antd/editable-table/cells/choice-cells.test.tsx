// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformCall } from '../../../core/data-provider.ts';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { editorRegistry } from '../../widgets/editors/editor-test-kit.tsx';
import { column, renderCell } from './cell-test-kit.tsx';
import { ListMultiCell, RadioCell, SelectCell, SelSearchCell } from './choice-cells.tsx';

afterEach(cleanup);

const registry = editorRegistry; // site_type: 0 公司, 1 一级转运中心 (numbers); fruit: a 苹果, b 香蕉, c 樱桃
const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));
const pick = async (title: string) => {
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
};
const OPTIONS = [
  { value: 'kg', text: '千克' },
  { value: 't', text: '吨' },
];

describe('select cell', () => {
  it('picks from a dictionary and keeps its numeric codes; read-only shows the label', async () => {
    const cell = renderCell(SelectCell, column('select', { dictCode: 'site_type' }), { registry, value: '0' });
    expect(screen.getByTitle('公司')).toBeTruthy(); // a stored '0' matched to the code 0
    open();
    await pick('一级转运中心');
    await waitFor(() => expect(cell.last()).toBe(1));
    cell.setEditing(false);
    expect(document.querySelector('.editable-cell-text')!.textContent).toBe('一级转运中心');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('takes the column options and emits null when cleared', async () => {
    const cell = renderCell(SelectCell, column('select', { options: OPTIONS }), { value: 'kg' });
    const clear = document.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(cell.onChange).toHaveBeenLastCalledWith(null, undefined));
  });

  it('multiple: joins the codes with commas, read-only joins the labels', async () => {
    const cell = renderCell(SelectCell, column('select', { dictCode: 'fruit', multiple: true }), {
      registry,
      value: 'a',
    });
    open();
    await pick('樱桃');
    await waitFor(() => expect(cell.last()).toBe('a,c'));
    cell.setEditing(false);
    expect(screen.getByText('苹果,樱桃')).toBeTruthy();
  });

  it('allowInput: typed text becomes the value', async () => {
    const cell = renderCell(SelectCell, column('select', { options: OPTIONS, allowInput: true }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '箱' } });
    await waitFor(() => expect(cell.last()).toBe('箱'));
  });

  it('a table dictionary loads once for all the cells of the column', async () => {
    const items = [
      { value: 's1', text: 'North hub' },
      { value: 's2', text: 'South hub' },
    ];
    const mem = memoryProvider([], { 'GET /sys/dict/getDictItems/wl_site,siteName,id': items });
    const col = column('select', { dictCode: 'wl_site,siteName,id' });
    renderCell(SelectCell, col, { provider: mem.provider, value: 's2', editing: false });
    renderCell(SelectCell, col, { provider: mem.provider, value: 's1', editing: false });
    await screen.findByText('South hub');
    await screen.findByText('North hub');
    const calls = mem.calls.filter((c) => c.op === 'request').map((c) => (c.arg as PlatformCall).path);
    expect(calls).toEqual(['/sys/dict/getDictItems/wl_site,siteName,id']);
  });
});

describe('list_multi cell', () => {
  it('holds several codes joined by commas and shows their labels', async () => {
    const cell = renderCell(ListMultiCell, column('list_multi', { options: OPTIONS }), { value: 't' });
    open();
    await pick('千克');
    await waitFor(() => expect(cell.last()).toBe('t,kg'));
    cell.setEditing(false);
    expect(screen.getByText('吨,千克')).toBeTruthy();
  });
});

describe('radio cell', () => {
  it('stores the chosen code and shows its label outside editing', async () => {
    const cell = renderCell(RadioCell, column('radio', { dictCode: 'site_type' }), { registry, lang: 'en' });
    await act(async () => fireEvent.click(screen.getByLabelText('Level-1 transfer centre')));
    expect(cell.last()).toBe(1);
    cell.setEditing(false);
    expect(screen.getByText('Level-1 transfer centre')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('sel_search cell', () => {
  it('searches a dictionary by label (DictSelect) and emits the code', async () => {
    const cell = renderCell(SelSearchCell, column('sel_search', { dictCode: 'fruit' }), { registry });
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '香' } });
    await waitFor(() => expect(screen.queryByTitle('苹果')).toBeNull());
    await pick('香蕉');
    await waitFor(() => expect(cell.last()).toBe('b'));
    cell.setEditing(false);
    expect(screen.getByText('香蕉')).toBeTruthy();
  });
});
