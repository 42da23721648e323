// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { codeForField, joinCodes, splitCodes } from './choice-values.ts';
import { DictCheckboxWidget, DictMultiSelectWidget, DictRadioWidget } from './dict-choice.tsx';
import { makeField, renderWidget } from './editor-test-kit.tsx';

afterEach(cleanup);

const checkboxOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('choice values', () => {
  it('splits and joins comma-joined codes', () => {
    expect(splitCodes('a, b,,a')).toEqual(['a', 'b']);
    expect(splitCodes(undefined)).toEqual([]);
    expect(splitCodes(3)).toEqual(['3']);
    expect(joinCodes(['a', 2])).toBe('a,2');
    expect(joinCodes([])).toBeUndefined();
  });

  it('keeps single codes in the field type', () => {
    expect(codeForField('integer', '1')).toBe(1);
    expect(codeForField('number', '2.5')).toBe(2.5);
    expect(codeForField('string', 1)).toBe('1');
    expect(codeForField('integer', 'x')).toBe('x');
  });
});

describe('radio (x-widget radio)', () => {
  it('offers the dictionary and emits numbers for an integer field', () => {
    const view = renderWidget(
      DictRadioWidget,
      makeField('type', { type: 'integer', dict: 'site_type', widget: 'radio' }),
      {
        value: 0,
      },
    );
    expect((screen.getByLabelText('公司') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('一级转运中心'));
    expect(view.last()).toBe(1);
    expect(typeof view.last()).toBe('number');
    expect((screen.getByLabelText('一级转运中心') as HTMLInputElement).checked).toBe(true);
  });

  it('emits strings for a string field and speaks English', () => {
    const view = renderWidget(DictRadioWidget, makeField('fruit', { dict: 'fruit', widget: 'radio' }), { lang: 'en' });
    fireEvent.click(screen.getByLabelText('Banana'));
    expect(view.last()).toBe('b');
  });
});

describe('checkbox group (x-widget checkbox)', () => {
  const field = makeField('fruits', { dict: 'fruit', widget: 'checkbox', multiple: true });

  it('shows the stored codes checked and emits the chosen codes joined by commas', () => {
    const view = renderWidget(DictCheckboxWidget, field, { value: 'b' });
    expect(checkboxOf('香蕉').checked).toBe(true);
    expect(checkboxOf('苹果').checked).toBe(false);
    fireEvent.click(checkboxOf('樱桃'));
    expect(view.last()).toBe('b,c');
    fireEvent.click(checkboxOf('苹果'));
    expect(view.last()).toBe('a,b,c');
  });

  it('emits undefined when everything is unchecked', () => {
    const view = renderWidget(DictCheckboxWidget, field, { value: 'a' });
    fireEvent.click(checkboxOf('苹果'));
    expect(view.emitted).toEqual([undefined]);
  });

  it('joins integer dictionary codes too', () => {
    const view = renderWidget(
      DictCheckboxWidget,
      makeField('types', { dict: 'site_type', widget: 'checkbox', multiple: true }),
    );
    fireEvent.click(checkboxOf('一级转运中心'));
    fireEvent.click(checkboxOf('公司'));
    expect(view.last()).toBe('0,1');
  });

  it('is a plain checkbox for a boolean field without a dictionary (rjsf uses the key for booleans)', () => {
    const view = renderWidget(DictCheckboxWidget, makeField('active', { type: 'boolean' }), {
      value: false,
      schema: { type: 'boolean', title: 'Active' },
    });
    const box = document.querySelector('input[type=checkbox]') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(view.last()).toBe(true);
  });
});

describe('multi-select (x-widget multi-select)', () => {
  const field = makeField('fruits', { dict: 'fruit', widget: 'multi-select', multiple: true });

  it('shows the stored codes as labelled tags and adds the picked ones', async () => {
    const view = renderWidget(DictMultiSelectWidget, field, { value: 'c' });
    expect(screen.getByText('樱桃')).toBeTruthy();
    fireEvent.mouseDown(document.querySelector('#root_fruits')!);
    const options = await screen.findAllByTitle('苹果');
    fireEvent.click(options.at(-1)!);
    await waitFor(() => expect(view.last()).toBe('c,a'));
  });

  it('emits undefined when cleared', async () => {
    const view = renderWidget(DictMultiSelectWidget, field, { value: 'a,b' });
    const clear = document.querySelector('.ant-select-clear');
    expect(clear).toBeTruthy();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    await waitFor(() => expect(view.emitted).toContain(undefined));
  });
});
