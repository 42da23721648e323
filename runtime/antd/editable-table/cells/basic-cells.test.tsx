// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CheckboxCell,
  EditableSlotsContext,
  HiddenCell,
  InputCell,
  InputNumberCell,
  SlotCell,
  TextareaCell,
} from './basic-cells.tsx';
import { column, renderCell } from './cell-test-kit.tsx';

afterEach(cleanup);

const input = () => document.querySelector('input, textarea') as HTMLInputElement;

describe('basic cells', () => {
  it('input: emits text, empty as undefined, blur reported; shows text when not editing', () => {
    const c = renderCell(InputCell, column('input', { placeholder: '请输入' }), { value: 'a' });
    fireEvent.change(input(), { target: { value: 'ab' } });
    expect(c.last()).toBe('ab');
    fireEvent.change(input(), { target: { value: '' } });
    expect(c.last()).toBeUndefined();
    fireEvent.blur(input());
    expect(c.onBlur).toHaveBeenCalled();
    c.setEditing(false);
    expect(input()).toBeNull();
  });

  it('inputNumber: numbers out, invalid keystrokes reverted, in-between text kept in the input only', () => {
    const c = renderCell(InputNumberCell, column('inputNumber'), { value: 3 });
    expect(input().value).toBe('3');
    fireEvent.change(input(), { target: { value: '3x' } });
    expect(input().value).toBe('3');
    expect(c.onChange).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '-' } });
    expect(input().value).toBe('-');
    expect(c.onChange).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '-2.5' } });
    expect(c.last()).toBe(-2.5);
    fireEvent.change(input(), { target: { value: '' } });
    expect(c.last()).toBeUndefined();
    fireEvent.change(input(), { target: { value: '.' } });
    fireEvent.blur(input());
    expect(input().value).toBe('');
  });

  it('inputNumber keeps to the precision (integer: no point; money: 2 decimals)', () => {
    renderCell(InputNumberCell, column('inputNumber', { precision: 0 }), { value: 1 });
    fireEvent.change(input(), { target: { value: '1.' } });
    expect(input().value).toBe('1');
    cleanup();
    const money = renderCell(InputNumberCell, column('inputNumber', { precision: 2 }), { value: 1.5 });
    fireEvent.change(input(), { target: { value: '1.555' } });
    expect(input().value).toBe('1.5');
    fireEvent.change(input(), { target: { value: '1.55' } });
    expect(money.last()).toBe(1.55);
  });

  it('checkbox: stores the customValue pair (default true/false)', () => {
    const c = renderCell(CheckboxCell, column('checkbox', { customValue: ['Y', 'N'] }), { value: 'N' });
    fireEvent.click(input());
    expect(c.last()).toBe('Y');
    fireEvent.click(input());
    expect(c.last()).toBe('N');
    cleanup();
    const plain = renderCell(CheckboxCell, column('checkbox'), { value: undefined });
    fireEvent.click(input());
    expect(plain.last()).toBe(true);
  });

  it('textarea: emits its text', () => {
    const c = renderCell(TextareaCell, column('textarea'), { value: 'x' });
    expect(input().tagName).toBe('TEXTAREA');
    fireEvent.change(input(), { target: { value: 'x\ny' } });
    expect(c.last()).toBe('x\ny');
  });

  it('slot: renders the screen’s function by slotName (or key); hidden renders nothing', () => {
    const props = {
      column: column('slot', { slotName: 'price' }),
      value: 5,
      row: { id: 'r1', field: 5 },
      onChange: () => undefined,
      onBlur: () => undefined,
      disabled: false,
      editing: true,
    };
    render(
      <EditableSlotsContext.Provider value={{ price: (p) => <b>slot {String(p.value)}</b> }}>
        <SlotCell {...props} />
        <HiddenCell />
      </EditableSlotsContext.Provider>,
    );
    expect(screen.getByText('slot 5')).toBeTruthy();
  });
});
