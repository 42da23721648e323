// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { makeField, renderWidget, TestProviders } from './editor-test-kit.tsx';
import { isOn, SwitchCell, switchValues, SwitchWidget } from './switch-widget.tsx';

afterEach(cleanup);

const switchEl = () => screen.getByRole('switch');

describe('switch values', () => {
  it('defaults to Y / N, takes x-options, and is true / false for booleans', () => {
    expect(switchValues(makeField('f'))).toEqual({ on: 'Y', off: 'N' });
    expect(switchValues(makeField('f', { options: { on: '1', off: '0' } }))).toEqual({ on: '1', off: '0' });
    expect(switchValues(makeField('f', { type: 'boolean' }))).toEqual({ on: true, off: false });
    expect(isOn(1, { on: '1', off: '0' })).toBe(true);
    expect(isOn('N', { on: 'Y', off: 'N' })).toBe(false);
  });
});

describe('SwitchWidget (x-widget switch)', () => {
  it('emits the off value on mount when there is no value (spec 001 §4.7)', () => {
    const view = renderWidget(SwitchWidget, makeField('enabled', { widget: 'switch' }));
    expect(view.emitted).toEqual(['N']);
    expect(switchEl().getAttribute('aria-checked')).toBe('false');
  });

  it('emits Y when switched on and N when switched off', () => {
    const view = renderWidget(SwitchWidget, makeField('enabled', { widget: 'switch' }), { value: 'N' });
    expect(view.emitted).toEqual([]);
    fireEvent.click(switchEl());
    expect(view.last()).toBe('Y');
    expect(switchEl().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(switchEl());
    expect(view.last()).toBe('N');
  });

  it('uses the on / off values of x-options', () => {
    const view = renderWidget(SwitchWidget, makeField('flag', { widget: 'switch', options: { on: '1', off: '0' } }));
    expect(view.emitted).toEqual(['0']);
    fireEvent.click(switchEl());
    expect(view.last()).toBe('1');
  });

  it('stores true / false for a boolean field', () => {
    const view = renderWidget(SwitchWidget, makeField('active', { type: 'boolean', widget: 'switch' }));
    expect(view.emitted).toEqual([false]);
    fireEvent.click(switchEl());
    expect(view.last()).toBe(true);
  });

  it('shows a stored on value as on without emitting', () => {
    const view = renderWidget(SwitchWidget, makeField('enabled', { widget: 'switch' }), { value: 'Y' });
    expect(view.emitted).toEqual([]);
    expect(switchEl().getAttribute('aria-checked')).toBe('true');
  });
});

describe('SwitchCell', () => {
  const cell = (value: unknown, lang: 'zh-CN' | 'en' = 'zh-CN', options?: Record<string, unknown>) =>
    render(
      <TestProviders provider={memoryProvider().provider} lang={lang}>
        <span data-testid="cell">
          <SwitchCell value={value} record={{}} field={makeField('enabled', { widget: 'switch', options })} />
        </span>
      </TestProviders>,
    );

  it('shows 是 / 否 and Yes / No', () => {
    cell('Y');
    expect(screen.getByTestId('cell').textContent).toBe('是');
    cleanup();
    cell('N');
    expect(screen.getByTestId('cell').textContent).toBe('否');
    cleanup();
    cell('1', 'en', { on: '1', off: '0' });
    expect(screen.getByTestId('cell').textContent).toBe('Yes');
    cleanup();
    cell(null);
    expect(screen.getByTestId('cell').textContent).toBe('');
  });
});
