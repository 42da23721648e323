// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeField, renderWidget } from './editor-test-kit.tsx';
import { confirmedValue, PasswordWidget } from './password-widget.tsx';

afterEach(cleanup);

const confirmField = makeField('password', { format: 'password', secret: true, options: { confirm: true } });
const first = () => document.querySelector('#root_password') as HTMLInputElement;
const second = () => document.querySelector('#root_password__confirm') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const MISMATCH = '两次输入的密码不一样！';

describe('confirmedValue', () => {
  it('is the password only when both agree', () => {
    expect(confirmedValue('abc', 'abc')).toBe('abc');
    expect(confirmedValue('abc', 'abd')).toBeUndefined();
    expect(confirmedValue('', '')).toBeUndefined();
  });
});

describe('PasswordWidget with confirm', () => {
  it('renders two password inputs', () => {
    renderWidget(PasswordWidget, confirmField);
    expect(first().type).toBe('password');
    expect(second().type).toBe('password');
    expect(second().placeholder).toBe('请再次输入密码');
  });

  it('reports the mismatch to the form and emits nothing while the two differ', () => {
    const view = renderWidget(PasswordWidget, confirmField);
    type(first(), 'Secret#1');
    type(second(), 'Secret#2');
    expect(view.reports.at(-1)).toEqual(['password', MISMATCH]);
    expect(view.emitted.every((v) => v === undefined)).toBe(true);
    expect(second().closest('.ant-input-affix-wrapper')?.className).toContain('ant-input-status-error');
  });

  it('emits the password and clears the error once both match', () => {
    const view = renderWidget(PasswordWidget, confirmField);
    type(first(), 'Secret#1');
    type(second(), 'Secret#');
    expect(view.reports.at(-1)).toEqual(['password', MISMATCH]);
    type(second(), 'Secret#1');
    expect(view.last()).toBe('Secret#1');
    expect(view.reports.at(-1)).toEqual(['password', null]);
    // changing the first one again breaks the match: the value is withdrawn
    type(first(), 'Secret#12');
    expect(view.last()).toBeUndefined();
    expect(view.reports.at(-1)).toEqual(['password', MISMATCH]);
  });

  it('does not complain while the first input is being typed, but does once it is left', () => {
    const view = renderWidget(PasswordWidget, confirmField);
    type(first(), 'Secret#1');
    expect(view.reports.filter(([, m]) => m)).toEqual([]);
    fireEvent.blur(first());
    expect(view.reports.at(-1)).toEqual(['password', MISMATCH]);
  });

  it('shows the message itself, in English too, when no form context is there', () => {
    renderWidget(PasswordWidget, confirmField, { reportError: null, lang: 'en' });
    type(first(), 'abc');
    type(second(), 'abd');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it('clears its report when it unmounts', () => {
    const view = renderWidget(PasswordWidget, confirmField);
    type(first(), 'a');
    type(second(), 'b');
    view.unmount();
    expect(view.reports.at(-1)).toEqual(['password', null]);
  });
});

describe('PasswordWidget without confirm', () => {
  it('is one password input; empty is undefined', () => {
    const view = renderWidget(PasswordWidget, makeField('password', { format: 'password' }));
    expect(second()).toBeNull();
    type(first(), 'x1');
    expect(view.last()).toBe('x1');
    type(first(), '');
    expect(view.last()).toBeUndefined();
    expect(view.reports).toEqual([]);
  });
});
