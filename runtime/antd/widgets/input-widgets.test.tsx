// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeField, renderWidget } from './editors/editor-test-kit.tsx';
import { DateTimeWidget, DateWidget, MoneyWidget, NumberWidget, TextareaWidget, TimeWidget } from './input-widgets.tsx';

afterEach(cleanup);

const inputOf = (name: string) => document.querySelector(`#root_${name}`) as HTMLInputElement;
const typeAndLeave = (input: HTMLInputElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('NumberWidget', () => {
  it('emits numbers with their decimals for number fields, empty as undefined', () => {
    const view = renderWidget(NumberWidget, makeField('weight', { type: 'number' }));
    typeAndLeave(inputOf('weight'), '12.75');
    expect(view.last()).toBe(12.75);
    typeAndLeave(inputOf('weight'), '');
    expect(view.last()).toBeUndefined();
  });

  it('rounds integer fields to whole numbers (precision 0)', () => {
    const view = renderWidget(NumberWidget, makeField('count', { type: 'integer' }));
    typeAndLeave(inputOf('count'), '3.7');
    expect(view.last()).toBe(4);
    expect(Number.isInteger(view.last())).toBe(true);
    expect(inputOf('count').value).toBe('4');
  });

  it('keeps to the schema minimum and maximum', () => {
    const view = renderWidget(NumberWidget, makeField('age', { type: 'integer' }), {
      schema: { type: 'integer', minimum: 1, maximum: 120 },
    });
    typeAndLeave(inputOf('age'), '500');
    expect(view.last()).toBe(120);
  });
});

describe('MoneyWidget', () => {
  it('shows and emits money with 2 decimals', () => {
    const view = renderWidget(MoneyWidget, makeField('fee', { type: 'number', format: 'money' }), { value: 5 });
    expect(inputOf('fee').value).toBe('5.00');
    typeAndLeave(inputOf('fee'), '1234.567');
    expect(view.last()).toBe(1234.57);
    expect(inputOf('fee').value).toBe('1234.57');
  });
});

describe('date and time widgets', () => {
  it('shows a date as YYYY-MM-DD and emits the picked day in that format', async () => {
    const view = renderWidget(DateWidget, makeField('day', { format: 'date' }), { value: '2024-03-05' });
    expect(inputOf('day').value).toBe('2024-03-05');
    fireEvent.mouseDown(inputOf('day'));
    fireEvent.click(inputOf('day'));
    const cell = await waitFor(() => document.querySelector('td[title="2024-03-15"]') as HTMLElement);
    fireEvent.click(cell.querySelector('.ant-picker-cell-inner') ?? cell);
    await waitFor(() => expect(view.last()).toBe('2024-03-15'));
  });

  it('takes a typed date and clears to undefined', async () => {
    const view = renderWidget(DateWidget, makeField('day', { format: 'date' }), { value: '2024-03-05' });
    fireEvent.mouseDown(inputOf('day'));
    fireEvent.change(inputOf('day'), { target: { value: '2023-12-31' } });
    fireEvent.keyDown(inputOf('day'), { key: 'Enter' });
    await waitFor(() => expect(view.last()).toBe('2023-12-31'));
    const clear = document.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(view.last()).toBeUndefined());
  });

  it('shows and emits a date-time as YYYY-MM-DD HH:mm:ss', async () => {
    const view = renderWidget(DateTimeWidget, makeField('at', { format: 'date-time' }), {
      value: '2024-03-05 07:08:09',
    });
    expect(inputOf('at').value).toBe('2024-03-05 07:08:09');
    fireEvent.mouseDown(inputOf('at'));
    fireEvent.change(inputOf('at'), { target: { value: '2024-04-01 13:14:15' } });
    fireEvent.keyDown(inputOf('at'), { key: 'Enter' });
    await waitFor(() => expect(view.last()).toBe('2024-04-01 13:14:15'));
  });

  it('shows and emits a time as HH:mm:ss', async () => {
    const view = renderWidget(TimeWidget, makeField('at', { format: 'time' }), { value: '07:08:09' });
    expect(inputOf('at').value).toBe('07:08:09');
    fireEvent.mouseDown(inputOf('at'));
    fireEvent.change(inputOf('at'), { target: { value: '18:30:00' } });
    fireEvent.keyDown(inputOf('at'), { key: 'Enter' });
    await waitFor(() => expect(view.last()).toBe('18:30:00'));
  });
});

describe('TextareaWidget', () => {
  it('emits the text, and undefined when emptied', () => {
    const view = renderWidget(TextareaWidget, makeField('remark', { format: 'textarea' }));
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    expect(view.last()).toBe('line 1\nline 2');
    fireEvent.change(area, { target: { value: '' } });
    expect(view.last()).toBeUndefined();
  });
});
