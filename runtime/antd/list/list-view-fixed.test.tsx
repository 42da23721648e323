// @vitest-environment jsdom
// A list with fixed filters (a menu's `filter`): always sent, not offered in the search form, kept
// when the user searches or resets, and not written into the URL.
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../core/wire.ts';
import { lastLocation, listCalls, renderList } from './list-test-kit.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const rows: Row[] = [{ id: 'r1', version: 1, siteName: 'North', type: 1, fee: 10 }];
const field = (name: string) => document.querySelector(`[data-search-field="${name}"]`);

describe('ListView with a fixed filter', () => {
  it('sends the filter with every query and hides its field from the search form', async () => {
    const mem = renderList({ rows, props: { fixed: { type: '1' } } });
    await screen.findByText('North');
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ type: '1' });
    expect(field('type')).toBeNull();
    expect(field('siteName')).not.toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入网点名称'), { target: { value: 'No' } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(listCalls(mem.calls).at(-1)).toMatchObject({ type: '1', siteName: '*No*' }));
    expect(lastLocation()).not.toContain('type=');
    fireEvent.click(screen.getByText('重置'));
    await waitFor(() => expect(listCalls(mem.calls).at(-1)?.siteName).toBeUndefined());
    expect(listCalls(mem.calls).at(-1)).toMatchObject({ type: '1' });
  });

  it('offers the field again without the filter', async () => {
    renderList({ rows });
    await screen.findByText('North');
    expect(field('type')).not.toBeNull();
  });
});
