// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { column, renderCell } from './cell-test-kit.tsx';
import { InputPopCell } from './input-pop-cell.tsx';

afterEach(cleanup);

describe('input_pop cell', () => {
  it('edits in the input and in the larger text area of the popover; emptied -> null', async () => {
    const cell = renderCell(InputPopCell, column('input_pop', { title: '备注' }), { value: 'short' });
    const input = screen.getByPlaceholderText('请输入备注') as HTMLInputElement;
    expect(input.value).toBe('short');
    expect(screen.queryByLabelText('备注')).toBeNull(); // no text area until opened
    fireEvent.change(input, { target: { value: 'typed' } });
    expect(cell.last()).toBe('typed');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '放大编辑' })));
    const area = (await screen.findByLabelText('备注')) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe('typed');
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    expect(cell.last()).toBe('line 1\nline 2');
    expect(input.value).toBe('line 1line 2'); // the one-line input shows it without the line break
    fireEvent.change(area, { target: { value: '' } });
    expect(cell.last()).toBeNull();

    cell.setEditing(false);
    expect(screen.queryByPlaceholderText('请输入备注')).toBeNull();
  });

  it('shows the text on one line outside editing, with the whole text as its title', () => {
    renderCell(InputPopCell, column('input_pop'), { value: 'a long remark', editing: false });
    const text = screen.getByText('a long remark');
    expect(text.getAttribute('title')).toBe('a long remark');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
