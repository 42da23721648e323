// @vitest-environment jsdom
// The code editor before and after its language arrives: the yaml pack is held back by a gate this test
// opens, so the plain-text phase is seen for sure, then the language is applied to the same editor.
import '../../test-dom.ts';
import { getIndentUnit, language } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedCodeLanguage } from './code-languages.ts';
import { CodeWidget } from './code-widget.tsx';
import { makeField, renderWidget, stubTextLayout } from './editor-test-kit.tsx';

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open(), imports: 0 };
});

vi.mock('@codemirror/lang-yaml', async (importOriginal) => {
  gate.imports += 1;
  await gate.opened;
  return importOriginal();
});

beforeAll(() => {
  stubTextLayout();
});
afterEach(cleanup);

describe('CodeWidget language loading', () => {
  const content = () => document.querySelector('.cm-content') as HTMLElement;
  const viewOf = () => EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!;

  it('shows plain text until the language of the mode is loaded, then applies it keeping the text', async () => {
    const view = renderWidget(CodeWidget, makeField('conf', { widget: 'code', options: { mode: 'yml' } }), {
      value: 'a:\n  b: 1',
    });
    await waitFor(() => expect(content()).toBeTruthy());
    await waitFor(() => expect(gate.imports).toBe(1));
    // plain text, tab size 2 already
    expect(viewOf().state.facet(language)).toBeNull();
    expect(content().hasAttribute('data-language')).toBe(false);
    expect(viewOf().state.tabSize).toBe(2);
    expect(viewOf().state.doc.toString()).toBe('a:\n  b: 1');

    const editor = viewOf();
    await act(async () => gate.open());
    await waitFor(() => expect(viewOf().state.facet(language)?.name).toBe('yaml'));
    expect(viewOf()).toBe(editor); // reconfigured, not remounted
    expect(content().getAttribute('data-language')).toBe('yaml');
    expect(viewOf().state.doc.toString()).toBe('a:\n  b: 1');
    expect(getIndentUnit(viewOf().state)).toBe(2);
    expect(loadedCodeLanguage('yaml')).toBeDefined();
    expect(view.emitted).toEqual([]);

    // a second editor of the same mode has the language from the start
    cleanup();
    renderWidget(CodeWidget, makeField('more', { widget: 'code', options: { mode: 'yaml' } }), { value: 'x: 1' });
    await waitFor(() => expect(content()).toBeTruthy());
    expect(viewOf().state.facet(language)?.name).toBe('yaml');
    expect(gate.imports).toBe(1);
  });
});
