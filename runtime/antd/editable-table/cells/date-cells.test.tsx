// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { column, renderCell } from './cell-test-kit.tsx';
import { DateCell, DateTimeCell, TimeCell } from './date-cells.tsx';

afterEach(cleanup);

const input = () => screen.getByRole('textbox') as HTMLInputElement;
const type = (text: string) => {
  fireEvent.mouseDown(input());
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
};

describe('date cells', () => {
  it('date: YYYY-MM-DD in and out, emptied -> null, read-only text', async () => {
    const cell = renderCell(DateCell, column('date', { title: '发货日期' }), { value: '2024-03-05' });
    expect(input().value).toBe('2024-03-05');
    fireEvent.mouseDown(input());
    fireEvent.click(input());
    const day = await waitFor(() => document.querySelector('td[title="2024-03-15"]') as HTMLElement);
    fireEvent.click(day.querySelector('.ant-picker-cell-inner') ?? day);
    await waitFor(() => expect(cell.last()).toBe('2024-03-15'));
    const clear = document.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(cell.last()).toBeNull());
    cleanup();
    const empty = renderCell(DateCell, column('date', { title: '发货日期' }));
    expect(input().placeholder).toBe('请选择发货日期');
    empty.setEditing(false);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('datetime: YYYY-MM-DD HH:mm:ss', async () => {
    const cell = renderCell(DateTimeCell, column('datetime'), { value: '2024-03-05 07:08:09' });
    expect(input().value).toBe('2024-03-05 07:08:09');
    type('2024-04-01 13:14:15');
    await waitFor(() => expect(cell.last()).toBe('2024-04-01 13:14:15'));
    cell.setEditing(false);
    expect(screen.getByText('2024-04-01 13:14:15')).toBeTruthy();
  });

  it('time: HH:mm:ss', async () => {
    const cell = renderCell(TimeCell, column('time'), { value: '07:08:09' });
    expect(input().value).toBe('07:08:09');
    type('18:30:00');
    await waitFor(() => expect(cell.last()).toBe('18:30:00'));
    cell.setEditing(false);
    expect(screen.getByText('18:30:00')).toBeTruthy();
  });
});
