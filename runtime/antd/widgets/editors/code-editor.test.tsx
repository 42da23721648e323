// @vitest-environment jsdom
import '../../test-dom.ts';
import { getIndentUnit, language } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MODES, CODE_TAB_EXTENSIONS, codeMode, loadCodeLanguage, loadedCodeLanguage } from './code-languages.ts';
import { codeHeight, CodeWidget } from './code-widget.tsx';
import { makeField, renderWidget, stubTextLayout } from './editor-test-kit.tsx';

beforeAll(() => {
  stubTextLayout();
});
afterEach(cleanup);

const stateOf = async (mode: unknown) =>
  EditorState.create({ doc: '', extensions: [await loadCodeLanguage(mode), CODE_TAB_EXTENSIONS] });

describe('code modes', () => {
  it('has the 12 modes of spec 001 §9', () => {
    expect(CODE_MODES).toHaveLength(12);
    expect([...CODE_MODES].sort()).toEqual([
      'css',
      'html',
      'java',
      'javascript',
      'json',
      'markdown',
      'python',
      'shell',
      'sql',
      'typescript',
      'xml',
      'yaml',
    ]);
  });

  it('loads the CodeMirror language of every mode on demand, once', async () => {
    for (const mode of CODE_MODES) expect((await stateOf(mode)).facet(language)?.name, mode).toBe(mode);
    expect(loadCodeLanguage('sql')).toBe(loadCodeLanguage('SQL'));
    expect(loadedCodeLanguage('sql')).toBe(await loadCodeLanguage('sql'));
  });

  it('reads aliases and case, and falls back to JavaScript', async () => {
    expect(codeMode('SQL')).toBe('sql');
    expect(codeMode('yml')).toBe('yaml');
    expect(codeMode('bash')).toBe('shell');
    expect(codeMode('ts')).toBe('typescript');
    expect(codeMode(undefined)).toBe('javascript');
    expect(codeMode('cobol')).toBe('javascript');
    expect((await stateOf('cobol')).facet(language)?.name).toBe('javascript');
  });

  it('sets tab size 2 and an indent unit of 2 spaces', async () => {
    const state = await stateOf('python');
    expect(state.tabSize).toBe(2);
    expect(getIndentUnit(state)).toBe(2);
    const plain = EditorState.create({ doc: '', extensions: CODE_TAB_EXTENSIONS });
    expect(plain.tabSize).toBe(2);
    expect(getIndentUnit(plain)).toBe(2);
  });

  it('reads x-options.height as a CSS length', () => {
    expect(codeHeight(180)).toBe('180px');
    expect(codeHeight('200')).toBe('200px');
    expect(codeHeight('50vh')).toBe('50vh');
    expect(codeHeight(undefined)).toBe('240px');
  });
});

describe('CodeWidget (x-widget code)', () => {
  const content = () => document.querySelector('.cm-content') as HTMLElement;
  const viewOf = () => EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!;

  it('loads CodeMirror on demand with the mode, tab size 2 and the stored text', async () => {
    renderWidget(CodeWidget, makeField('query', { widget: 'code', options: { mode: 'sql', height: 180 } }), {
      value: 'select 1',
    });
    expect(screen.getByText('编辑器加载中…')).toBeTruthy();
    await waitFor(() => expect(content()).toBeTruthy());
    await waitFor(() => expect(content().getAttribute('data-language')).toBe('sql'));
    expect(content().style.tabSize).toBe('2');
    expect(viewOf().state.doc.toString()).toBe('select 1');
  });

  it('defaults to JavaScript and emits the text, empty as undefined', async () => {
    const view = renderWidget(CodeWidget, makeField('script', { widget: 'code' }));
    await waitFor(() => expect(content()).toBeTruthy());
    await waitFor(() => expect(content().getAttribute('data-language')).toBe('javascript'));
    act(() => viewOf().dispatch({ changes: { from: 0, insert: 'let a = 1;' } }));
    expect(view.last()).toBe('let a = 1;');
    act(() => viewOf().dispatch({ changes: { from: 0, to: viewOf().state.doc.length } }));
    expect(view.last()).toBeUndefined();
  });
});
